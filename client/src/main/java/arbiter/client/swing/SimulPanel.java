package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import arbiter.client.words.SimulWords;
import arbiter.protocol.Request;
import arbiter.protocol.SimulData;
import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;

/**
 * Simuls in the lobby: the list, to join one, leave it, or start or cancel one's own, and a row
 * to host one. The boards open as games do, one window each; a host moves in any of them.
 */
final class SimulPanel extends JPanel {

  private final Predicate<Request> server;
  private final JList<SimulData> list = new JList<>(new DefaultListModel<>());

  SimulPanel(Predicate<Request> server) {
    super(new BorderLayout(0, 4));
    this.server = server;
    setName("simuls");
    list.setName("simul-list");
    list.setCellRenderer((view, simul, index, selected, focused) -> {
      JLabel label = new JLabel(SimulWords.row(simul));
      label.setOpaque(true);
      label.setBackground(selected ? view.getSelectionBackground() : view.getBackground());
      label.setForeground(selected ? view.getSelectionForeground() : view.getForeground());
      return label;
    });
    JPanel actions = new JPanel(new FlowLayout(FlowLayout.LEADING));
    actions.add(button("simul-join", w("swing.simul_join"), () -> {
      SimulData picked = list.getSelectedValue();
      if (picked != null) {
        send("join", picked.host(), null, null, null);
      }
    }));
    actions.add(button("simul-leave", w("swing.t_leave"), () -> send("leave", null, null, null, null)));
    actions.add(button("simul-start", w("swing.t_start"), () -> send("start", null, null, null, null)));
    JComboBox<String> variant =
        new JComboBox<>(new String[] {"chess", "kingcapture", "pawns", "minishogi", "checkers"});
    JTextField time = new JTextField(6);
    JComboBox<String> colour = new JComboBox<>(new String[] {"white", "black", "alternate"});
    actions.add(LobbyWindow.label(w("swing.variant"), variant));
    actions.add(variant);
    actions.add(LobbyWindow.label(w("swing.time_control"), time));
    actions.add(time);
    actions.add(colour);
    actions.add(button("simul-create", w("swing.simul_host"), () -> send("create", null,
        (String) variant.getSelectedItem(), time.getText().isBlank() ? null : time.getText().strip(),
        (String) colour.getSelectedItem())));
    add(new JScrollPane(list), BorderLayout.CENTER);
    add(actions, BorderLayout.SOUTH);
  }

  /** The simuls as the server listed them (an answer, or pushed to a lobby watcher). */
  void simuls(List<SimulData> simuls) {
    KeptSelection.replace(list, simuls, SimulData::host);
  }

  /** Asks for the simuls again. */
  void refresh() {
    server.test(new Request.Simul("list", null, null, null, null));
  }

  private void send(String action, String host, String variant, String time, String colour) {
    server.test(new Request.Simul(action, host, variant, time, colour));
    refresh();
  }

  private static JButton button(String name, String text, Runnable action) {
    JButton button = new JButton(text);
    button.setName(name);
    button.addActionListener(e -> action.run());
    return button;
  }

  private static String w(String key) {
    return ClientWords.current().get(key);
  }
}
