package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.util.function.Predicate;
import javax.swing.JButton;

/**
 * A game window's Pause/Resume button: "Pause" while a timed game's clock runs, "Resume" while
 * its clocks stand still. An arbiter's click acts at once; a casual game's player's asks the
 * opponent, and clicking it after the opponent asked agrees. The server says who may.
 */
final class PauseButton {

  private final JButton button = new JButton(w("swing.pause"));
  private boolean held;

  PauseButton(long game, Predicate<Request> server) {
    button.setName("pause");
    button.setToolTipText(w("swing.pause_tip"));
    button.setEnabled(false);
    button.addActionListener(e -> server.test(held ? new Request.Resume(game)
        : new Request.Pause(game)));
  }

  JButton component() {
    return button;
  }

  /** Follows the state: usable in a timed, running game; its words say what a click does. */
  void show(GameState state) {
    boolean timed = state.status().equals("ongoing") && state.clock() != null;
    held = timed && state.clock().running() == null;
    button.setText(w(held ? "swing.resume" : "swing.pause"));
    button.setEnabled(timed);
  }

  private static String w(String key) {
    return ClientWords.current().get(key);
  }
}
