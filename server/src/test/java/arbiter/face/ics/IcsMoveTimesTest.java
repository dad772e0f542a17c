package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.ClockView;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The time a move took, from the clocks of the boards before and after it. */
class IcsMoveTimesTest {

  private final List<PlayedMove> moves = new ArrayList<>();

  private GameView view(long game, long white, long black) {
    ClockView clock = new ClockView("2+1", white, black, null, 0, 0, 0, 0);
    return new GameView(game, 0, null, "ali", "bob", 0, 0, null, null, null, List.of(),
        List.copyOf(moves), null, clock);
  }

  private void played(Side side) {
    moves.add(new PlayedMove(side, null, "x", "P", List.of()));
  }

  @Test
  void theMoversClockBeforeLessAfterPlusTheIncrement() {
    IcsMoveTimes times = new IcsMoveTimes();
    assertThat(times.took(view(1, 120_000, 120_000))).isZero();
    played(Side.WHITE);
    // white spent 3.5 s and got its 1 s increment back
    assertThat(times.took(view(1, 117_500, 120_000))).isEqualTo(3_500);
    assertThat(times.took(view(1, 117_500, 120_000))).as("the same board again").isEqualTo(3_500);
    played(Side.BLACK);
    assertThat(times.took(view(1, 117_500, 59_000))).isEqualTo(62_000);
    assertThat(IcsMoveTimes.format(62_000, true)).isEqualTo("(1:02.000)");
    assertThat(IcsMoveTimes.format(3_456, false)).isEqualTo("(0:03)");
    assertThat(IcsMoveTimes.format(45, true)).as("zeros before short parts").isEqualTo("(0:00.045)");
    assertThat(IcsMoveTimes.format(605_005, true)).isEqualTo("(10:05.005)");
    assertThat(IcsMoveTimes.format(7_259_999, false)).isEqualTo("(120:59)");
    played(Side.WHITE);
    played(Side.BLACK);
    assertThat(times.took(view(1, 100_000, 50_000))).as("a board missed: unknown").isZero();
  }

  /**
   * Found by probing: bob, on move, was given time (the opponent's "+15 s", or an arbiter's
   * moretime) and the move he then made was shown as taking (0:00.000).
   */
  @Test
  void timeGivenToThePlayerOnMoveIsNotTakenForTimeSaved() {
    IcsMoveTimes times = new IcsMoveTimes();
    played(Side.WHITE);
    assertThat(times.took(view(1, 117_500, 120_000))).isZero();
    times.given(1, "bob", 15_000);
    // the board that shows the gift: the same ply, bob's clock 2 s lower than it was, plus 15 s
    assertThat(times.took(view(1, 117_500, 133_000))).as("the same board again").isZero();
    played(Side.BLACK);
    // 5 s thought in all, 1 s increment back: 120 + 15 - 5 + 1
    assertThat(times.took(view(1, 117_500, 131_000))).isEqualTo(5_000);
    times.given(2, "ali", 15_000);
    times.given(1, "ali", 30_000);
    played(Side.WHITE);
    assertThat(times.took(view(1, 145_500, 131_000))).as("white's gift, not another game's")
        .isEqualTo(3_000);
  }
}
