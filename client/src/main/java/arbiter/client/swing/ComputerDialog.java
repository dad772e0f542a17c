package arbiter.client.swing;

import arbiter.client.clock.TimeControlText;
import arbiter.protocol.Request;
import java.awt.Component;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;

/**
 * "Play the computer": the opponent (the house bot at a level from 1, a beginner, to 8, full
 * strength, or an external engine the server runs), the variant and the time control; the answer
 * is an unrated challenge to that bot, which accepts it at once.
 */
final class ComputerDialog {

  private static final String[] VARIANTS = {"chess", "kingcapture", "pawns", "minishogi",
      "checkers"};

  private ComputerDialog() {}

  /** The opponents offered: the eight house levels, then the other bots {@code who} named. */
  static List<String> opponents(List<String> bots) {
    List<String> opponents = new ArrayList<>();
    for (int level = 1; level <= 8; level++) {
      opponents.add("house" + level);
    }
    for (String bot : bots) {
      if (!bot.matches("house[1-8]?")) {
        opponents.add(bot);
      }
    }
    return opponents;
  }

  /** Asks for the game; {@code null} when the player cancels. */
  static Request.Challenge ask(Component parent, List<String> bots) {
    JComboBox<String> opponent = new JComboBox<>(opponents(bots).toArray(String[]::new));
    opponent.setName("computer-opponent");
    opponent.setSelectedItem("house4");
    opponent.setToolTipText(w("swing.c_opponent_tip"));
    JComboBox<String> variant = new JComboBox<>(VARIANTS);
    variant.setName("computer-variant");
    JTextField time = new JTextField("5+3");
    time.setName("computer-time");
    time.setToolTipText(w("swing.l_time_tip", TimeControlText.FORMS));
    JPanel form = new JPanel(new GridLayout(3, 2, 4, 4));
    form.add(new JLabel(w("swing.c_opponent")));
    form.add(opponent);
    form.add(new JLabel(w("swing.variant")));
    form.add(variant);
    form.add(new JLabel(w("swing.time_control")));
    form.add(time);
    int answer = JOptionPane.showConfirmDialog(parent, form, w("swing.c_title"),
        JOptionPane.OK_CANCEL_OPTION, JOptionPane.PLAIN_MESSAGE);
    if (answer != JOptionPane.OK_OPTION) {
      return null;
    }
    return new Request.Challenge((String) opponent.getSelectedItem(), 0,
        (String) variant.getSelectedItem(), TimeControlText.wire(time.getText()), false);
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
