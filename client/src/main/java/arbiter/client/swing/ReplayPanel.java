package arbiter.client.swing;

import arbiter.client.archive.ReplayCursor;
import arbiter.protocol.GameState;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;

/**
 * A game replayed move by move: the board read-only, |&lt; &lt; &gt; &gt;| to step, the move list
 * (a click goes to that move). Each step asks the server for the position and draws its answer.
 */
final class ReplayPanel extends JPanel {

  private final Predicate<Request> server;
  private final ReplayCursor cursor;
  private final BoardPanel board = new BoardPanel(move -> { }); // shown as to a spectator: no moves
  private final JPanel boardArea = new JPanel(new BorderLayout());
  private final JLabel players = new JLabel(" ");
  private final JLabel where = new JLabel(" ");
  private final JLabel status = new JLabel(" ");
  private final DefaultListModel<String> moves = new DefaultListModel<>();
  private final JList<String> moveList = new JList<>(moves);
  private final JButton first = new JButton("|<");
  private final JButton previous = new JButton("<");
  private final JButton next = new JButton(">");
  private final JButton last = new JButton(">|");
  private boolean handsShown;
  /** The analysis by ply, once asked for. */
  private final java.util.Map<Integer, Event.AnalysisRow> analysis = new java.util.HashMap<>();

  ReplayPanel(long game, Predicate<Request> server) {
    super(new BorderLayout());
    this.server = server;
    this.cursor = new ReplayCursor(game);
    setName("replay");
    boardArea.add(board, BorderLayout.CENTER);
    add(boardArea, BorderLayout.CENTER);
    add(side(), BorderLayout.EAST);
    status.setName("status");
    status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
    add(status, BorderLayout.SOUTH);
    enableButtons();
  }

  private JPanel side() {
    JPanel side = new JPanel();
    side.setLayout(new BoxLayout(side, BoxLayout.Y_AXIS));
    side.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
    side.setPreferredSize(new Dimension(240, 560));
    players.setAlignmentX(0);
    where.setAlignmentX(0);
    where.setName("ply");
    where.setFont(where.getFont().deriveFont(Font.BOLD, 15f));
    side.add(players);
    side.add(Box.createVerticalStrut(6));
    side.add(where);
    side.add(Box.createVerticalStrut(8));
    JPanel buttons = new JPanel(new GridLayout(1, 4, 4, 0));
    step(first, "first", w("swing.r_first_tip"), cursor::first);
    step(previous, "prev", w("swing.r_prev_tip"), cursor::previous);
    step(next, "next", w("swing.r_next_tip"), cursor::next);
    step(last, "last", w("swing.r_last_tip"), cursor::end);
    buttons.add(first);
    buttons.add(previous);
    buttons.add(next);
    buttons.add(last);
    buttons.setAlignmentX(0);
    buttons.setMaximumSize(new Dimension(Integer.MAX_VALUE, 32));
    side.add(buttons);
    JButton analyse = new JButton(w("swing.r_analyse"));
    analyse.setName("analyse");
    analyse.setToolTipText(w("swing.r_analyse_tip"));
    analyse.addActionListener(e -> {
      status.setText(server.test(new Request.Analyze(cursor.game()))
          ? w("swing.r_analysing") : w("swing.r_not_connected"));
    });
    analyse.setAlignmentX(0);
    side.add(Box.createVerticalStrut(4));
    side.add(analyse);
    side.add(Box.createVerticalStrut(8));
    moveList.setName("moves");
    moveList.addMouseListener(new MouseAdapter() {
      @Override
      public void mouseClicked(MouseEvent e) {
        int index = moveList.locationToIndex(e.getPoint());
        if (index >= 0) {
          ask(cursor.to(index + 1));
        }
      }
    });
    JScrollPane movePane = new JScrollPane(moveList);
    movePane.setBorder(BorderFactory.createTitledBorder(w("swing.moves")));
    movePane.setAlignmentX(0);
    side.add(movePane);
    return side;
  }

  private void step(JButton button, String name, String tip,
      java.util.function.Supplier<Request.Replay> request) {
    button.setName(name);
    button.setToolTipText(tip);
    button.addActionListener(e -> ask(request.get()));
  }

  /** Asks for the start position: the window opens there. */
  void start() {
    ask(cursor.first());
  }

  private void ask(Request.Replay request) {
    if (request != null) {
      if (server.test(request)) {
        status.setText(" ");
      } else {
        cursor.refused();
        status.setText(w("swing.r_not_connected"));
      }
    }
    enableButtons();
  }

  long game() {
    return cursor.game();
  }

  BoardPanel board() {
    return board;
  }

  /** Draws the position the server sent for a replay request. */
  void show(GameState state) {
    cursor.show(state);
    if (!handsShown && (state.variant().equals("minishogi") || !state.hands().white().isEmpty()
        || !state.hands().black().isEmpty())) {
      boardArea.add(new HandPanel(board, "black"), BorderLayout.WEST);
      boardArea.add(new HandPanel(board, "white"), BorderLayout.EAST);
      handsShown = true;
      revalidate();
    }
    board.show(state, null);
    players.setText(w("swing.players", state.white(), state.black()));
    moves.clear();
    for (int i = 0; i < cursor.moves().size(); i++) {
      Event.AnalysisRow row = analysis.get(i);
      moves.addElement((i + 1) + ". " + cursor.moves().get(i) + (row == null ? ""
          : "  " + row.eval() + (row.judgement().equals("good") ? "" : " " + row.judgement())
          + (row.best().equals(row.move()) ? "" : " " + w("swing.r_best", row.best()))));
    }
    if (cursor.ply() > 0) {
      moveList.setSelectedIndex(cursor.ply() - 1);
      moveList.ensureIndexIsVisible(cursor.ply() - 1);
    } else {
      moveList.clearSelection();
    }
    where.setText(cursor.ply() == 0 ? w("swing.r_start")
        : cursor.last() >= 0 ? w("swing.r_move_of", cursor.ply(), cursor.last())
        : w("swing.r_move", cursor.ply()));
    status.setText(state.status().equals("ongoing") ? " " : result(state));
    enableButtons();
    repaint();
  }

  /** The engine's analysis of this game: each move's line in the list shows it. */
  void analysed(Event.Analysis rows) {
    analysis.clear();
    for (Event.AnalysisRow row : rows.rows()) {
      analysis.put(row.ply(), row);
    }
    if (cursor.shown() != null) {
      show(cursor.shown());
    }
    status.setText(w("swing.r_analysis"));
  }

  /** A step was refused (no such game, past the end...): the position stays. */
  void refused(String message) {
    cursor.refused();
    status.setText(message);
    enableButtons();
  }

  private static String result(GameState state) {
    return arbiter.client.words.EndingText.of(state, null);
  }

  private void enableButtons() {
    first.setEnabled(!cursor.atStart());
    previous.setEnabled(!cursor.atStart());
    next.setEnabled(!cursor.atEnd());
    last.setEnabled(!cursor.atEnd());
  }

  /** The ply label's text, for tests. */
  String where() {
    return where.getText();
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
