package arbiter.client.swing;

import arbiter.client.archive.HistoryText;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;

/**
 * The lobby's Ratings tab: the user's own rating per variant on top (from {@code finger}), and the
 * rating list of one variant or all of them below.
 */
final class RatingsPanel extends JPanel {

  static final String ALL = w("swing.k_all");

  private final String me;
  private final Predicate<Request> server;
  private final JLabel mine = new JLabel(" ");
  private final JComboBox<String> variant;
  private final DefaultTableModel model = new DefaultTableModel(
      new Object[] {"#", w("swing.score_user"), w("swing.variant"), w("swing.k_rating"),
          w("swing.k_deviation"), w("swing.k_games")}, 0) {
    @Override
    public boolean isCellEditable(int row, int column) {
      return false;
    }
  };

  RatingsPanel(String me, Predicate<Request> server) {
    super(new BorderLayout(0, 4));
    this.me = me;
    this.server = server;
    setName("ratingsPanel");
    List<String> choices = new ArrayList<>();
    choices.add(ALL);
    choices.addAll(LobbyWindow.VARIANTS);
    variant = new JComboBox<>(choices.toArray(String[]::new));
    variant.setName("ratingsVariant");
    variant.addActionListener(e -> refreshList());
    mine.setName("myRatings");
    JButton reload = new JButton(w("swing.refresh"));
    reload.setName("ratingsRefresh");
    reload.addActionListener(e -> refresh());
    JPanel top = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 0));
    top.add(mine);
    top.add(LobbyWindow.label(w("swing.k_list"), variant));
    top.add(variant);
    top.add(reload);
    JTable table = new JTable(model);
    table.setName("ratings");
    table.setFillsViewportHeight(true);
    JScrollPane pane = new JScrollPane(table);
    pane.setColumnHeaderView(table.getTableHeader()); // at once, not when first shown
    pane.setPreferredSize(new Dimension(720, 140));
    add(top, BorderLayout.NORTH);
    add(pane, BorderLayout.CENTER);
  }

  /** Asks for the user's ratings and the list shown. */
  void refresh() {
    server.test(new Request.Finger(me));
    refreshList();
  }

  private void refreshList() {
    String chosen = (String) variant.getSelectedItem();
    server.test(new Request.Ratings(ALL.equals(chosen) ? null : chosen));
  }

  /** The user's own ratings: {@code Your ratings: chess 1612 ±45, pawns 1500 ±350}. */
  void finger(Event.Finger finger) {
    if (!finger.user().equals(me)) {
      return;
    }
    List<String> parts = new ArrayList<>();
    for (Event.RatingRow row : finger.ratings()) {
      parts.add(row.variant() + " " + HistoryText.rating(row));
    }
    mine.setText(parts.isEmpty() ? w("swing.k_not_rated")
        : w("swing.k_yours", String.join(", ", parts)));
  }

  void ratings(Event.Ratings ratings) {
    model.setRowCount(0);
    int rank = 0;
    for (Event.RatingRow row : ratings.rows()) {
      model.addRow(new Object[] {++rank, row.user(), row.variant(), row.rating(),
          "\u00b1" + row.deviation(), row.games()});
    }
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
