package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.clock.ClockFace;
import arbiter.client.words.ClientWords;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The console's tables (history, scoreboard, ratings, running games) in the client's language: a
 * Russian or Persian console printed their headers and words in English (game, opponent, draw
 * (move limit), untimed, yes).
 */
class ConsoleTablesLanguageTest {

  private static final long ENDED = 1_795_702_000_000L;
  private String before;

  @BeforeEach
  void keep() {
    before = ClientWords.current().language();
  }

  @AfterEach
  void putBack() {
    ClientWords.use(before); // the choice is kept on the computer: put back the tester's
  }

  private static Event.History history() {
    return new Event.History("ann", List.of(
        new Event.HistoryRow(40, ENDED, "bob", "ann", "checkers", null, "draw", "move limit", true),
        new Event.HistoryRow(41, ENDED, "ann", "bob", "chess", "5+3", "black", "resignation",
            false)));
  }

  @Test
  void aRussianConsolesTablesAreRussian() {
    ClientWords.use("ru");
    List<String> lines = EventText.lines(history(), ZoneOffset.UTC);
    assertThat(lines.get(1)).startsWith("партия").contains("соперник", "результат")
        .doesNotContain("opponent");
    assertThat(lines.get(2)).contains("чёрные", "без часов", "ничья (лимит ходов)", "да");
    assertThat(lines.get(3)).contains("белые", "5+3", "поражение (сдача)", "нет");
    List<String> scores = EventText.lines(new Event.Scoreboard(null,
        List.of(new Event.ScoreRow("ann", 3, 1, 0, 0))));
    assertThat(scores.get(0)).startsWith("игрок").contains("очки", "побед").doesNotContain("score");
    assertThat(scores.get(0)).hasSameSizeAs(scores.get(1)); // each column as wide as its header
    assertThat(scores.get(0)).endsWith(" поражений");
    assertThat(scores.get(1)).endsWith("        0");
    assertThat(EventText.lines(new Event.Games(
        List.of(new Event.GameSummary(7, "chess", "ann", "bob", 12)))))
        .containsExactly("#7 chess: ann — bob, ходов: 12");
  }

  @Test
  void aPersianConsolesHistoryIsPersianAndEnglishIsAsBefore() {
    ClientWords.use("fa");
    assertThat(String.join("\n", EventText.lines(history(), ZoneOffset.UTC)))
        .contains("حریف", "تساوی (حد حرکت‌ها)", "بدون ساعت").doesNotContain("draw", "untimed");
    ClientWords.use("en");
    assertThat(EventText.lines(new Event.Scoreboard(null,
        List.of(new Event.ScoreRow("ann", 3, 1, 0, 0))))).containsExactly(
        "user              score  wins draws losses",
        "ann                   3     1     0      0");
    assertThat(EventText.lines(history(), ZoneOffset.UTC).get(2))
        .contains("black", "untimed", "draw (move limit)", "yes");
    assertThat(EventText.lines(new Event.Games(
        List.of(new Event.GameSummary(7, "chess", "ann", "bob", 12)))))
        .containsExactly("#7 chess: ann vs bob, 12 turns");
  }

  /** The client has no plural forms: its Russian counts are worded so that any number reads right. */
  @Test
  void russianCountsNeedNoPluralForm() {
    ClientWords ru = ClientWords.of("ru");
    for (int n : new int[] {2, 3, 4, 22}) {
      assertThat(ru.get("client.draw_limit_of", n)).doesNotContain(n + " ходов");
    }
    assertThat(ru.get("client.draw_limit_of", 2)).isEqualTo("Ничья: достигнут предел ходов (2)");
    assertThat(ru.get("client.e_games")).isEqualTo("парт.");
  }

  /** A Persian or Russian console printed "clock: white 4:53  black 5:00" and "white hand:". */
  @Test
  void theClockLineAndAHandUnderTheBoardAreInTheConsolesLanguage() {
    GameState.Clock clock =
        new GameState.Clock("5+3", 293_000, 300_000, "white", 1_790_000_000_000L, 0, 0, 0);
    GameState state = new GameState(1, 1, "minishogi", "ann", "bob",
        new GameState.Board(1, 1, List.of(java.util.Arrays.asList((GameState.Piece) null))),
        new GameState.Hands(List.of("P"), List.of("S")), "black", List.of(), null, List.of(), 0,
        -1, "ongoing", null, "", clock);
    BoardDrawing drawing = BoardDrawing.ascii();
    ClientWords.use("fa");
    assertThat(drawing.clockLine(new ClockFace(clock, 0), 0)).isEqualTo("ساعت: سفید 4:53  سیاه 5:00");
    assertThat(drawing.lines(state, false)).first().isEqualTo("  دست سیاه: s");
    ClientWords.use("ru");
    assertThat(drawing.clockLine(new ClockFace(clock, 0), 0))
        .isEqualTo("часы: белые 4:53  чёрные 5:00");
    assertThat(drawing.lines(state, false)).last().isEqualTo("  белые, в руке: P");
    ClientWords.use("en");
    assertThat(drawing.clockLine(new ClockFace(clock, 0), 0)).isEqualTo("clock: white 4:53  black 5:00");
    assertThat(drawing.lines(state, true)).first().isEqualTo("  white hand: P");
  }
}
