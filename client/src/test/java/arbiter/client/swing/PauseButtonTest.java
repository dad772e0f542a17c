package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.words.ClientWords;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Pause/Resume button follows the clocks of the state shown and sends what its words say. */
class PauseButtonTest {

  private static GameState clocks(String running) {
    return States.timed(States.chess("chess"),
        new GameState.Clock("5+0", 290_000, 300_000, running, 0, 0, 0, 0));
  }

  @Test
  void pausesARunningGameResumesAHeldOneAndRestsInAnUntimedOrFinishedGame() {
    List<Request> sent = new ArrayList<>();
    PauseButton pause = new PauseButton(7, sent::add);

    pause.show(clocks("white"));
    assertThat(pause.component().getText()).isEqualTo(ClientWords.current().get("swing.pause"));
    pause.component().doClick();
    pause.show(clocks(null)); // paused: no clock runs
    assertThat(pause.component().getText()).isEqualTo(ClientWords.current().get("swing.resume"));
    pause.component().doClick();
    assertThat(sent).containsExactly(new Request.Pause(7), new Request.Resume(7));

    pause.show(States.chess("chess"));
    assertThat(pause.component().isEnabled()).isFalse();
    pause.show(States.over(clocks("white"), "white", "resignation"));
    assertThat(pause.component().isEnabled()).isFalse();
  }
}
