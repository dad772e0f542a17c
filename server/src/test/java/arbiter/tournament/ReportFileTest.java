package arbiter.tournament;

import arbiter.export.TournamentSheets;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.tournament.trf.TrfFault;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfFormatException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tournaments written as report files and read back: the same file, the same standings. */
class ReportFileTest {

  private static Tournament imported(String text) {
    return Tournament.replay(ReportFile.history(text, TrfFile.parse(text), "lan", "chess", 0,
        "org", null));
  }

  @Test
  void aFinishedSwissWithEveryKindOfUnplayedRoundRoundTripsExactly() {
    Tournament played = Tournament.replay(TieBreakTest.history());
    String text = ReportFile.export(played);
    assertThat(text).isEqualTo("""
        012 lan
        062 6
        092 Individual: Swiss-System
        142 3
        192 FIDE_DUTCH_2025
        001    1      a                                 2000                             2.5    1     2 w 1     5 b 1     3 w =
        001    2      b                                 1800                             1.0    5     1 b 0  0000 - U     4 b 0
        001    3      c                                 1900                             2.0    2     4 w +     6 w =     1 b =
        001    4      d                                 1700                             1.5    4     3 b -  0000 - H     2 w 1
        001    5      e                                 1600                             1.0    6  0000 - U     1 w 0
        001    6      f                                 1500                             2.0    3  0000 - H     3 b =  0000 - U
        """);
    Tournament back = imported(text);
    assertThat(back.isFinished()).isTrue();
    assertThat(ReportFile.export(back)).isEqualTo(text);
    assertThat(TournamentSheets.standings(back.standings())).isEqualTo(TournamentSheets.standings(played.standings()));
  }

  @Test
  void aSwissInTheMiddleOfARoundRoundTripsAndGoesOn() {
    Tournament t = Games.withPlayers(Format.SWISS, 4, "a", "b", "c", "d", "e", "f");
    t.requestBye("f", 3);
    t.start();
    for (Pairing p : t.currentRound()) {
      t.record(1, p.board(), Result.WHITE_WIN);
    }
    t.endRound();
    t.pair();
    t.begin();
    t.record(2, 1, Result.DRAW);
    t.leave("e");
    String text = ReportFile.export(t);
    Tournament back = imported(text);
    assertThat(ReportFile.export(back)).isEqualTo(text);
    assertThat(back.roundNumber()).isEqualTo(2);
    assertThat(back.hasWithdrawn("e")).isTrue();
    assertThat(back.byeRequests(3)).containsExactly("f");
    assertThat(back.currentRound().stream().filter(Pairing::isPending).count())
        .isEqualTo(t.currentRound().stream().filter(Pairing::isPending).count());
    // the taken-over tournament plays on as the original would
    for (Tournament either : List.of(t, back)) {
      for (Pairing p : either.currentRound()) {
        if (p.isPending()) {
          either.record(2, p.board(), Result.BLACK_WIN);
        }
      }
      either.endRound();
      either.pair();
    }
    assertThat(back.currentRound()).isEqualTo(t.currentRound());
  }

  /**
   * The file has no board numbers: the import numbered each round's games by their lower
   * starting rank, so the boards of the round being played were not those of the pairing list
   * the players sat down from, nor those of the rounds before (found by probe-formats). They are
   * the pairer's order again: the higher score of the pair first.
   */
  @Test
  void theImportedRoundsKeepTheBoardsThePairerGaveThem() {
    Tournament t = Games.withPlayers(Format.SWISS, 5, "a", "b", "c", "d", "e", "f", "g", "h",
        "i");
    t.start();
    for (int round = 1; round <= 3; round++) {
      if (round > 1) {
        t.pair();
        t.begin();
      }
      for (Pairing p : t.currentRound()) {
        if (p.isPending() && !(round == 3 && p.board() == 1)) {
          t.record(round, p.board(), p.board() % 3 == 0 ? Result.DRAW
              : p.board() % 3 == 1 ? Result.WHITE_WIN : Result.BLACK_WIN);
        }
      }
      if (round < 3) {
        t.endRound();
      }
    }
    Tournament back = imported(ReportFile.export(t));
    for (int round = 1; round <= 3; round++) {
      assertThat(back.pairings(round)).as("round %d", round).isEqualTo(t.pairings(round));
    }
  }

  /**
   * A player line rewritten for a new round was made from the server's facts alone: the sex,
   * title, federation, FIDE id and birth date of the other program's line were lost, and a FIDE
   * rating report with them; its rank stayed the file's, the order before that round (found by
   * probe-formats).
   */
  @Test
  void aPlayerLineRewrittenForANewRoundKeepsTheFilesFideIdAndTheRest() {
    String carlsen = identity(1, "m", "g", "Carlsen", 2830, "NOR", "1503014", "1990/11/30");
    String kosteniuk = identity(2, "w", "wg", "Kosteniuk", 2500, "SUI", "4147103", "1984/04/23");
    String dvorak = identity(3, "m", "f", "Dvo\u0159\u00e1k", 2400, "CZE", "123456", "2000/01/01");
    String text = "XXR 2\n" + carlsen + "  1.0    1     2 w 1\n" + kosteniuk + "  0.0    4     1 b 0\n"
        + dvorak + "  1.0    2     4 w 1\n" + TrfLines.player(4, "eve", "   3 b 0") + "\n";
    Tournament t = imported(text);
    t.pair();
    t.begin();
    for (Pairing p : t.currentRound()) {
      t.record(2, p.board(), Result.DRAW);
    }
    String again = ReportFile.export(t);
    assertThat(again).contains(carlsen + "  1.5", kosteniuk + "  0.5", dvorak + "  1.5");
    // the rank column is the standings' after the round more, not the file's of before it
    for (Standing row : t.standings().rows()) {
      assertThat(again.lines().filter(line -> line.startsWith(String.format("001 %4d",
          row.number()))).findFirst().orElseThrow().substring(85, 89).strip())
          .isEqualTo(Integer.toString(row.rank()));
    }
  }

  /** A player line's columns up to the points: rank, sex, title, name... birth date. */
  private static String identity(int number, String sex, String title, String name, int rating,
      String federation, String fideId, String born) {
    return String.format("001 %4d %1s%3s %-33s %4d %3s %11s %10s", number, sex, title, name,
        rating, federation, fideId, born);
  }

  @Test
  void aFileFromAnotherProgramKeepsItsOwnLines() {
    String text = "012 Club Open\r\n022 Ghent\r\n142 2\r\nXXC white1\r\n"
        + TrfLines.player(1, "ann", "   2 w 1") + "\r\n"
        + TrfLines.player(2, "bob", "   1 b 0") + "\r\n"
        + TrfLines.player(3, "cid", "0000 - U") + "\r\n";
    Tournament t = imported(text);
    assertThat(t.awaitingPairing()).isTrue();
    String again = ReportFile.export(t);
    // the header lines of the other program stay, line ends included
    assertThat(again).startsWith("012 Club Open\r\n022 Ghent\r\n142 2\r\nXXC white1\r\n");
    assertThat(ReportFile.export(imported(again))).isEqualTo(again);
  }

  @Test
  void aMalformedFileIsRefusedWithATypedFault() {
    assertThatThrownBy(() -> TrfFile.parse("012 x\n001 abc\n"))
        .isInstanceOfSatisfying(TrfFormatException.class, e -> {
          assertThat(e.line()).isEqualTo(2);
          assertThat(e.fault()).isEqualTo(TrfFault.PLAYER_LINE_SHORT);
        });
    String disagree = TrfLines.player(1, "ann", "   2 w 1") + "\n"
        + TrfLines.player(2, "bob", "   1 b 1") + "\n" + TrfLines.player(3, "cid", "0000 - U");
    assertRefused(disagree, TrfFault.RESULTS_DISAGREE, 1, 1, 2);
    String astray = TrfLines.player(1, "ann", "   2 w 1") + "\n"
        + TrfLines.player(2, "bob", "   3 b 0") + "\n" + TrfLines.player(3, "cid", "0000 - U");
    assertRefused(astray, TrfFault.MEETS_OTHER, 1, 1, 2, 3);
    String spaced = TrfLines.player(1, "Ann Lee", "   2 w 1") + "\n"
        + TrfLines.player(2, "bob", "   1 b 0") + "\n" + TrfLines.player(3, "cid", "0000 - U");
    assertRefused(spaced, TrfFault.NOT_A_USER_NAME, 1, "Ann Lee");
    String alone = TrfLines.player(1, "ann", "0000 - U");
    assertRefused(alone, TrfFault.TOO_FEW_PLAYERS, 1);
    String white = TrfLines.player(1, "ann", "   2 w 1") + "\n"
        + TrfLines.player(2, "bob", "   1 w 0");
    assertRefused(white, TrfFault.SAME_COLOUR, 1, 1, 2, "w");
  }

  /**
   * A seat's name may be of any script, as tournament enter takes it; the import refused a report
   * file with one accented name as "not a user name", all of it (found by probe-formats).
   */
  @Test
  void aReportFileWithNamesInAnyScriptIsImportedAsTheirSeats() {
    String text = TrfLines.player(1, "Dvo\u0159\u00e1k", "   2 w 1") + "\n"
        + TrfLines.player(2, "\u00d6lkers", "   1 b 0") + "\n"
        + TrfLines.player(3, "\u0410\u043d\u043d\u0430", "0000 - U") + "\n";
    Tournament t = imported(text);
    assertThat(t.players()).containsExactly("Dvo\u0159\u00e1k", "\u00d6lkers",
        "\u0410\u043d\u043d\u0430");
    assertThat(ReportFile.export(t)).contains("      Dvo\u0159\u00e1k   ", "      \u00d6lkers   ");
    String long33 = TrfLines.player(1, "x".repeat(33), "   2 w 1") + "\n"
        + TrfLines.player(2, "bob", "   1 b 0") + "\n" + TrfLines.player(3, "cid", "0000 - U");
    assertRefused(long33, TrfFault.NOT_A_USER_NAME, 1, "x".repeat(33));
  }

  /** The import is refused as TRF_INVALID with the fault of the whole file (line 0). */
  private static void assertRefused(String text, TrfFault fault, Object... args) {
    List<Object> expected = new java.util.ArrayList<>(List.of(fault, 0));
    expected.addAll(List.of(args));
    assertThatThrownBy(() -> imported(text)).isInstanceOfSatisfying(TournamentException.class,
        e -> {
          assertThat(e.reason()).isEqualTo(TournamentRefusal.TRF_INVALID);
          assertThat(e.args()).isEqualTo(expected);
        });
  }


  /** Player lines in the fixed columns. */
  static final class TrfLines {
    static String player(int number, String name, String... rounds) {
      StringBuilder line = new StringBuilder(String.format("001 %4d      %-33s %4s %3s %11s %10s %4s %4s",
          number, name, "", "", "", "", "0.0", ""));
      for (String round : rounds) {
        line.append("  ").append(round);
      }
      return line.toString();
    }
  }

  @Test
  void eachFormatNamesItsTypeInWordsAndItsPairingSystemByCode() {
    String knockout = ReportFile.export(Tournament.create("ko", "chess", Format.KNOCKOUT, 2, 0,
        "org"));
    assertThat(knockout).contains("092 Individual: Knockout\n", "192 CUSTOM_KNOCKOUT\n");
    String roundRobin = ReportFile.export(Tournament.create("rr", "chess", Format.ROUND_ROBIN, 0,
        0, "org"));
    assertThat(roundRobin).contains("092 Individual: Round-Robin\n", "192 FIDE_ROUNDROBIN\n");
    String arena = ReportFile.export(Tournament.create("ar", "chess", Format.ARENA, 30, 0, "org"));
    assertThat(arena).contains("092 Individual: Arena\n").doesNotContain("192 ");
  }
}
