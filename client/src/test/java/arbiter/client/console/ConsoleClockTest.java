package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The console's clocks: the line under the board, its count-down at injected moments, the end. */
class ConsoleClockTest {

  private static final int COLUMNS = 64;

  private final long[] now = {7_000_000};
  private final List<String> printed = new ArrayList<>();

  private ConsoleSession session(BoardDrawing drawing) {
    ConsoleSession session =
        new ConsoleSession(request -> true, printed::addAll, drawing, () -> now[0]);
    session.typed("login ann pw");
    session.received(new Event.Ok("login", "login successful"));
    session.received(new Event.GameStarted(1, "pawns", "ann", "bob", 0, "5+3"));
    return session;
  }

  /** A pawns position, ann white and bob black, with the given clocks (null: untimed). */
  static GameState state(long seq, String status, String winner, String reason,
      GameState.Clock clock) {
    List<List<GameState.Piece>> cells = List.of(
        Arrays.asList(new GameState.Piece("P", "white", false), null),
        Arrays.asList(null, new GameState.Piece("P", "black", false)));
    return new GameState(1, seq, "pawns", "ann", "bob", new GameState.Board(2, 2, cells),
        new GameState.Hands(List.of(), List.of()), "white",
        List.of(new GameState.LegalMove("a1b2", new int[] {0, 0}, new int[] {1, 1}, null)), null,
        List.of(), 0, -1, status, winner, reason, clock);
  }

  private static GameState.Clock fischer(long white, long black, String running) {
    return new GameState.Clock("5+3", white, black, running, 1_790_000_000_000L, 0, 0, 0);
  }

  /** An ongoing 5+3 game's state, white to move. */
  private static Event.State ongoing(long white, long black, String running) {
    return new Event.State(state(1, "ongoing", null, "", fischer(white, black, running)));
  }

  @Test
  void aTimedStatePrintsBothClocksUnderTheBoardAndTheRunningOneCountsDown() {
    ConsoleSession session = session(BoardDrawing.ascii());

    session.received(ongoing(293_500, 300_000, "white"));

    int files = printed.indexOf("    a  b ");
    assertThat(files).as("the board's file letters in %s", printed).isNotNegative();
    assertThat(printed.get(files + 1)).isEqualTo("clock: white 4:53  black 5:00");
    assertThat(printed.get(files + 2)).startsWith("ann (white) vs bob (black)");
    assertThat(session.clockLine()).isEqualTo("clock: white 4:53  black 5:00");
    now[0] += 3_000;
    assertThat(session.clockLine()).isEqualTo("clock: white 4:50  black 5:00");
    now[0] += 284_100;
    assertThat(session.clockLine()).isEqualTo("clock: white 0:06.4  black 5:00");
    now[0] += 60_000;
    assertThat(session.clockLine()).isEqualTo("clock: white 0:00.0  black 5:00");
    printed.clear();
    session.typed("board");
    assertThat(printed).contains("clock: white 0:00.0  black 5:00");
  }

  @Test
  void anUntimedStateHasNoClockLine() {
    ConsoleSession session = session(BoardDrawing.ascii());

    session.received(new Event.State(state(1, "ongoing", null, "", null)));

    assertThat(printed).noneMatch(line -> line.startsWith("clock:"));
    assertThat(session.clockLine()).isNull();
  }

  @Test
  void byoyomiShowsThePeriodsLeft() {
    ConsoleSession session = session(BoardDrawing.ascii());

    session.received(new Event.State(state(1, "ongoing", null, "",
        new GameState.Clock("10b30x3", 20_000, 412_000, "white", 0, 3, 2, 30_000))));

    assertThat(printed).contains("clock: white 0:20 (3x30s)  black 6:52 (2x30s)");
    now[0] += 20_001;
    assertThat(session.clockLine()).isEqualTo("clock: white 0:29 (3x30s)  black 6:52 (2x30s)");
  }

  @Test
  void withColoursTheRunningClockIsBoldAndALowOneRed() {
    ConsoleSession session = session(new BoardDrawing(false, true));

    session.received(ongoing(120_000, 9_400, "white"));

    assertThat(session.clockLine()).isEqualTo(
        "clock: \u001b[1mwhite 2:00\u001b[0m  \u001b[1;31mblack 0:09.4\u001b[0m");
  }

  @Test
  void aTimedGameIsPaintedAsAColourTerminalShowsIt() throws Exception {
    ConsoleSession session = session(new BoardDrawing(true, true));
    printed.clear();

    session.received(ongoing(8_700, 61_000, "white"));
    now[0] += 1_200;
    // the terminal shows the counted-down clocks at the right of the prompt line
    List<String> screen = new ArrayList<>(printed);
    String typed = session.prompt() + "a1b2";
    String clocks = session.clockLine();
    int shown = clocks.replaceAll("\u001b\\[[0-9;]*m", "").length();
    screen.add(typed + " ".repeat(COLUMNS - typed.length() - shown) + clocks);

    assertThat(printed).contains("clock: \u001b[1;31mwhite 0:08.7\u001b[0m  black 1:01");
    assertThat(clocks).isEqualTo("clock: \u001b[1;31mwhite 0:07.5\u001b[0m  black 1:01");
    Path out = Path.of("target", "screenshots");
    Files.createDirectories(out);
    ImageIO.write(AnsiPicture.of(screen, COLUMNS), "png",
        out.resolve("console-clock.png").toFile());
  }

  @Test
  void aGameLostOnTimeSaysSoAndItsClocksStop() {
    ConsoleSession session = session(BoardDrawing.ascii());
    session.received(ongoing(1_000, 250_000, "white"));
    printed.clear();

    session.received(
        new Event.State(state(2, "win", "black", "time forfeit", fischer(0, 250_000, null))));

    assertThat(printed)
        .contains("clock: white 0:00.0  black 4:10", "game 1 over. You lost on time");
    assertThat(session.clockLine()).isNull();
  }

  @Test
  void challengesAndGameStartsNameTheirTimeControl() {
    assertThat(EventText.lines(new Event.Challenged("bob", "chess", 40, "5+3"))).containsExactly(
        "bob challenges you to chess (limit 40 turns, 5+3, rated; bob plays white): accept bob"
            + " or decline bob");
    assertThat(EventText.lines(new Event.Challenged("bob", "chess", 0)))
        .containsExactly("bob challenges you to chess (no move limit, untimed, rated; bob plays"
            + " white): accept bob or decline bob");
    assertThat(EventText.lines(new Event.Challenged("bob", "pawns", 0, null, false)))
        .containsExactly("bob challenges you to pawns (no move limit, untimed, unrated; bob plays"
            + " white): accept bob or decline bob");
    assertThat(EventText.lines(new Event.GameStarted(3, "chess", "ann", "bob", 0, "10b30x3")))
        .containsExactly("game 3 started: chess, ann (white) vs bob (black), time 10b30x3");
  }
}
