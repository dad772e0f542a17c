package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import org.junit.jupiter.api.Test;

/**
 * The lobby's own scoreboard refresh, raced by a tournament round that starts before the server
 * answers it: its refusal is no news for the user (it read "finish or leave your game first" in
 * the new game's status bar, having asked nothing).
 */
class ScoreRefreshTest {

  private static final Event.Error BUSY =
      new Event.Error("not_allowed", "finish or leave your game first");

  @Test
  void aRefusedScoreboardRefreshIsNotShownButOtherRefusalsAre() {
    assertThat(SwingClient.refreshRaced(BUSY, new Request.Scoreboard(null))).isTrue();
    assertThat(SwingClient.refreshRaced(BUSY, new Request.Observe(3))).isFalse();
    assertThat(SwingClient.refreshRaced(BUSY, null)).isFalse();
    assertThat(SwingClient.refreshRaced(new Event.Error("bad_request", "no such variant"),
        new Request.Scoreboard("go"))).isFalse();
  }
}
