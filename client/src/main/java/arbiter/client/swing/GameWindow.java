package arbiter.client.swing;

import arbiter.client.clock.ClockFace;
import arbiter.client.clock.TimeControlText;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.WindowConstants;

/**
 * One game: the board, the hands where the variant has them, the clocks of a timed game, whose
 * turn it is, the move list, chat, and undo / draw / forfeit for a player. Announces the result in
 * a dialog.
 */
final class GameWindow extends JFrame {

  private final long game;
  private final String me;
  private final Predicate<Request> server;
  private final BoardPanel board;
  private final ClockPanel clocks;
  private final JPanel boardArea = new JPanel(new BorderLayout());
  private final JLabel players = new JLabel(" ");
  private final JLabel turn = new JLabel(" ");
  private final JLabel status = new JLabel(" ");
  private final DefaultListModel<String> moves = new DefaultListModel<>();
  private final DefaultListModel<String> chat = new DefaultListModel<>();
  private final JButton undo = new JButton("Undo");
  private final JButton forfeit = new JButton("Forfeit");
  private final JButton draw = new JButton("Draw");
  private final JButton endTurn = new JButton("End turn");
  private boolean player;
  private boolean handsShown;
  private boolean announced;
  private GameState shown;

  GameWindow(Event.GameStarted started, String me, Predicate<Request> server) {
    this(started, me, server, ClockFace::monotonicNow);
  }

  /** @param now this client's monotonic time in milliseconds, the time base of arrivals */
  GameWindow(Event.GameStarted started, String me, Predicate<Request> server, LongSupplier now) {
    super("Arbiter - game " + started.game() + " (" + started.variant()
        + (TimeControlText.timed(started.time()) ? ", " + started.time() : "") + ")");
    this.game = started.game();
    this.me = me;
    this.server = server;
    this.clocks = new ClockPanel(now);
    this.player = me.equals(started.white()) || me.equals(started.black());
    setName("game-" + started.game());
    board = new BoardPanel(this::send);
    setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
    boardArea.add(board, BorderLayout.CENTER);
    add(boardArea, BorderLayout.CENTER);
    add(side(), BorderLayout.EAST);
    status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
    status.setName("status");
    add(status, BorderLayout.SOUTH);
    players.setText(started.white() + " (white) vs " + started.black() + " (black)");
    addWindowListener(new java.awt.event.WindowAdapter() {
      @Override
      public void windowClosed(java.awt.event.WindowEvent e) {
        if (!player && shown != null && shown.status().equals("ongoing")) {
          server.test(new Request.Unobserve(game)); // a spectator who closes the window stops watching
        }
      }
    });
    pack();
    setLocationByPlatform(true);
  }

  long game() {
    return game;
  }

  /**
   * Sends a move picked on the board. A kingcapture move is made as seed 002 makes it, select then
   * move, and stays open until End turn: until then Undo takes it back.
   */
  private void send(GameState.LegalMove move) {
    if (hasTurns() && move.from() != null) {
      server.test(new Request.Move("select " + square(move.from())));
      server.test(new Request.Move("move " + square(move.to())));
    } else {
      server.test(new Request.Move(move.move()));
    }
  }

  /** Whether moves wait for End turn (kingcapture, the seed 002 game with undo). */
  private boolean hasTurns() {
    return shown != null && shown.variant().equals("kingcapture");
  }

  /** A square as seed 002 names it: row,column counted from 1 on white's side. */
  private static String square(int[] rowColumn) {
    return (rowColumn[0] + 1) + "," + (rowColumn[1] + 1);
  }

  BoardPanel board() {
    return board;
  }

  private JPanel side() {
    JPanel side = new JPanel();
    side.setLayout(new BoxLayout(side, BoxLayout.Y_AXIS));
    side.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
    side.setPreferredSize(new Dimension(240, 560));
    clocks.setAlignmentX(0);
    clocks.setMaximumSize(new Dimension(Integer.MAX_VALUE, 120));
    side.add(clocks);
    side.add(Box.createVerticalStrut(6));
    players.setAlignmentX(0);
    turn.setAlignmentX(0);
    turn.setName("turn");
    turn.setFont(turn.getFont().deriveFont(Font.BOLD, 15f));
    side.add(players);
    side.add(Box.createVerticalStrut(6));
    side.add(turn);
    side.add(Box.createVerticalStrut(8));
    JList<String> moveList = new JList<>(moves);
    moveList.setName("moves");
    JScrollPane movePane = new JScrollPane(moveList);
    movePane.setBorder(BorderFactory.createTitledBorder("Moves"));
    movePane.setAlignmentX(0);
    side.add(movePane);
    JPanel buttons = new JPanel(new GridLayout(2, 2, 6, 6));
    endTurn.setName("endTurn");
    endTurn.addActionListener(e -> server.test(new Request.Move("next_turn")));
    undo.setName("undo");
    draw.setName("draw");
    draw.setToolTipText("offer a draw, or accept the opponent's offer");
    draw.addActionListener(e -> server.test(new Request.Draw()));
    forfeit.setName("forfeit");
    undo.addActionListener(e -> server.test(new Request.Undo()));
    forfeit.addActionListener(e -> {
      int answer = JOptionPane.showConfirmDialog(this, "Give up this game?", "Forfeit",
          JOptionPane.YES_NO_OPTION);
      if (answer == JOptionPane.YES_OPTION) {
        server.test(new Request.Forfeit());
      }
    });
    buttons.add(endTurn);
    buttons.add(undo);
    buttons.add(draw);
    buttons.add(forfeit);
    buttons.setAlignmentX(0);
    buttons.setMaximumSize(new Dimension(Integer.MAX_VALUE, 64));
    side.add(Box.createVerticalStrut(6));
    side.add(buttons);
    side.add(Box.createVerticalStrut(8));
    JList<String> chatList = new JList<>(chat);
    JScrollPane chatPane = new JScrollPane(chatList);
    chatPane.setBorder(BorderFactory.createTitledBorder("Chat"));
    chatPane.setAlignmentX(0);
    side.add(chatPane);
    JTextField say = new JTextField();
    say.setName("say");
    say.setAlignmentX(0);
    say.setMaximumSize(new Dimension(Integer.MAX_VALUE, 28));
    say.addActionListener(e -> {
      if (!say.getText().isBlank()) {
        server.test(new Request.Chat(say.getText()));
        chat.addElement(me + ": " + say.getText());
        say.setText("");
      }
    });
    side.add(say);
    return side;
  }

  ClockPanel clocks() {
    return clocks;
  }

  /**
   * Draws a new state (an older one arriving late is dropped); {@code arrivedAt} is when it came,
   * in this client's monotonic milliseconds: the running clock counts down from there.
   */
  void show(GameState state, long arrivedAt) {
    if (shown != null && shown.seq() > state.seq()) {
      return;
    }
    shown = state;
    String mine = me.equals(state.white()) ? "white" : me.equals(state.black()) ? "black" : null;
    player = mine != null;
    if (!handsShown && (state.variant().equals("minishogi") || !state.hands().white().isEmpty()
        || !state.hands().black().isEmpty())) {
      boolean blackBelow = "black".equals(mine);
      boardArea.add(new HandPanel(board, blackBelow ? "white" : "black"), BorderLayout.WEST);
      boardArea.add(new HandPanel(board, blackBelow ? "black" : "white"), BorderLayout.EAST);
      handsShown = true;
      pack();
    }
    board.show(state, mine);
    clocks.show(state, arrivedAt, mine);
    moves.clear();
    for (int i = 0; i < state.moves().size(); i++) {
      moves.addElement((i + 1) + ". " + state.moves().get(i));
    }
    players.setText(state.white() + " (white) vs " + state.black() + " (black)"
        + (state.limit() > 0 ? ", " + state.movesLeft() + " turns left" : ""));
    boolean ongoing = state.status().equals("ongoing");
    String mover = state.sideToMove().equals("white") ? state.white() : state.black();
    turn.setText(!ongoing ? "Game over"
        : state.sideToMove().equals(mine) ? "Your move (" + mine + ")" : mover + " to move (" + state.sideToMove() + ")");
    // a kingcapture move made but not ended: the side to move is still ours and nothing is legal
    boolean pending = ongoing && state.variant().equals("kingcapture")
        && state.sideToMove().equals(mine) && state.legalMoves().isEmpty();
    endTurn.setVisible(player && state.variant().equals("kingcapture"));
    endTurn.setEnabled(pending);
    undo.setVisible(player && state.variant().equals("kingcapture"));
    undo.setEnabled(pending);
    forfeit.setEnabled(player && ongoing);
    draw.setEnabled(player && ongoing);
    draw.setVisible(player);
    forfeit.setVisible(player);
    if (!ongoing && !announced) {
      announced = true;
      announce(state, mine);
    }
  }

  void chat(Event.Chat message) {
    chat.addElement((message.spectator() ? "(spectator) " : "") + message.from() + ": " + message.text());
  }

  void status(String text) {
    status.setText(text);
  }

  /** The result dialog: who won and why, or the draw. */
  private void announce(GameState state, String mine) {
    String text;
    if (state.status().equals("draw")) {
      text = "Draw (" + state.reason() + ")";
    } else {
      String winner = state.winner().equals("white") ? state.white() : state.black();
      text = (state.winner().equals(mine) ? "You won" : winner + " (" + state.winner() + ") won")
          + (ClockFace.endedOnTime(state) ? " on time" : " by " + state.reason());
    }
    status(text);
    JOptionPane pane = new JOptionPane(text, JOptionPane.INFORMATION_MESSAGE);
    JDialog dialog = pane.createDialog(this, "Game over");
    dialog.setName("result");
    dialog.setModal(false);
    dialog.setVisible(true);
  }
}
