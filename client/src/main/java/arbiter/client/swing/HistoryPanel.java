package arbiter.client.swing;

import arbiter.client.archive.HistoryText;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.DefaultTableModel;

/**
 * The lobby's History tab: the user's last games, to replay one in its own window or save it in
 * its variant's format (PGN, KIF, PDN).
 */
final class HistoryPanel extends JPanel {

  private final String me;
  private final Predicate<Request> server;
  private final LongConsumer replay;
  private final Consumer<String> status;
  private final ZoneId zone;
  private final List<Event.HistoryRow> rows = new ArrayList<>();
  private final DefaultTableModel model = new DefaultTableModel(
      HistoryText.columns().stream().map(HistoryPanel::title).toArray(), 0) {
    @Override
    public boolean isCellEditable(int row, int column) {
      return false;
    }
  };
  private final JTable table = new JTable(model);
  private ExportSaving.SaveChoice saveChoice = ExportSaving::chooseFile;

  /**
   * @param replay opens the replay window of a game
   * @param status shows a line in the lobby's status bar
   */
  HistoryPanel(String me, Predicate<Request> server, LongConsumer replay, Consumer<String> status,
      ZoneId zone) {
    super(new BorderLayout(0, 4));
    this.me = me;
    this.server = server;
    this.replay = replay;
    this.status = status;
    this.zone = zone;
    setName("historyPanel");
    table.setName("history");
    table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
    table.setFillsViewportHeight(true);
    int[] widths = {50, 120, 90, 50, 80, 70, 150, 40};
    for (int i = 0; i < widths.length; i++) {
      table.getColumnModel().getColumn(i).setPreferredWidth(widths[i]);
    }
    JScrollPane pane = new JScrollPane(table);
    pane.setColumnHeaderView(table.getTableHeader()); // at once, not when first shown
    pane.setPreferredSize(new Dimension(720, 160));
    add(pane, BorderLayout.CENTER);
    JButton open = button(w("swing.h_replay"), "replay", e -> {
      Event.HistoryRow row = selected();
      if (row != null) {
        replay.accept(row.game());
      }
    });
    JButton save = button(w("swing.h_save"), "save", e -> {
      Event.HistoryRow row = selected();
      if (row != null) {
        server.test(new Request.Export(row.game(), null));
      }
    });
    JButton reload = button(w("swing.refresh"), "historyRefresh", e -> refresh());
    JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 0));
    buttons.setBorder(BorderFactory.createEmptyBorder(0, 0, 4, 0));
    buttons.add(open);
    buttons.add(save);
    buttons.add(reload);
    add(buttons, BorderLayout.SOUTH);
  }

  private static String title(String column) {
    return Character.toUpperCase(column.charAt(0)) + column.substring(1);
  }

  private static JButton button(String text, String name,
      java.awt.event.ActionListener action) {
    JButton button = new JButton(text);
    button.setName(name);
    button.addActionListener(action);
    return button;
  }

  /** Asks for the user's history again. */
  void refresh() {
    server.test(new Request.History(null, 0));
  }

  /** Replaces the way the save location is chosen (tests choose without a dialog). */
  void saveChoice(ExportSaving.SaveChoice choice) {
    this.saveChoice = choice;
  }

  /** The selected game, or the only one; null (with a hint) when none is picked. */
  private Event.HistoryRow selected() {
    int index = table.getSelectedRow();
    if (index < 0 && rows.size() == 1) {
      index = 0;
    }
    if (index < 0) {
      status.accept(w("swing.h_pick"));
      return null;
    }
    return rows.get(table.convertRowIndexToModel(index));
  }

  /** Shows a history; the selected game stays selected if it is still listed. */
  void history(Event.History history) {
    if (!history.user().equals(me)) {
      return; // only the user's own history is asked for here
    }
    long kept = table.getSelectedRow() < 0 ? -1 : rows.get(table.getSelectedRow()).game();
    rows.clear();
    rows.addAll(history.games());
    model.setRowCount(0);
    for (Event.HistoryRow row : rows) {
      model.addRow(HistoryText.cells(row, me, zone).toArray());
      if (row.game() == kept) {
        table.setRowSelectionInterval(model.getRowCount() - 1, model.getRowCount() - 1);
      }
    }
  }

  /** An export arrived: asks where to save it, suggesting the server's name, and saves it. */
  void exported(Event.Export export) {
    ExportSaving.save(this, export, saveChoice, status);
  }

  /** The table, for tests. */
  JTable table() {
    return table;
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
