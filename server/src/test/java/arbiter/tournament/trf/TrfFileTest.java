package arbiter.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrfFileTest {

  private static final String PLAYER_1 = "001    1 m GM Carlsen, Magnus                   2830 NOR"
      + "     1503014 1990/11/30  2.5    1     4 w 1     2 b =  0000 - H";
  private static final String SAMPLE = String.join("\r\n",
      "012 Spring Open",
      "022 Oslo",
      "032 NOR",
      "042 2026/04/01",
      "052 2026/04/03",
      "062 4",
      "072 2",
      "082 0",
      "092 Individual: Swiss-System (FIDE_DUTCH_2025)",
      "102 Chief Arbiter",
      "112 Deputy",
      "122 90 min + 30 sec",
      "132                                                                                        "
          + "26/04/01  26/04/02  26/04/03",
      PLAYER_1,
      "001    2 w    Player, Two                       2405 ENG     2000000 2001/01/01  1.5    2"
          + "     3 w 1     1 w =  0000 - U",
      "001    3      Three                                                              0.0    4"
          + "     2 b 0     4 b -  0000 - Z",
      "001    4      Four                                                               1.0    3"
          + "     1 b 0     3 w +          ",
      "XXR 5",
      "XXC rank white1",
      "");

  @Test
  void aFileReadThenWrittenIsTheSameBytes() {
    assertThat(TrfFile.parse(SAMPLE).text()).isEqualTo(SAMPLE);
  }

  /**
   * Notepad saves UTF-8 with a byte order mark: the first line's code read as the mark and
   * {@code 01}, and the file was refused (found by probe-formats).
   */
  @Test
  void aByteOrderMarkBeforeTheFirstLineIsNoPartOfIt() {
    TrfFile file = TrfFile.parse("\uFEFF" + SAMPLE);
    assertThat(file.header(TrfHeader.NAME)).contains("Spring Open");
    assertThat(file.players()).hasSize(4);
    assertThat(file.text()).isEqualTo(SAMPLE);
  }

  @Test
  void aFileFromBbpPairingsWithCarriageReturnsRoundTrips() throws IOException {
    String text = resource("/trf/bbp-generated-cr.trf");
    TrfFile file = TrfFile.parse(text);
    assertThat(file.text()).isEqualTo(text);
    assertThat(file.players()).hasSize(15);
    assertThat(file.header(TrfHeader.NAME)).contains("AutoTest Tournament 7");
  }

  @Test
  void linesBuiltHereUseTheSameColumnsAsBbpPairings() throws IOException {
    String text = resource("/trf/bbp-generated-cr.trf");
    for (String line : text.split("\r")) {
      if (line.startsWith("001")) {
        TrfPlayer read = TrfFile.parse(line).players().get(0);
        TrfPlayer copy = new TrfPlayer(read.number(), read.sex(), read.title(), read.name(),
            read.rating(), read.federation(), read.fideId(), read.birthDate(), read.points(),
            read.rank(), read.games());
        assertThat(copy.text()).isEqualTo(line);
      }
    }
  }

  @Test
  void playerFieldsAndRoundsAreRead() {
    TrfFile file = TrfFile.parse(SAMPLE);
    TrfPlayer carlsen = file.player(1).orElseThrow();
    assertThat(carlsen.name()).isEqualTo("Carlsen, Magnus");
    assertThat(carlsen.sex()).isEqualTo("m");
    assertThat(carlsen.title()).isEqualTo("GM");
    assertThat(carlsen.rating()).isEqualTo(2830);
    assertThat(carlsen.federation()).isEqualTo("NOR");
    assertThat(carlsen.fideId()).isEqualTo("1503014");
    assertThat(carlsen.birthDate()).isEqualTo("1990/11/30");
    assertThat(carlsen.points()).isEqualTo(25);
    assertThat(carlsen.rank()).isEqualTo(1);
    assertThat(carlsen.games()).containsExactly(
        TrfGame.game(4, 'w', TrfResult.WIN),
        TrfGame.game(2, 'b', TrfResult.DRAW),
        TrfGame.bye(TrfResult.HALF_BYE));
    assertThat(carlsen.text()).isEqualTo(PLAYER_1);
    TrfPlayer three = file.player(3).orElseThrow();
    assertThat(three.rating()).isZero();
    assertThat(three.game(2)).isEqualTo(TrfGame.game(4, 'b', TrfResult.FORFEIT_LOSS));
    assertThat(three.game(3).result()).isEqualTo(TrfResult.ZERO_BYE);
    assertThat(file.player(2).orElseThrow().game(3).result()).isEqualTo(TrfResult.PAIRING_BYE);
    assertThat(file.player(4).orElseThrow().games()).hasSize(2);
  }

  @Test
  void everyByeLetterIsRead() {
    for (char letter : "HFUZ".toCharArray()) {
      String line = PLAYER_1.substring(0, PLAYER_1.length() - 1) + letter;
      TrfGame bye = TrfFile.parse(line).players().get(0).game(3);
      assertThat(bye.result().code()).isEqualTo(letter);
      assertThat(bye.result().isBye()).isTrue();
      assertThat(bye.hasOpponent()).isFalse();
    }
  }

  @Test
  void headersGiveRoundsAndInitialColour() {
    TrfFile file = TrfFile.parse(SAMPLE);
    assertThat(file.rounds()).contains(5);
    assertThat(file.initialColour()).contains('w');
    assertThat(file.header(TrfHeader.RATE_OF_PLAY)).contains("90 min + 30 sec");
    TrfFile modern = TrfFile.parse("142 9\n152 B\n");
    assertThat(modern.rounds()).contains(9);
    assertThat(modern.initialColour()).contains('b');
    assertThat(TrfFile.parse("XXC black1\n").initialColour()).contains('b');
    assertThat(TrfFile.parse("012 x\n").initialColour()).isEmpty();
  }

  @Test
  void aFileBuiltHereIsWrittenInFixedColumnsAndReadBack() {
    TrfPlayer ali = TrfPlayer.of(1, "ali", 1500).withGames(
        List.of(TrfGame.game(2, 'w', TrfResult.WIN), TrfGame.bye(TrfResult.PAIRING_BYE)), 20, 1);
    TrfPlayer bob = TrfPlayer.of(2, "bob", 0).withGames(
        List.of(TrfGame.game(1, 'b', TrfResult.LOSS), TrfGame.BLANK), 0, 2);
    TrfFile file = TrfFile.of(List.of(new TrfHeader(TrfHeader.NAME, "club"), ali, bob,
        new TrfHeader(TrfHeader.XX_ROUNDS, "3"), new TrfHeader(TrfHeader.XX_CONFIG, "white1")));
    String text = file.text();
    assertThat(text).isEqualTo("012 club\n"
        + "001    1      ali                               1500"
        + "                             2.0    1     2 w 1  0000 - U\n"
        + "001    2      bob                                    "
        + "                            0.0    2     1 b 0\n"
        + "XXR 3\nXXC white1\n");
    assertThat(TrfFile.parse(text).lines()).isEqualTo(file.lines());
  }

  @Test
  void replacingAPlayerRewritesOnlyThatLine() {
    TrfFile file = TrfFile.parse(SAMPLE);
    TrfPlayer four = file.player(4).orElseThrow();
    TrfFile changed = file.withPlayer(four.withGames(
        List.of(four.game(1), four.game(2), TrfGame.bye(TrfResult.FULL_BYE)), 20, 3));
    String[] before = SAMPLE.split("\r\n", -1);
    String[] after = changed.text().split("\r\n", -1);
    assertThat(after).hasSameSizeAs(before);
    for (int i = 0; i < before.length; i++) {
      if (before[i].startsWith("001    4")) {
        assertThat(after[i]).endsWith("  2.0    3     1 b 0     3 w +  0000 - F");
      } else {
        assertThat(after[i]).isEqualTo(before[i]);
      }
    }
    assertThat(changed.withHeader(TrfHeader.XX_ROUNDS, "7").rounds()).contains(7);
  }

  @Test
  void malformedLinesGiveTheLineAndATypedFault() {
    assertError("012 ok\n001    1 short\n", 2, TrfFault.PLAYER_LINE_SHORT);
    assertError(PLAYER_1.replace("  2 b =", "  2 b ?"), 1, TrfFault.UNKNOWN_RESULT, 2, "?");
    assertError(PLAYER_1.replace("  2 b =", " xx b ="), 1, TrfFault.OPPONENT_NOT_NUMBER, 2,
        "  xx");
    assertError(PLAYER_1.replace("  2 b =", " -1 b ="), 1, TrfFault.OPPONENT_NOT_NUMBER, 2,
        "  -1");
    assertError(PLAYER_1.replace("  2 b =", "  2 x ="), 1, TrfFault.ROUND_FORM, 2, "   2 x =");
    assertError(PLAYER_1.replace("0000 - H", "0000 w H"), 1, TrfFault.COLOUR_WITHOUT_OPPONENT, 3);
    assertError(PLAYER_1.replace("2.5", "2,5"), 1, TrfFault.POINTS, " 2,5");
    assertError(PLAYER_1.replace("001    1", "001    0"), 1, TrfFault.START_ZERO);
    assertError(PLAYER_1.replace("001    1", "001     "), 1, TrfFault.START_NOT_NUMBER, "    ");
    assertError(PLAYER_1 + "\n" + PLAYER_1 + "\n", 2, TrfFault.RANK_REPEATED, 1);
    assertError(PLAYER_1 + "  x", 1, TrfFault.STRAY_TEXT, 120);
    assertError("XXR seven\n", 1, TrfFault.ROUNDS_NOT_NUMBER, "XXR", "seven");
    assertError("012 a\n\n152 G\n", 3, TrfFault.INITIAL_COLOUR, "152");
    assertError("012x\n", 1, TrfFault.NO_SPACE_AFTER_CODE, "012");
    assertError("0\n", 1, TrfFault.NO_CODE, "0");
    assertError("012 a\r\n012 b\n", 2, TrfFault.MIXED_LINE_ENDS);
  }

  private static void assertError(String text, int line, TrfFault fault, Object... args) {
    assertThatThrownBy(() -> TrfFile.parse(text))
        .isInstanceOfSatisfying(TrfFormatException.class, e -> {
          assertThat(e.line()).isEqualTo(line);
          assertThat(e.fault()).isEqualTo(fault);
          assertThat(e.args()).containsExactly(args);
        });
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = TrfFileTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
