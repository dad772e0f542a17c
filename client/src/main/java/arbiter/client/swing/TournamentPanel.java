package arbiter.client.swing;

import arbiter.client.clock.TimeControlText;
import arbiter.client.words.ClientWords;
import arbiter.client.words.TournamentTable;
import arbiter.client.words.TournamentWords;
import arbiter.protocol.Event;
import arbiter.protocol.TournamentData;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.ScrollPaneConstants;
import javax.swing.SpinnerNumberModel;
import javax.swing.Timer;
import javax.swing.table.DefaultTableModel;

/**
 * Tournaments in the lobby: the list, join, leave, start, and the standings or one round's
 * pairings of the one picked as a table that fits the tab's width, and a row to create one; an
 * Organize tab with the organizer's controls, whose crosstable and audit log show as text; a
 * Teams tab with a captain's (a team shows as a table in board order); and a round published to
 * the user shown with its countdown. Round games need nothing here: they
 * open as games do.
 */
final class TournamentPanel extends JPanel {

  /** Answers after which the list may have changed. */
  private static final Set<String> CHANGES =
      Set.of("create", "join", "leave", "start", "pair", "enter", "withdraw", "reinstate",
          "seat");

  private final Predicate<Request> server;
  private final Consumer<String> status;
  private final DefaultListModel<String> tournaments = new DefaultListModel<>();
  /** The name of each tournament in the list, in its order. */
  private final List<String> names = new ArrayList<>();
  private final JList<String> list = new JList<>(tournaments);
  private final JTextArea answer = new JTextArea(2, 40);
  private final JLabel tableTitle = new JLabel(" ");
  private final DefaultTableModel rows = new DefaultTableModel() {
    @Override
    public boolean isCellEditable(int row, int column) {
      return false;
    }
  };
  private final JTable table = new JTable(rows);
  private final JSpinner round = new JSpinner(new SpinnerNumberModel(0, 0, 999, 1));
  private final CardLayout views = new CardLayout();
  private final JPanel view = new JPanel(views);
  private final JTextArea text = new JTextArea();
  /** Ticks the countdown of the round last published, once a second. */
  private final Timer countdown = new Timer(1000, e -> tick());
  private Event.RoundPairings published;
  private long publishedAt;
  /** The published round's games have not started yet. */
  private boolean waiting;

  TournamentPanel(Predicate<Request> server, Consumer<String> status) {
    super(new BorderLayout(0, 4));
    this.server = server;
    this.status = status;
    setName("tournamentPanel");
    list.setName("tournaments");
    list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
    list.setVisibleRowCount(4);
    answer.setName("tournamentText");
    answer.setEditable(false);
    answer.setLineWrap(true);
    answer.setWrapStyleWord(true);
    answer.setOpaque(false);
    table.setName("tournamentTable");
    // the columns share the tab's width: the standings read without scrolling sideways
    table.setAutoResizeMode(JTable.AUTO_RESIZE_ALL_COLUMNS);
    table.setFillsViewportHeight(true);
    tableTitle.setName("tournamentTableTitle");
    JPanel tablePanel = new JPanel(new BorderLayout(0, 2));
    tablePanel.add(tableTitle, BorderLayout.NORTH);
    JScrollPane tablePane = new JScrollPane(table,
        ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
        ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
    tablePane.setColumnHeaderView(table.getTableHeader());
    text.setName("tournamentView");
    text.setEditable(false);
    // the crosstable's columns line up only in a fixed-width font
    text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, text.getFont().getSize()));
    view.add(tablePane, "table");
    view.add(new JScrollPane(text), "text");
    tablePanel.add(view, BorderLayout.CENTER);
    tablePanel.add(answer, BorderLayout.SOUTH);
    JScrollPane listPane = new JScrollPane(list);
    listPane.setPreferredSize(new Dimension(380, 80));
    JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, listPane, tablePanel);
    split.setResizeWeight(0.3);
    add(split, BorderLayout.CENTER);
    // four short rows rather than two long ones: the lobby fits a small screen
    JPanel controls = new JPanel(new GridLayout(4, 1, 0, 4));
    actions(controls);
    creation(controls);
    // the organizer's controls under a tab of their own: the players' rows stay as short as before
    JTabbedPane sections = new JTabbedPane();
    sections.setName("tournamentSections");
    sections.addTab(w("swing.t_play"), controls);
    sections.addTab(w("swing.t_organize"), new OrganizerControls(server, this::picked, status));
    sections.setToolTipTextAt(1, w("swing.t_organize_tip"));
    sections.addTab(w("swing.t_teams"), new TeamControls(server, this::picked, status));
    sections.setToolTipTextAt(2, w("swing.t_teams_tip"));
    add(sections, BorderLayout.SOUTH);
    setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
    setPreferredSize(new Dimension(600, 380));
  }

  private void actions(JPanel rows) {
    JPanel row = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
    row.add(button(w("swing.refresh"), "tournamentRefresh", this::refresh));
    for (String action : List.of("join", "leave", "start", "standings", "berserk", "pause")) {
      row.add(button(w(switch (action) {
        case "join" -> "swing.t_join";
        case "leave" -> "swing.t_leave";
        case "start" -> "swing.t_start";
        case "berserk" -> "swing.t_berserk"; // an arena's: half the clock for a point more
        case "pause" -> "swing.t_pause"; // an arena's: join comes back
        default -> "swing.t_standings";
      }),
          "tournament-" + action, () -> onPicked(action, null)));
    }
    rows.add(row);
    row = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
    round.setName("tournamentRound");
    round.setToolTipText(w("swing.t_round_tip"));
    row.add(LobbyWindow.label(w("swing.t_round"), round));
    row.add(round);
    row.add(button(w("swing.t_pairings"), "tournament-pairings",
        () -> onPicked("pairings", (Integer) round.getValue() == 0 ? null : (Integer) round.getValue())));
    row.add(button(w("swing.t_bracket"), "tournament-show", () -> onPicked("show", null)));
    rows.add(row);
  }

  private void creation(JPanel rows) {
    JTextField name = new JTextField(8);
    name.setName("tournamentName");
    JComboBox<String> variant = new JComboBox<>(LobbyWindow.VARIANTS.toArray(String[]::new));
    variant.setName("tournamentVariant");
    JComboBox<String> system =
        new JComboBox<>(new String[] {"roundrobin", "swiss", "knockout", "arena", "teamswiss",
            "teamroundrobin"});
    system.setName("tournamentSystem");
    JSpinner rounds = new JSpinner(new SpinnerNumberModel(0, 0, 99, 1));
    rounds.setName("tournamentRounds");
    rounds.setToolTipText(w("swing.t_rounds_tip"));
    JSpinner limit = new JSpinner(new SpinnerNumberModel(0, 0, 10_000, 10));
    limit.setName("tournamentLimit");
    limit.setToolTipText(w("swing.t_limit_tip"));
    JSpinner boards = new JSpinner(new SpinnerNumberModel(0, 0, 99, 1));
    boards.setName("tournamentBoards");
    boards.setToolTipText(w("swing.t_boards_tip"));
    JTextField time = new JTextField(5);
    time.setName("tournamentTime");
    time.setToolTipText(w("swing.t_time_tip", TimeControlText.FORMS));
    time.putClientProperty("JTextField.placeholderText", w("swing.t_untimed"));
    JPanel row = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
    row.add(LobbyWindow.label(w("swing.t_new_name"), name));
    row.add(name);
    row.add(variant);
    row.add(system);
    row.add(LobbyWindow.label(w("swing.t_boards"), boards));
    row.add(boards);
    rows.add(row);
    row = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
    row.add(LobbyWindow.label(w("swing.t_rounds"), rounds));
    row.add(rounds);
    row.add(LobbyWindow.label(w("swing.t_limit"), limit));
    row.add(limit);
    row.add(LobbyWindow.label(w("swing.t_time"), time));
    row.add(time);
    // boards: a team competition's, sent only when set (0: an individual tournament)
    row.add(button(w("swing.t_create"), "tournamentCreate", () -> server.test(new Request.Tournament("create",
        name.getText().strip(), (String) variant.getSelectedItem(),
        (String) system.getSelectedItem(), (Integer) rounds.getValue(), (Integer) limit.getValue(),
        null, TimeControlText.wire(time.getText()), null, null,
        (Integer) boards.getValue() == 0 ? null : (Integer) boards.getValue(), null, null, null,
        null, null))));
    rows.add(row);
  }

  private static JButton button(String text, String name, Runnable action) {
    JButton button = new JButton(text);
    button.setName(name);
    button.addActionListener(e -> action.run());
    return button;
  }

  /** Asks the server for the list of tournaments. */
  void refresh() {
    server.test(new Request.Tournament("list", null, null, null, null, null, null));
  }

  /** The name of the tournament picked in the list, or null. */
  private String picked() {
    int index = list.getSelectedIndex();
    return index < 0 || index >= names.size() ? null : names.get(index);
  }

  private void onPicked(String action, Integer roundNumber) {
    String name = picked();
    if (name == null) {
      status.accept(w("swing.t_pick"));
      return;
    }
    server.test(new Request.Tournament(action, name, null, null, null, null, roundNumber));
  }

  /**
   * Shows the server's answer: the list goes into the list, standings and pairings into the
   * table, anything else below it.
   */
  void answered(Event.Tournament event) {
    TournamentData data = event.data();
    String kind = data == null ? "" : data.kind();
    if (kind.equals("listed")) {
      String pickedName = picked();
      tournaments.clear();
      names.clear();
      for (TournamentData.Info tournament : data.tournaments()) {
        tournaments.addElement(TournamentWords.summary(tournament));
        names.add(tournament.name());
        if (tournament.name().equals(pickedName)) {
          list.setSelectedIndex(tournaments.size() - 1);
        }
      }
      return;
    }
    TournamentTable table = kind.equals("standings") && !data.csv()
        ? TournamentTable.standings(event.name(), data.standings(), data.tiebreaks())
        : kind.equals("team_standings") ? TournamentTable.teams(event.name(), data.teams())
        : kind.equals("pairings")
            ? TournamentTable.pairings(w("swing.t_name_round", event.name(), data.round()), data.boards())
            : kind.equals("bracket") ? TournamentTable.bracket(event.name(), data.bracket())
            : kind.equals("team") ? TournamentTable.team(data.team())
            : null;
    if (table != null) {
      showTable(table.title(), table);
      // standings whose points run ahead of their tie-breaks say so below the table
      String note = TournamentWords.roundInPlay(data);
      answer.setText(note == null ? "" : note);
    } else if (kind.equals("crosstable") || kind.equals("audit")) {
      stopCountdown();
      tableTitle.setText(w(event.action().equals("audit") ? "swing.t_audit_of" : "swing.t_crosstable_of",
          event.name()));
      text.setText(String.join("\n", event.lines()));
      text.setCaretPosition(0);
      views.show(view, "text");
      answer.setText("");
    } else {
      answer.setText(String.join("\n", event.lines()));
    }
    if (kind.equals("begun") && published != null) {
      published = new Event.RoundPairings(published.tournament(), published.round(),
          published.boards(), 0, published.pairings());
      tick();
    }
    if (CHANGES.contains(event.action())) {
      refresh();
    }
  }

  private void showTable(String title, TournamentTable parsed) {
    stopCountdown();
    tableTitle.setText(title);
    rows.setDataVector(parsed.rows().stream().map(List::toArray).toArray(Object[][]::new),
        parsed.columns().toArray());
    views.show(view, "table");
  }

  /** A request of this tab refused: the server's reason, below the table. */
  void refused(String reason) {
    answer.setText(reason);
  }

  /** A round published: its boards in the table, its countdown in the title. */
  void published(Event.RoundPairings round) {
    showBoards(round, round.seconds() > 0);
    publishedAt = System.nanoTime();
    tick();
    if (round.seconds() > 0) {
      countdown.start();
    }
  }

  /** The published round's boards; {@code waiting}: their games have not started yet. */
  private void showBoards(Event.RoundPairings round, boolean waiting) {
    TournamentTable boards = TournamentTable.pairings(
        w("swing.t_name_round", round.tournament(), round.round()),
        round.pairings() == null ? List.of() : round.pairings());
    showTable("", new TournamentTable(boards.title(), boards.columns(), boards.rows().stream()
        .map(row -> row.stream().map(cell -> waiting && cell.equals("playing") ? w("swing.t_waiting") : cell)
            .toList())
        .toList()));
    published = round;
    this.waiting = waiting;
  }

  /**
   * The published round is over: its title says so (its games are no longer playing), and the
   * list shows the tournament's new round or its end.
   */
  void roundOver(Event.RoundOver over) {
    if (published != null && published.tournament().equals(over.tournament())
        && published.round() == over.round()) {
      stopCountdown();
      tableTitle.setText(TournamentWords.news(over));
    }
    refresh();
  }

  /** The tournament is over: its final standings, whole, in the table. */
  void finished(Event.TournamentOver over) {
    TournamentTable table = TournamentTable.standings(over.tournament(), over.standings(),
        over.tiebreaks() == null ? List.of() : over.tiebreaks());
    showTable(w("swing.t_final_standings", TournamentWords.news(over)), table);
    refresh();
  }

  private void tick() {
    if (published == null) {
      return;
    }
    long left = published.seconds()
        - TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - publishedAt);
    String head = w("swing.t_published", published.tournament(), published.round());
    if (left > 0) {
      tableTitle.setText(head + w("swing.t_starts_in", left));
    } else {
      countdown.stop();
      if (waiting) {
        showBoards(published, false);
      }
      tableTitle.setText(head + w("swing.t_started"));
    }
  }

  private void stopCountdown() {
    countdown.stop();
    published = null;
  }

  /** The title over the table, for tests. */
  String title() {
    return tableTitle.getText();
  }

  /** The line below the table (an answer's words, a round in play's note), for tests. */
  String below() {
    return answer.getText();
  }

  /** The table of standings or pairings, for tests. */
  JTable table() {
    return table;
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
