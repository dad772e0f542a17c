package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An audit log's actions in words: in English each reads exactly as the command text the log
 * stored and showed before actions were typed, so a telnet user's log and notices read as before.
 */
class AuditSentencesTest {

  /** Every kind, with the text the director wrote for it before (issue 25). */
  private static final Map<AuditAction, String> BEFORE = new LinkedHashMap<>();

  static {
    before(AuditAction.legacy("swap ann bob in round 2"), "swap ann bob in round 2");
    before(AuditAction.of(Kind.JOIN), "join");
    before(AuditAction.of(Kind.LEAVE), "leave");
    before(AuditAction.of(Kind.ACCEPT), "accept");
    before(AuditAction.of(Kind.DECLINE), "decline");
    before(AuditAction.of(Kind.CHECKIN), "checkin");
    before(AuditAction.of(Kind.START), "start");
    before(AuditAction.of(Kind.IMPORT), "import");
    before(AuditAction.of(Kind.PLAYERS, 2, 1), "players 2 entered, 1 invited");
    before(AuditAction.of(Kind.ENTER, "ann"), "enter ann");
    before(AuditAction.of(Kind.ENTER_HALF, "ann"), "enter ann half");
    before(AuditAction.of(Kind.ENTER_FULL, "ann"), "enter ann full");
    before(AuditAction.of(Kind.INVITE, "eve"), "invite eve");
    before(AuditAction.of(Kind.INVITE_HALF, "eve"), "invite eve half");
    before(AuditAction.of(Kind.INVITE_FULL, "eve"), "invite eve full");
    before(AuditAction.of(Kind.SEAT_OFFER, "sam", "zoe"), "offer seat sam to zoe");
    before(AuditAction.of(Kind.SEAT_ACCEPT, "sam"), "accept seat sam");
    before(AuditAction.of(Kind.NOT_CHECKED_IN, "dan"), "withdraw dan round 1: not checked in");
    before(AuditAction.of(Kind.ARBITER, "cat"), "arbiter cat");
    before(AuditAction.of(Kind.BYE, "ann", 3), "bye ann round 3");
    before(AuditAction.of(Kind.WITHDRAW, "bob"), "withdraw bob");
    before(AuditAction.of(Kind.REINSTATE, "bob"), "reinstate bob");
    before(AuditAction.of(Kind.SET, "pab", "0.5"), "set pab 0.5");
    before(AuditAction.of(Kind.PAIR, 2), "pair round 2");
    before(AuditAction.of(Kind.BEGIN, 2), "begin round 2");
    before(AuditAction.of(Kind.REPAIR, 1), "re-pair round 1");
    before(AuditAction.of(Kind.ROUND_KEPT, 2, "NO_PAIRING"), "round 2 kept: NO_PAIRING");
    before(AuditAction.of(Kind.SWAP, "ann", "bob", 2), "swap ann bob in round 2");
    before(AuditAction.of(Kind.BOARD, 1, "ann", "bob", 2), "board 1 ann bob in round 2");
    before(AuditAction.of(Kind.CORRECT, 1, 2, "1-0", "0-1"),
        "result round 1 board 2 from 1-0 to 0-1");
    before(AuditAction.of(Kind.ABSENT_WITHDRAWN, "dan", 2), "withdraw dan after 2 absences");
    before(AuditAction.of(Kind.TEAM_ENTER, "pawns"), "team enter pawns");
    before(AuditAction.of(Kind.TEAM_LEAVE, "pawns"), "team leave pawns");
    before(AuditAction.of(Kind.TEAM_WITHDRAW, "pawns"), "team withdraw pawns");
    before(AuditAction.of(Kind.LINEUP, "pawns", "ann bob"), "lineup pawns ann bob");
    before(AuditAction.of(Kind.REJOIN), "rejoin");
    before(AuditAction.of(Kind.PAUSE, "ann"), "pause ann");
    before(AuditAction.of(Kind.RESUME, "ann"), "resume ann");
    before(AuditAction.of(Kind.PAUSE_NO_MOVE, "dan", 2), "pause dan: no first move on board 2");
    before(AuditAction.of(Kind.BERSERK, 3), "berserk board 3");
    before(AuditAction.of(Kind.REPORT, 1, 2, "1/2-1/2"), "report round 1 board 2 1/2-1/2");
    before(AuditAction.of(Kind.RESULT, 1, 2, "1-0"), "result round 1 board 2 1-0");
    before(AuditAction.of(Kind.LOCK, 1), "lock round 1");
    before(AuditAction.of(Kind.UNLOCK, 1), "unlock round 1");
    before(AuditAction.of(Kind.LIVE, 1, 2), "live round 1 board 2");
    before(AuditAction.of(Kind.PGN, 1, 2, 1234), "pgn round 1 board 2 game 1234");
    before(AuditAction.of(Kind.CALL, 1, 2), "arbiter-call 1 board 2");
    before(AuditAction.of(Kind.CALL_TEXT, 1, 2, "clock"), "arbiter-call 1 board 2: clock");
    before(AuditAction.of(Kind.TAKE, 1), "arbiter-take 1");
    before(AuditAction.of(Kind.MORETIME, 7, "ann", 60), "moretime 7 ann 60");
    before(AuditAction.of(Kind.GAME_PAUSE, 7), "pause 7");
    before(AuditAction.of(Kind.GAME_RESUME, 7), "resume 7");
    before(AuditAction.of(Kind.ADJUDICATE, 7, "1-0"), "adjudicate 7 1-0");
    before(AuditAction.of(Kind.ADJUDICATE_WHY, 7, "1-0", "flag"), "adjudicate 7 1-0 flag");
    // a simul's log (Simuls wrote these before)
    before(AuditAction.of(Kind.SIMUL_CREATE, "chess", "10+5", "white"), "create chess 10+5 white");
    before(AuditAction.of(Kind.SIMUL_CREATE_UNTIMED, "checkers", "black"),
        "create checkers none black");
    before(AuditAction.of(Kind.SIMUL_START, 3), "start 3");
    before(AuditAction.of(Kind.SIMUL_CANCEL), "cancel");
  }

  private static void before(AuditAction action, String text) {
    BEFORE.put(action, text);
  }

  @Test
  void everyKindReadsInEnglishAsItsCommandDid() {
    Set<Kind> covered = EnumSet.noneOf(Kind.class);
    BEFORE.forEach((action, text) -> {
      assertThat(AuditSentences.of(Words.english(), action)).as(action.kind().code())
          .isEqualTo(text);
      covered.add(action.kind());
    });
    assertThat(covered).as("a new kind needs its English here").containsExactlyInAnyOrder(
        Kind.values());
  }

  @Test
  void anotherLanguageWordsItsOwnWayWithItsDigits() {
    AuditAction bye = AuditAction.of(Kind.BYE, "ann", 3);
    assertThat(AuditSentences.of(Words.of("ru"), bye)).isEqualTo("бай для ann в туре 3");
    assertThat(AuditSentences.of(Words.of("fa"), bye)).isEqualTo("استراحت برای ann در دور ۳");
    // a legacy row is shown as it was stored, in any language
    assertThat(AuditSentences.of(Words.of("fa"), AuditAction.legacy("bye ann round 3")))
        .isEqualTo("bye ann round 3");
  }
}
