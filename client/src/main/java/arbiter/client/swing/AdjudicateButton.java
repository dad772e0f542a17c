package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import arbiter.protocol.Request;
import java.awt.Component;
import java.util.function.Predicate;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;

/**
 * A watched game's Adjudicate button, for its organizers and the server's admins: a result and a
 * reason, sent as {@code adjudicate}; the server refuses anyone else with one line.
 */
final class AdjudicateButton {

  /** The results as the protocol names them. */
  private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2"};

  private AdjudicateButton() {}

  static JButton of(Component parent, long game, Predicate<Request> server) {
    JButton button = new JButton(w("swing.adjudicate"));
    button.setName("adjudicate");
    button.addActionListener(e -> {
      JComboBox<String> result = new JComboBox<>(RESULTS);
      JTextField reason = new JTextField(20);
      JPanel form = new JPanel();
      form.add(result);
      form.add(reason);
      reason.setToolTipText(w("swing.adjudicate_reason"));
      int answer = JOptionPane.showConfirmDialog(parent, form, w("swing.adjudicate"),
          JOptionPane.OK_CANCEL_OPTION);
      if (answer == JOptionPane.OK_OPTION) {
        String why = reason.getText().strip();
        server.test(new Request.Adjudicate(game, (String) result.getSelectedItem(),
            why.isEmpty() ? null : why));
      }
    });
    return button;
  }

  private static String w(String key) {
    return ClientWords.current().get(key);
  }
}
