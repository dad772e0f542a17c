package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import arbiter.export.GameImport;
import arbiter.export.ImportException;
import arbiter.export.ImportFault;
import arbiter.tournament.ReportFile;
import arbiter.tournament.TournamentException;
import arbiter.tournament.trf.TrfFault;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfFormatException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A refused file's faults worded: in English as the readers worded them before the faults were
 * typed (the text, JSON version 1 and ICS faces show these lines), in Russian and Persian in
 * their own words.
 */
class ImportSentencesTest {

  private static final String PLAYER_1 = "001    1 m GM Carlsen, Magnus                   2830 NOR"
      + "     1503014 1990/11/30  2.5    1     4 w 1     2 b =  0000 - H";

  private static String line(String text) {
    TrfFormatException e = catchThrowableOfType(TrfFormatException.class,
        () -> TrfFile.parse(text));
    return ImportSentences.trf(Words.english(), e.fault(), e.line(), e.args());
  }

  private static String file(String text) {
    TournamentException e = catchThrowableOfType(TournamentException.class,
        () -> ReportFile.history(text, TrfFile.parse(text), "lan", "chess", 0, "org", null));
    List<Object> args = e.args();
    return ImportSentences.trf(Words.english(), (TrfFault) args.get(0),
        ((Number) args.get(1)).longValue(), args.subList(2, args.size()));
  }

  private static String player(int number, String name, String rounds) {
    return String.format("001 %4d      %-33s %4s %3s %11s %10s %4s %4s  %s", number, name, "",
        "", "", "", "0.0", "", rounds);
  }

  @Test
  void aLineOfAReportFileIsWordedInEnglishAsBefore() {
    assertThat(line("012 ok\n001    1 short\n"))
        .isEqualTo("TRF line 2: 001: a player line has at least 84 characters");
    assertThat(line(PLAYER_1.replace("  2 b =", "  2 b ?")))
        .isEqualTo("TRF line 1: 001: round 2: unknown result '?'");
    assertThat(line(PLAYER_1.replace("  2 b =", " xx b =")))
        .isEqualTo("TRF line 1: 001: round 2: opponent '  xx' is not a number");
    assertThat(line(PLAYER_1.replace("  2 b =", "  2 x =")))
        .isEqualTo("TRF line 1: 001: round 2: '   2 x =' is not 'OOOO C R' with colour w, b or -");
    assertThat(line(PLAYER_1.replace("0000 - H", "0000 w H")))
        .isEqualTo("TRF line 1: 001: round 3: a colour without an opponent");
    assertThat(line(PLAYER_1.replace("0000 - H", "0000 - 1")))
        .isEqualTo("TRF line 1: 001: round 3: a game result without an opponent");
    assertThat(line(PLAYER_1.replace("     2 b =", "     2 - 1")))
        .isEqualTo("TRF line 1: 001: round 2: a played game needs w or b");
    assertThat(line(PLAYER_1.replace("2.5", "2,5")))
        .isEqualTo("TRF line 1: 001: points ' 2,5' are not like 3.5");
    assertThat(line(PLAYER_1.replace("001    1", "001    0")))
        .isEqualTo("TRF line 1: 001: starting rank must not be 0");
    assertThat(line(PLAYER_1.replace("001    1", "001   x1")))
        .isEqualTo("TRF line 1: 001: starting rank '  x1' is not a number");
    assertThat(line(PLAYER_1.replace("2830", "28x0")))
        .isEqualTo("TRF line 1: 001: rating '28x0' is not a number");
    assertThat(line(PLAYER_1.replace("  2.5    1", "  2.5    y")))
        .isEqualTo("TRF line 1: 001: rank '   y' is not a number");
    assertThat(line(PLAYER_1.replace("001    1", "001x   1")))
        .isEqualTo("TRF line 1: 001: column 4 must be blank");
    assertThat(line(PLAYER_1.replace("  0000 - H", " x0000 - H")))
        .isEqualTo("TRF line 1: 001: round 3 must start in column 112");
    assertThat(line(PLAYER_1 + "\n" + PLAYER_1 + "\n"))
        .isEqualTo("TRF line 2: 001: starting rank 1 is repeated");
    assertThat(line(PLAYER_1 + "  x")).isEqualTo("TRF line 1: 001: stray text from column 120");
    assertThat(line("XXR seven\n"))
        .isEqualTo("TRF line 1: XXR: the number of rounds 'seven' is not a positive number");
    assertThat(line("012 a\n\n152 G\n")).isEqualTo("TRF line 3: 152: the initial colour is W or B");
    assertThat(line("012x\n")).isEqualTo("TRF line 1: 012: the code must be followed by a space");
    assertThat(line("0\n")).isEqualTo("TRF line 1: '0' is not a three-character code");
    assertThat(line("012 a\r\n012 b\n")).isEqualTo("TRF line 2: mixed line ends");
  }

  @Test
  void aReportFileThatIsNoTournamentIsWordedInEnglishAsBefore() {
    String cid = player(3, "cid", "0000 - U");
    assertThat(file(player(1, "ann", "   2 w 1") + "\n" + player(2, "bob", "   1 b 1") + "\n"
        + cid)).isEqualTo("TRF round 1: the results of players 1 and 2 disagree");
    assertThat(file(player(1, "ann", "   2 w 1") + "\n" + player(2, "bob", "   3 b 0") + "\n"
        + cid)).isEqualTo("TRF round 1: player 1 meets 2, who meets 3");
    assertThat(file(player(1, "Ann Lee", "   2 w 1") + "\n" + player(2, "bob", "   1 b 0") + "\n"
        + cid)).isEqualTo("TRF player 1: 'Ann Lee' is not a name of its own (1 to 32 characters,"
            + " without spaces or control characters)");
    assertThat(file(player(1, "ann", "   2 w 1") + "\n" + player(2, "bob", "   1 w 0")))
        .isEqualTo("TRF round 1: players 1 and 2 both have w");
    assertThat(file(player(1, "ann", "   9 w 1") + "\n" + player(2, "bob", "0000 - U")))
        .isEqualTo("TRF player 1 round 1: no player 9");
    assertThat(file(cid)).isEqualTo("the TRF has 1 player(s); 2 at least");
    assertThat(file(player(1, "ann", "0000 - U") + "\n" + player(3, "bob", "0000 - U")))
        .isEqualTo("the TRF's starting ranks are not 1 to 2");
    assertThat(file("142 1\n" + player(1, "ann", "   2 w 1     2 b 0") + "\n"
        + player(2, "bob", "   1 b 0     1 w 1")))
        .isEqualTo("the TRF has 2 rounds for players but says 1");
    assertThat(file(player(1, "ann", "   2 w       2 b 0") + "\n"
        + player(2, "bob", "   1 b       1 w 1")))
        .isEqualTo("TRF round 1 has games without a result, and round 2 is paired");
    assertThat(file("142 3\n" + player(1, "ann", "   2 w 1  0000 - H  0000 - -") + "\n"
        + player(2, "bob", "   1 b 0")))
        .isEqualTo("TRF player 1 round 3: after the rounds paired only 0000 - H or 0000 - - may"
            + " stand");
  }

  @Test
  void aPgnIsWordedInEnglishAsTheRulesWordedIt() {
    assertThat(pgn("1. e4 e5 2. Ke3 1-0", "chess")).isEqualTo("illegal move: Ke3");
    assertThat(pgn("1. e4 e5 2. O-O 1-0", "chess")).isEqualTo("cannot castle: O-O");
    assertThat(pgn("1. e4 e5 2. Zz9 1-0", "chess")).isEqualTo("not a move: Zz9");
    assertThat(pgn("1. d4 d5 2. Nf3 Nf6 3. Nd2 1-0", "chess"))
        .isEqualTo("more than one piece can play Nd2");
    assertThat(pgn("1. f3 e5 2. g4 Qh4# 3. O-O 0-1", "chess")).isEqualTo("cannot castle: O-O");
    assertThat(pgn("[ \"x\"] 1. e4 1-0", "chess")).isEqualTo("a tag without a name at 1");
    assertThat(ImportSentences.pgn(Words.english(), ImportFault.ILLEGAL_MOVE, 1, "c3-c4",
        "checkers")).isEqualTo("not a legal move here: c3-c4");
    assertThat(ImportSentences.pgn(Words.english(), ImportFault.NOT_A_MOVE, 1, "c3", "checkers"))
        .isEqualTo("not a draughts move: c3");
  }

  private static String pgn(String text, String variant) {
    ImportException e = catchThrowableOfType(ImportException.class,
        () -> GameImport.read("pgn", text).get(0).replay());
    return ImportSentences.pgn(Words.english(), e.fault(), e.at(), e.move(), variant);
  }

  @Test
  void russianAndPersianWordEveryFaultInTheirOwnWords() {
    Words english = Words.english();
    for (String language : List.of("ru", "fa")) {
      Words words = Words.of(language);
      for (TrfFault fault : TrfFault.values()) {
        assertThat(words.templates("trf." + fault.code()).get("trf." + fault.code()))
            .as(language + " " + fault)
            .isNotEqualTo(english.templates("trf." + fault.code()).get("trf." + fault.code()));
      }
      for (ImportFault fault : ImportFault.values()) {
        assertThat(ImportSentences.pgn(words, fault, 3, "Ke3", "chess")).as(language + " " + fault)
            .isNotEqualTo(ImportSentences.pgn(english, fault, 3, "Ke3", "chess"));
      }
    }
    assertThat(ImportSentences.trf(Words.of("fa"), TrfFault.RANK_REPEATED, 12, List.of(3)))
        .isEqualTo("TRF، سطر ۱۲: 001: شمارهٔ آغازین ۳ تکرار شده است");
    assertThat(ImportSentences.trf(Words.of("ru"), TrfFault.RANK_REPEATED, 12, List.of(3)))
        .isEqualTo("TRF, строка 12: 001: стартовый номер 3 повторяется");
  }
}
