package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Ack;
import arbiter.event.Actor;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.export.ImportFault;
import arbiter.face.words.Words;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.trf.TrfFault;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The text face's words for the values the domain used to send as English (a refused report
 * file or PGN, the director as the actor, no seek ads to remove): in English as the lines read
 * before, in Russian and Persian in their own words.
 */
class DomainWordsTextTest {

  static final DomainEvent TRF = new AnswerEvent.TournamentRefused(TournamentRefusal.TRF_INVALID,
      List.of(TrfFault.ROUND_FORM, 4, 2, "   2 x ="));
  static final DomainEvent TRF_FILE = new AnswerEvent.TournamentRefused(
      TournamentRefusal.TRF_INVALID, List.of(TrfFault.RESULTS_DISAGREE, 0, 1, 1, 2));
  static final DomainEvent UNREADABLE = new AnswerEvent.TournamentRefused(
      TournamentRefusal.TRF_UNREADABLE, List.of("club"));
  static final DomainEvent PGN = new AnswerEvent.TournamentRefused(TournamentRefusal.PGN_INVALID,
      List.of(ImportFault.ILLEGAL_MOVE, 3, "Ke3", "chess"));
  static final DomainEvent REPAIRED = new TournamentNews.TournamentNotice("cup", Actor.DIRECTOR,
      AuditAction.of(Kind.REPAIR, 1));
  static final DomainEvent NO_SEEKS = new AnswerEvent.Done(Ack.NO_SEEKS);

  private static List<String> lines(String language, DomainEvent event) {
    return event.accept(new TextRenderer(Words.of(language), TextRenderer::board));
  }

  @Test
  void englishReadsAsBefore() {
    assertThat(lines("en", TRF)).containsExactly(
        "TRF line 4: 001: round 2: '   2 x =' is not 'OOOO C R' with colour w, b or -");
    assertThat(lines("en", TRF_FILE))
        .containsExactly("TRF round 1: the results of players 1 and 2 disagree");
    assertThat(lines("en", PGN))
        .containsExactly("the PGN is refused and nothing changed: illegal move: Ke3");
    assertThat(lines("en", REPAIRED)).containsExactly("tournament cup, server: re-pair round 1");
    assertThat(lines("en", NO_SEEKS)).containsExactly("seek ads removed");
    assertThat(lines("en", new AnswerEvent.Done(Ack.SEEKS_REMOVED)))
        .containsExactly("seek ads removed");
    // the system's reason (a path on the server) is the log's, never the user's
    assertThat(lines("en", UNREADABLE)).containsExactly("cannot read club/club.trf");
  }

  @Test
  void theAuditLogWordsTheDirectorAndShowsAUserNamedServerAsAUser() {
    TournamentReply shown = new TournamentReply.AuditShown("cup", List.of(
        new TournamentReply.AuditEntry(0, Actor.DIRECTOR, AuditAction.of(Kind.REPAIR, 1)),
        new TournamentReply.AuditEntry(0, Actor.user("server#3"), AuditAction.of(Kind.LEAVE))));
    assertThat(TournamentText.reply(Words.english(), shown)).containsExactly(
        "1970-01-01T00:00:00Z server re-pair round 1", "1970-01-01T00:00:00Z server#3 leave");
    assertThat(TournamentText.reply(Words.of("ru"), shown).get(0)).contains(" сервер ");
    assertThat(TournamentText.reply(Words.of("fa"), shown).get(0)).contains(" سرور ");
  }

  @Test
  void russianAndPersianSayItInTheirOwnWords() {
    assertThat(lines("ru", TRF)).containsExactly(
        "TRF, строка 4: 001: тур 2: «   2 x =» не в виде «OOOO C R» с цветом w, b или -");
    assertThat(lines("ru", PGN))
        .containsExactly("PGN не принят, ничего не изменилось: невозможный ход: Ke3");
    assertThat(lines("ru", REPAIRED).get(0)).startsWith("турнир cup, сервер: ");
    assertThat(lines("ru", UNREADABLE)).containsExactly("не удаётся прочитать club/club.trf");
    assertThat(lines("fa", TRF).get(0)).startsWith("TRF، سطر ۴: 001: دور ۲: ");
    assertThat(lines("fa", TRF_FILE).get(0)).isEqualTo(
        "دور ۱ در TRF: نتیجه‌های بازیکنان ۱ و ۲ با هم نمی‌خوانند");
    assertThat(lines("fa", PGN).get(0)).endsWith("حرکت غیرمجاز: Ke3");
    assertThat(lines("fa", REPAIRED).get(0)).contains("سرور");
    for (String language : List.of("ru", "fa")) {
      for (DomainEvent event : List.of(TRF, TRF_FILE, UNREADABLE, PGN, REPAIRED, NO_SEEKS)) {
        assertThat(lines(language, event)).as(language + " " + event)
            .isNotEqualTo(lines("en", event));
      }
    }
  }
}
