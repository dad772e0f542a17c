package arbiter.client.swing;

import arbiter.client.clock.TimeControlText;
import arbiter.client.words.ChallengeText;
import arbiter.client.words.ClientWords;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GridLayout;
import java.time.ZoneId;
import java.util.List;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.table.DefaultTableModel;

/**
 * The lobby: who is online (to challenge), challenges received, running games to watch, scores,
 * tournaments, the user's history (to replay or save a game) and ratings.
 */
final class LobbyWindow extends JFrame {

  static final List<String> VARIANTS = List.of("kingcapture", "chess", "pawns", "minishogi", "checkers");

  private final Predicate<Request> server;
  private final Runnable refresh;
  private final DefaultListModel<String> players = new DefaultListModel<>();
  /** The bots {@code who} named last, for the computer dialog. */
  private List<String> bots = List.of();
  private final DefaultListModel<Event.Challenged> challenges = new DefaultListModel<>();
  private final DefaultListModel<Event.GameSummary> games = new DefaultListModel<>();
  private final DefaultTableModel scores =
      new DefaultTableModel(new Object[] {w("swing.score_user"), w("swing.score_score"), w("swing.score_wins"),
          w("swing.score_draws"), w("swing.score_losses")}, 0) {
        @Override
        public boolean isCellEditable(int row, int column) {
          return false;
        }
      };
  private final StatusLine status = new StatusLine();
  private final JComboBox<String> variant = new JComboBox<>(VARIANTS.toArray(String[]::new));
  private final JList<String> playerList = new JList<>(players);
  private final JList<Event.Challenged> challengeList = new JList<>(challenges);
  private final JList<Event.GameSummary> gameList = new JList<>(games);
  private final TournamentPanel tournaments;
  private final HistoryPanel history;
  private final RatingsPanel ratings;
  private final SimulPanel simuls;

  /** @param refresh asks the server for the lists again */
  LobbyWindow(String me, Predicate<Request> server, Runnable refresh) {
    this(me, server, refresh, game -> { });
  }

  /**
   * @param refresh asks the server for the lists again
   * @param replay opens the replay window of a game
   */
  LobbyWindow(String me, Predicate<Request> server, Runnable refresh, LongConsumer replay) {
    super(w("swing.title", "Arbiter", me));
    this.server = server;
    this.refresh = refresh;
    this.tournaments = new TournamentPanel(server, this::status);
    this.history = new HistoryPanel(me, server, replay, this::status, ZoneId.systemDefault());
    this.ratings = new RatingsPanel(me, server);
    this.simuls = new SimulPanel(server);
    setName("lobby");
    setDefaultCloseOperation(EXIT_ON_CLOSE);
    JPanel lists = new JPanel(new GridLayout(1, 3, 8, 0));
    lists.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
    lists.add(playersPanel());
    lists.add(challengesPanel());
    lists.add(gamesPanel());
    JTable table = new JTable(scores);
    table.setName("scoreboard");
    JScrollPane scorePane = new JScrollPane(table);
    scorePane.setPreferredSize(new Dimension(600, 160));
    JTabbedPane tabs = new JTabbedPane();
    tabs.setName("tabs");
    tabs.addTab(w("swing.scoreboard"), scorePane);
    tabs.addTab(w("swing.tournaments"), tournaments);
    tabs.addTab(w("swing.history"), history);
    tabs.addTab(w("swing.ratings"), ratings);
    tabs.addTab(w("swing.simuls"), simuls);
    JPanel south = new JPanel(new BorderLayout());
    south.add(tabs, BorderLayout.CENTER);
    status.setName("status");
    status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
    south.add(status, BorderLayout.SOUTH);
    add(lists, BorderLayout.CENTER);
    add(south, BorderLayout.SOUTH);
    applyComponentOrientation(ClientWords.current().orientation());
    pack();
    setLocationByPlatform(true);
  }

  /** Selects the variant the server's challenge form offers first (its welcome's). */
  void offerFirst(String id) {
    if (VARIANTS.contains(id)) {
      variant.setSelectedItem(id);
    }
  }

  private JPanel playersPanel() {
    playerList.setName("players");
    variant.setName("variant");
    JSpinner limit = new JSpinner(new SpinnerNumberModel(0, 0, 10_000, 10));
    limit.setName("limit");
    limit.setToolTipText(w("swing.l_limit_tip"));
    JTextField time = new JTextField();
    time.setName("time");
    time.setToolTipText(w("swing.l_time_tip", TimeControlText.FORMS));
    time.putClientProperty("JTextField.placeholderText", w("swing.l_time_example"));
    JCheckBox rated = new JCheckBox(w("swing.rated"), true);
    rated.setName("rated");
    rated.setToolTipText(w("swing.l_rated_tip"));
    JButton challenge = new JButton(w("swing.challenge"));
    challenge.setName("challenge");
    challenge.addActionListener(e -> {
      String user = playerList.getSelectedValue();
      if (user == null) {
        status(w("swing.pick_player"));
        return;
      }
      server.test(new Request.Challenge(user.split(" ")[0], (Integer) limit.getValue(),
          (String) variant.getSelectedItem(), TimeControlText.wire(time.getText()),
          rated.isSelected()));
    });
    JPanel controls = new JPanel(new GridLayout(5, 2, 4, 4));
    controls.add(label(w("swing.variant"), variant));
    controls.add(variant);
    controls.add(label(w("swing.move_limit"), limit));
    controls.add(limit);
    controls.add(label(w("swing.time_control"), time));
    controls.add(time);
    controls.add(rated);
    JButton computer = new JButton(w("swing.l_computer"));
    computer.setName("computer");
    computer.addActionListener(e -> {
      Request.Challenge game = ComputerDialog.ask(this, bots);
      if (game != null) {
        server.test(game);
      }
    });
    controls.add(computer);
    controls.add(challenge);
    JButton refresh = new JButton(w("swing.refresh"));
    refresh.setName("refresh");
    refresh.addActionListener(e -> this.refresh.run());
    controls.add(refresh);
    return titled(w("swing.online_players"), playerList, controls);
  }

  private JPanel challengesPanel() {
    challengeList.setName("challenges");
    challengeList.setCellRenderer((list, challenge, index, selected, focus) -> {
      // two lines: who, then every term of the game they offer
      JLabel label = new JLabel("<html><b>" + OfferPrompt.escape(challenge.from()) + "</b>: "
          + OfferPrompt.escape(w("swing.l_challenge_head", challenge.variant(), challenge.from()))
          + "<br>" + OfferPrompt.escape(ChallengeText.conditions(challenge)) + "</html>");
      label.setToolTipText(challengeText(challenge));
      label.setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
      label.setOpaque(true);
      label.setBackground(selected ? list.getSelectionBackground() : list.getBackground());
      label.setForeground(selected ? list.getSelectionForeground() : list.getForeground());
      return label;
    });
    JButton accept = new JButton(w("swing.accept"));
    JButton decline = new JButton(w("swing.decline"));
    accept.setName("accept");
    decline.setName("decline");
    accept.addActionListener(e -> answer(true));
    decline.addActionListener(e -> answer(false));
    JPanel controls = new JPanel(new GridLayout(1, 2, 4, 4));
    controls.add(accept);
    controls.add(decline);
    return titled(w("swing.challenges"), challengeList, controls);
  }

  private JPanel gamesPanel() {
    gameList.setName("games");
    gameList.setCellRenderer((list, game, index, selected, focus) -> {
      JLabel label = new JLabel(w("swing.l_game_row", String.valueOf(game.game()), game.variant(),
          game.white(), game.black(), String.valueOf(game.moves())));
      label.setOpaque(true);
      label.setBackground(selected ? list.getSelectionBackground() : list.getBackground());
      label.setForeground(selected ? list.getSelectionForeground() : list.getForeground());
      return label;
    });
    JButton watch = new JButton(w("swing.watch"));
    watch.setName("watch");
    watch.addActionListener(e -> {
      Event.GameSummary game = gameList.getSelectedValue();
      if (game != null) {
        server.test(new Request.Observe(game.game()));
      }
    });
    JPanel controls = new JPanel(new GridLayout(1, 1));
    controls.add(watch);
    return titled(w("swing.running_games"), gameList, controls);
  }

  /** A label that names a field (and reads as its name to assistive tools). */
  static JLabel label(String text, java.awt.Component field) {
    JLabel label = new JLabel(text);
    label.setLabelFor(field);
    return label;
  }

  private static JPanel titled(String title, JList<?> list, JPanel controls) {
    JPanel panel = new JPanel(new BorderLayout(0, 4));
    JScrollPane pane = new JScrollPane(list);
    pane.setPreferredSize(new Dimension(190, 200));
    panel.setBorder(BorderFactory.createTitledBorder(title));
    panel.add(pane, BorderLayout.CENTER);
    panel.add(controls, BorderLayout.SOUTH);
    return panel;
  }

  private void answer(boolean accept) {
    Event.Challenged from = challengeList.getSelectedValue();
    if (from == null && challenges.size() == 1) {
      from = challenges.get(0);
    }
    if (from == null) {
      status(w("swing.pick_challenge"));
      return;
    }
    challenges.removeElement(from);
    server.test(accept ? new Request.Accept(from.from()) : new Request.Decline(from.from()));
  }

  /** A challenge in one line: who and all its terms. */
  static String challengeText(Event.Challenged challenge) {
    return challenge.from() + " - " + ChallengeText.terms(challenge);
  }

  void challenged(Event.Challenged challenge) {
    removeChallenge(challenge.from()); // a new challenge from the same user replaces the old
    challenges.addElement(challenge);
    status(w("swing.l_challenged", challenge.from(), ChallengeText.terms(challenge)));
  }

  /** The challenge of this user is answered elsewhere (a game window's rematch prompt). */
  void removeChallenge(String from) {
    for (int i = 0; i < challenges.size(); i++) {
      if (challenges.get(i).from().equals(from)) {
        challenges.remove(i);
        return;
      }
    }
  }

  /** The challenges waiting, each as one line of all its terms (for tests). */
  List<String> challengeTexts() {
    List<String> lines = new java.util.ArrayList<>();
    for (int i = 0; i < challenges.size(); i++) {
      lines.add(challengeText(challenges.get(i)));
    }
    return lines;
  }

  void who(Event.Who who) {
    KeptSelection.replace(playerList, who.users(), user -> user);
    bots = who.bots() == null ? List.of() : who.bots();
  }

  void games(Event.Games running) {
    KeptSelection.replace(gameList, running.games(), Event.GameSummary::game);
  }

  /** The lobby as the server pushed it: who is online and the running games. */
  void lobby(Event.Lobby lobby) {
    KeptSelection.replace(playerList, lobby.users(), user -> user);
    KeptSelection.replace(gameList, lobby.games(), Event.GameSummary::game);
  }

  void scoreboard(Event.Scoreboard board) {
    scores.setRowCount(0);
    for (Event.ScoreRow row : board.rows()) {
      scores.addRow(new Object[] {row.user(), row.score(), row.wins(), row.draws(), row.losses()});
    }
  }

  void tournament(Event.Tournament answer) {
    tournaments.answered(answer);
  }

  /** A tournament request refused, in words: shown in the Tournaments tab. */
  void tournamentRefused(String reason) {
    tournaments.refused(reason);
  }

  /** A round published to this user: its boards and countdown in the Tournaments tab. */
  void roundPairings(Event.RoundPairings round) {
    tournaments.published(round);
  }

  /** A round or the tournament is over: the Tournaments tab follows it to its end. */
  void tournamentNews(Event event) {
    if (event instanceof Event.RoundOver over) {
      tournaments.roundOver(over);
    } else if (event instanceof Event.TournamentOver over) {
      tournaments.finished(over);
    }
  }

  /** Asks for the lists of tournaments and simuls. */
  void refreshTournaments() {
    tournaments.refresh();
    simuls.refresh();
  }

  /** The simuls, as listed or pushed. */
  void simuls(List<arbiter.protocol.SimulData> listed) {
    simuls.simuls(listed);
  }

  void history(Event.History answer) {
    history.history(answer);
  }

  void exported(Event.Export export) {
    history.exported(export);
  }

  void ratings(Event.Ratings answer) {
    ratings.ratings(answer);
  }

  void finger(Event.Finger answer) {
    ratings.finger(answer);
  }

  /** Asks for the user's history and ratings: at login and after a game. */
  void refreshArchive() {
    history.refresh();
    ratings.refresh();
  }

  HistoryPanel historyPanel() {
    return history;
  }

  void status(String text) {
    status.say(text);
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
