package arbiter.client.swing;

import arbiter.client.clock.ClockFace;
import arbiter.client.clock.TimeControlText;
import arbiter.client.words.ChallengeText;
import arbiter.client.words.ClientWords;
import arbiter.client.words.EndingText;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.ComponentOrientation;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * One game: the board (last move and check marked, turned round with Flip), the hands where the
 * variant has them, the clocks of a timed game, whose turn it is, the moves in numbered pairs,
 * chat, undo / draw / forfeit / rematch for a player, copy or save for everyone, and optional move
 * sounds. A draw offer or a rematch asks with Accept and Decline above the moves; the result says
 * how the game ended, in the window and in a dialog.
 */
final class GameWindow extends JFrame {

  /** What to do with the export the window asked for. */
  enum ExportUse { COPY, SAVE }

  private final long game;
  private final String me;
  private final Event.GameStarted started;
  private final Predicate<Request> server;
  private final BoardPanel board;
  private final ClockPanel clocks;
  private final JPanel boardArea = new JPanel(new BorderLayout());
  private final JLabel players = new JLabel(" ");
  private final JLabel turn = new JLabel(" ");
  private final StatusLine status = new StatusLine();
  private final DefaultListModel<String> moves = new DefaultListModel<>();
  private final JList<String> moveList = new JList<>(moves);
  private final JTextArea chat = new JTextArea(6, 20);
  private final JButton undo = new JButton(w("swing.undo"));
  private final JButton forfeit = new JButton(w("swing.forfeit"));
  private final JButton draw = new JButton(w("swing.draw"));
  private final JButton endTurn = new JButton(w("swing.end_turn"));
  private final JButton rematch = new JButton(w("swing.rematch"));
  private final JButton moreTime = new JButton(w("swing.more_time"));
  private final PauseButton pause;
  private final JCheckBox sound = new JCheckBox(w("swing.move_sounds"));
  private final OfferPrompt prompt = new OfferPrompt();
  private final MoveSound sounds;
  private HandPanel[] hands;
  private ExportUse exportUse;
  private ExportSaving.SaveChoice saveChoice = ExportSaving::chooseFile;
  private boolean player;
  private boolean announced;
  /** A state numbered below the one shown came: the game was asked for again. */
  private boolean resyncing;
  private GameState shown;
  private long shownArrival;

  GameWindow(Event.GameStarted started, String me, Predicate<Request> server) {
    this(started, me, server, ClockFace::monotonicNow);
  }

  /** @param now this client's monotonic time in milliseconds, the time base of arrivals */
  GameWindow(Event.GameStarted started, String me, Predicate<Request> server, LongSupplier now) {
    super("Arbiter - game " + started.game() + " (" + started.variant()
        + (TimeControlText.timed(started.time()) ? ", " + started.time() : "") + ")");
    this.game = started.game();
    this.me = me;
    this.started = started;
    this.server = server;
    this.pause = new PauseButton(game, server);
    this.clocks = new ClockPanel(now);
    this.player = me.equals(started.white()) || me.equals(started.black());
    this.sounds = new MoveSound(why -> SwingUtilities.invokeLater(() -> {
      sound.setSelected(false);
      status(why);
    }));
    setName("game-" + started.game());
    board = new BoardPanel(this::send);
    setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
    boardArea.add(board, BorderLayout.CENTER);
    add(boardArea, BorderLayout.CENTER);
    add(side(started.variant().equals("kingcapture")), BorderLayout.EAST);
    status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
    status.setName("status");
    add(status, BorderLayout.SOUTH);
    players.setText(w("swing.players", started.white(), started.black()));
    addWindowListener(new java.awt.event.WindowAdapter() {
      @Override
      public void windowClosed(java.awt.event.WindowEvent e) {
        sounds.close();
        if (!player && shown != null && shown.status().equals("ongoing")) {
          server.test(new Request.Unobserve(game)); // a spectator who closes the window stops watching
        }
      }
    });
    applyComponentOrientation(ClientWords.current().orientation());
    boardArea.applyComponentOrientation(ComponentOrientation.LEFT_TO_RIGHT); // the board keeps its own
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
    // kingcapture's moves wait for End turn (the seed 002 game with undo)
    if (shown != null && shown.variant().equals("kingcapture") && move.from() != null) {
      server.test(new Request.Move("select " + square(move.from())));
      server.test(new Request.Move("move " + square(move.to())));
    } else {
      server.test(new Request.Move(move.move()));
    }
  }

  /** A square as seed 002 names it: row,column counted from 1 on white's side. */
  private static String square(int[] rowColumn) {
    return (rowColumn[0] + 1) + "," + (rowColumn[1] + 1);
  }

  BoardPanel board() {
    return board;
  }

  private JPanel side(boolean kingcapture) {
    JPanel side = new JPanel();
    side.setLayout(new BoxLayout(side, BoxLayout.Y_AXIS));
    side.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
    clocks.setMaximumSize(new Dimension(Integer.MAX_VALUE, 120));
    turn.setName("turn");
    turn.setFont(turn.getFont().deriveFont(Font.BOLD, 15f));
    add(side, clocks, 6);
    add(side, players, 6);
    add(side, turn, 8);
    add(side, prompt, 6);
    moveList.setName("moves");
    moveList.setVisibleRowCount(8);
    JScrollPane movePane = new JScrollPane(moveList,
        ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
        ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
    movePane.setName("movePane");
    movePane.setBorder(BorderFactory.createTitledBorder(w("swing.moves")));
    add(side, movePane, 6);
    JPanel buttons = buttons(kingcapture);
    buttons.setMaximumSize(new Dimension(Integer.MAX_VALUE, buttons.getPreferredSize().height));
    // as wide as the buttons' words: at 260 pixels Russian's were cut ("Переверн...")
    side.setPreferredSize(new Dimension(Math.max(260, buttons.getPreferredSize().width + 16), 600));
    add(side, buttons, 4);
    sound.setName("sound");
    sound.setToolTipText(w("swing.g_sound_tip"));
    add(side, sound, 6);
    chat.setName("chat");
    chat.setEditable(false);
    chat.setLineWrap(true);
    chat.setWrapStyleWord(true);
    JScrollPane chatPane = new JScrollPane(chat,
        ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
        ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
    chatPane.setBorder(BorderFactory.createTitledBorder(w(player ? "swing.chat" : "swing.spectators_chat")));
    add(side, chatPane, 0);
    if (!player) {
      JLabel note = new JLabel("<html>" + OfferPrompt.escape(w("swing.g_chat_note")) + "</html>");
      note.setName("chatNote");
      note.setForeground(Color.GRAY);
      add(side, note, 2);
    }
    JTextField say = new JTextField();
    say.setName("say");
    say.setMaximumSize(new Dimension(Integer.MAX_VALUE, 28));
    say.addActionListener(e -> {
      if (!say.getText().isBlank() && server.test(new Request.Chat(say.getText()))) {
        appendChat(me + ": " + say.getText());
        say.setText("");
      }
    });
    add(side, say, 0);
    return side;
  }

  private static void add(JPanel side, javax.swing.JComponent component, int gapAfter) {
    component.setAlignmentX(0);
    side.add(component);
    if (gapAfter > 0) {
      side.add(Box.createVerticalStrut(gapAfter));
    }
  }

  private JPanel buttons(boolean kingcapture) {
    List<JButton> shownButtons = new ArrayList<>();
    if (player && kingcapture) {
      endTurn.setName("endTurn");
      endTurn.addActionListener(e -> server.test(new Request.Move("next_turn")));
      undo.setName("undo");
      undo.addActionListener(e -> server.test(new Request.Undo()));
      shownButtons.add(endTurn);
      shownButtons.add(undo);
    }
    if (player) {
      draw.setName("draw");
      draw.setToolTipText(w("swing.g_draw_tip"));
      draw.addActionListener(e -> server.test(new Request.Draw()));
      forfeit.setName("forfeit");
      forfeit.addActionListener(e -> {
        int answer = JOptionPane.showConfirmDialog(this, w("swing.forfeit_confirm"), w("swing.forfeit"),
            JOptionPane.YES_NO_OPTION);
        if (answer == JOptionPane.YES_OPTION) {
          server.test(new Request.Forfeit());
        }
      });
      rematch.setName("rematch");
      rematch.setToolTipText(w("swing.g_rematch_tip"));
      rematch.setEnabled(false);
      rematch.addActionListener(e -> askRematch());
      moreTime.setName("moretime");
      moreTime.setToolTipText(w("swing.g_more_time_tip"));
      moreTime.addActionListener(e -> giveTime());
      shownButtons.add(draw);
      shownButtons.add(forfeit);
      shownButtons.add(rematch);
      shownButtons.add(moreTime);
    }
    shownButtons.add(pause.component());
    if (!player) {
      shownButtons.add(AdjudicateButton.of(this, game, server));
    }
    shownButtons.add(button(w("swing.flip"), "flip", this::flip));
    shownButtons.add(button(w("swing.copy_game"), "copyGame", () -> export(ExportUse.COPY)));
    shownButtons.add(button(w("swing.save_game"), "saveGame", () -> export(ExportUse.SAVE)));
    JPanel buttons = new JPanel(new GridLayout(0, 2, 6, 6));
    shownButtons.forEach(buttons::add);
    return buttons;
  }

  private static JButton button(String text, String name, Runnable action) {
    JButton button = new JButton(text);
    button.setName(name);
    button.addActionListener(e -> action.run());
    return button;
  }

  MoveSound sounds() {
    return sounds;
  }

  ClockPanel clocks() {
    return clocks;
  }

  /** Turns the board round; the clocks and hands follow it. */
  void flip() {
    board.flip();
    if (shown != null) {
      clocks.show(shown, shownArrival, board.bottomSide());
      placeHands();
    }
    board.repaint();
  }

  /** The game is announced again (a start, a login, a restart): the numbering goes on from any. */
  void numberingRestarts() {
    shown = null;
    resyncing = false;
  }

  /**
   * Draws a new state (an older one arriving late is dropped); {@code arrivedAt} is when it came,
   * in this client's monotonic milliseconds: the running clock counts down from there.
   */
  void show(GameState state, long arrivedAt) {
    if (shown != null && shown.seq() > state.seq() && !resyncing) {
      // late, or the numbering went back unannounced: the game is asked for again, and its
      // answer drawn whatever its number, rather than every state dropped from now on
      resyncing = server.test(new Request.Resync(game));
      return;
    }
    resyncing = false;
    boolean moved = shown != null && state.moves().size() != shown.moves().size();
    shown = state;
    shownArrival = arrivedAt;
    String mine = me.equals(state.white()) ? "white" : me.equals(state.black()) ? "black" : null;
    player = mine != null;
    board.show(state, mine);
    if (hands == null && (state.variant().equals("minishogi") || !state.hands().white().isEmpty()
        || !state.hands().black().isEmpty())) {
      hands = new HandPanel[] {new HandPanel(board, "white"), new HandPanel(board, "black")};
      placeHands();
      pack();
    }
    clocks.show(state, arrivedAt, board.bottomSide());
    showMoves(state.moves());
    players.setText(w("swing.players", state.white(), state.black())
        + (state.limit() > 0 ? w("swing.turns_left", state.movesLeft()) : ""));
    boolean ongoing = state.status().equals("ongoing");
    String mover = state.sideToMove().equals("white") ? state.white() : state.black();
    // a timed game whose clocks stand still waits (a restart, a pause): the notice says for whom
    boolean held = ongoing && state.clock() != null && state.clock().running() == null;
    turn.setText(!ongoing ? "<html>" + OfferPrompt.escape(EndingText.of(state, mine)) + "</html>"
        : (state.sideToMove().equals(mine) ? w("swing.your_move", sideWords(mine))
            : w("swing.to_move", mover, sideWords(state.sideToMove())))
            + (held ? w("swing.clocks_stopped") : ""));
    // a kingcapture move made but not ended: the side to move is still ours and nothing is legal
    boolean pending = ongoing && state.variant().equals("kingcapture")
        && state.sideToMove().equals(mine) && state.legalMoves().isEmpty();
    endTurn.setEnabled(pending);
    undo.setEnabled(pending);
    forfeit.setEnabled(player && ongoing);
    draw.setEnabled(player && ongoing);
    rematch.setEnabled(player && !ongoing);
    moreTime.setEnabled(player && ongoing && state.clock() != null);
    pause.show(state);
    if (prompt.lapsesWithMove() && (moved || !ongoing)) {
      prompt.dismiss(); // a move declines a draw offer; an ended game has none
    }
    if (moved && sound.isSelected()) {
      sounds.play();
    }
    if (!ongoing && !announced) {
      announced = true;
      announce(state, mine);
    }
  }

  /** The hands beside the board: the bottom side's on the right, nearer the side panel. */
  private void placeHands() {
    if (hands == null) {
      return;
    }
    boolean whiteBelow = board.bottomSide().equals("white");
    boardArea.add(hands[whiteBelow ? 1 : 0], BorderLayout.WEST);
    boardArea.add(hands[whiteBelow ? 0 : 1], BorderLayout.EAST);
    boardArea.revalidate();
    boardArea.repaint();
  }

  /** The moves as numbered pairs, {@code 1. e4 e5}, scrolled to the latest. */
  private void showMoves(List<String> played) {
    MovePairs.fill(moves, played);
    if (!moves.isEmpty()) {
      moveList.ensureIndexIsVisible(moves.size() - 1);
    }
  }

  /** The opponent offers a draw: Accept sends the same draw, Decline lets it lapse. */
  void drawOffered(String from) {
    if (shown == null || !shown.status().equals("ongoing") || !player || from.equals(me)
        || !(from.equals(shown.white()) || from.equals(shown.black()))) {
      return; // not this game's opponent: the offer is for another window
    }
    prompt.ask(w("swing.g_draw_offered", from), true, () -> server.test(new Request.Draw()),
        () -> status(w("swing.g_declined_draw")));
    toFront();
    status(w("swing.g_draw_offered", from));
  }

  /** The opponent of this finished game challenges the player again. */
  void rematchOffered(Event.Challenged challenge, Runnable answered) {
    prompt.ask(w("swing.g_rematch_offered", challenge.from(), ChallengeText.terms(challenge)),
        false,
        () -> {
          answered.run();
          server.test(new Request.Accept(challenge.from()));
        },
        () -> {
          answered.run();
          server.test(new Request.Decline(challenge.from()));
        });
    toFront();
  }

  /** A tournament's game: only its organizers may give time or pause, not its players. */
  void inTournament() {
    moreTime.setVisible(false);
    pause.component().setVisible(!player);
  }

  /** Gives the opponent 15 seconds (FICS moretime, lichess "+15 s"); the server says who may. */
  private void giveTime() {
    if (shown != null && player) {
      server.test(new Request.Moretime(game, me.equals(shown.white()) ? shown.black()
          : shown.white(), 15));
    }
  }

  /** Whether this window's game is over and {@code user} was the viewer's opponent in it. */
  boolean overAgainst(String user) {
    return player && shown != null && !shown.status().equals("ongoing")
        && !user.equals(me) && (user.equals(shown.white()) || user.equals(shown.black()));
  }

  /** Challenges the opponent again: same variant, limit and clock; the asker plays white. */
  private void askRematch() {
    if (shown == null) {
      return;
    }
    String opponent = me.equals(shown.white()) ? shown.black() : shown.white();
    server.test(new Request.Challenge(opponent, started.limit(), started.variant(),
        TimeControlText.wire(started.time()), null));
  }

  /** Asks the server for the game in its variant's format, to copy or save when it comes. */
  private void export(ExportUse use) {
    exportUse = use;
    if (!server.test(new Request.Export(game, null))) {
      exportUse = null;
    }
  }

  /** What the pending export is for, or null when this window asked for none. */
  ExportUse exportPending() {
    return exportUse;
  }

  /** The export this window asked for: on the clipboard, or saved where the user chooses. */
  void exported(Event.Export export) {
    ExportUse use = exportUse;
    exportUse = null;
    if (use == ExportUse.COPY) {
      StringSelection text = new StringSelection(export.text());
      Toolkit.getDefaultToolkit().getSystemClipboard().setContents(text, text);
      status(w("swing.g_copied", export.format().toUpperCase(java.util.Locale.ROOT)));
      return;
    }
    ExportSaving.save(this, export, saveChoice, this::status);
  }

  /** Replaces the way the save location is chosen (tests choose without a dialog). */
  void saveChoice(ExportSaving.SaveChoice choice) {
    this.saveChoice = choice;
  }

  void chat(Event.Chat message) {
    appendChat((message.spectator() ? "(spectator) " : "") + message.from() + ": " + message.text());
  }

  private void appendChat(String line) {
    if (chat.getDocument().getLength() > 0) {
      chat.append("\n");
    }
    chat.append(line);
    chat.setCaretPosition(chat.getDocument().getLength()); // the latest line in view
  }

  void status(String text) {
    status.say(text);
  }

  /** The result dialog: who won and how, or how it was drawn. */
  private void announce(GameState state, String mine) {
    String text = EndingText.of(state, mine);
    status(text);
    JDialog dialog = new JOptionPane(text, JOptionPane.INFORMATION_MESSAGE)
        .createDialog(this, w("swing.g_game_over"));
    dialog.setName("result");
    dialog.setModal(false);
    dialog.setVisible(true);
  }

  private static String sideWords(String side) {
    return w(side.equals("white") ? "swing.white" : "swing.black");
  }

  private static String w(String key, Object... args) {
    return ClientWords.current().get(key, args);
  }
}
