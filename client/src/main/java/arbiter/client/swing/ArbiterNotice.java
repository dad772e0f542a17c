package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import java.awt.Toolkit;
import javax.swing.JDialog;
import javax.swing.JOptionPane;

/**
 * An organizer's notice of an over-the-board tournament (an arbiter call, a board for the
 * arbiter): a window of its own that stays until closed, with the system's beep, and does not
 * stop the client meanwhile.
 */
final class ArbiterNotice {

  private ArbiterNotice() {}

  /** Shows the line in a window of its own (on the event thread). */
  static void show(String line) {
    JOptionPane pane = new JOptionPane(line, JOptionPane.WARNING_MESSAGE);
    JDialog dialog = pane.createDialog(null, ClientWords.current().get("swing.arbiter_notice"));
    dialog.setModal(false);
    dialog.setAlwaysOnTop(true);
    Toolkit.getDefaultToolkit().beep();
    dialog.setVisible(true);
  }
}
