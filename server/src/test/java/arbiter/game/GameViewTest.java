package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.chess.ChessVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameViewTest {

  private static GameView view(Ending ending) {
    ClockView clock = new ClockView("5+3", 280_000, 300_000, Side.WHITE, 0, 0, 0, 0);
    var start = ChessVariant.CHESS.start();
    return new GameView(1, 3, ChessVariant.CHESS, "ann", "bob", 0, 1, Side.WHITE, start, start,
        List.of(), List.of(), ending, clock);
  }

  @Test
  void aRunningGameShowsTheRunningClock() {
    assertThat(view(null).clock().running()).isEqualTo(Side.WHITE);
  }

  @Test
  void aFinishedGameShowsItsClocksStoppedWithTheirTimes() {
    ClockView clock = view(new Ending(Side.BLACK, Termination.FORFEIT)).clock();
    assertThat(clock.running()).isNull();
    assertThat(clock.white()).isEqualTo(280_000);
    assertThat(clock.black()).isEqualTo(300_000);
  }
}
