package arbiter.client.swing;

import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.function.Predicate;
import javax.swing.JFrame;
import javax.swing.WindowConstants;

/** The window of a {@link ReplayPanel}: one per replayed game. */
final class ReplayWindow extends JFrame {

  private final ReplayPanel panel;

  ReplayWindow(long game, Predicate<Request> server) {
    super(arbiter.client.words.ClientWords.current().get("swing.r_title", game));
    setName("replay-" + game);
    setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
    panel = new ReplayPanel(game, server);
    add(panel);
    pack();
    setLocationByPlatform(true);
  }

  ReplayPanel panel() {
    return panel;
  }

  void show(GameState state) {
    setTitle(arbiter.client.words.ClientWords.current().get("swing.r_title_variant", state.game(),
        state.variant()));
    panel.show(state);
  }
}
