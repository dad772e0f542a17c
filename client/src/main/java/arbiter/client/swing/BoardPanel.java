package arbiter.client.swing;

import arbiter.protocol.GameState;
import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JOptionPane;
import javax.swing.JPanel;

/**
 * The board of any variant, drawn to scale from a {@code state}. A player picks a piece (or a piece
 * in hand, through {@link HandPanel}) and its legal targets light up; a click on a target or a drag
 * onto it sends the move. The server decides: the board only changes when the next state arrives.
 */
final class BoardPanel extends JPanel {

  static final Color LIGHT = new Color(0xEED8B0);
  static final Color DARK = new Color(0xB58863);
  static final Color SHOGI = new Color(0xE3C07A);
  static final Color PICKED = new Color(0xF6E05E);
  static final Color TARGET = new Color(0x3C8D40);
  /** The last move's squares: a translucent yellow over the square's own colour. */
  static final Color LAST = new Color(0xCD, 0xD2, 0x3A, 0x90);
  /** The king in check. */
  static final Color CHECK = new Color(0xE5, 0x39, 0x35, 0xB0);
  private static final int MARGIN = 20;

  private final Consumer<GameState.LegalMove> sendMove;
  private GameState state;
  /** The viewer's side, {@code null} for a spectator. */
  private String mine;
  private boolean flipped;
  /** The viewer turned the board round (the flip button). */
  private boolean turned;
  private List<int[]> lastSquares = List.of();
  private int[] check;
  private List<GameState.LegalMove> picked = List.of();
  private int[] pickedSquare;
  private String pickedDrop;
  private Point dragPoint;
  private final List<Runnable> pickListeners = new ArrayList<>();

  BoardPanel(Consumer<GameState.LegalMove> sendMove) {
    this.sendMove = sendMove;
    setName("board");
    setPreferredSize(new Dimension(560, 560));
    setOpaque(true);
    MouseAdapter mouse = new Mouse();
    addMouseListener(mouse);
    addMouseMotionListener(mouse);
  }

  /** Draws a new state; {@code mine} is the viewer's side (null to watch), shown at the bottom. */
  void show(GameState state, String mine) {
    lastSquares = LastMove.squares(this.state, state);
    check = LastMove.kingInCheck(state);
    this.state = state;
    this.mine = mine;
    this.flipped = "black".equals(mine) != turned;
    clearPick();
  }

  /** Turns the board round: the other side is drawn at the bottom, until turned back. */
  void flip() {
    turned = !turned;
    flipped = !flipped;
    clearPick();
  }

  /** The side drawn at the bottom. */
  String bottomSide() {
    return flipped ? "black" : "white";
  }

  /** The last move's squares as marked, {@code [row, column]} each. */
  List<int[]> lastSquares() {
    return lastSquares;
  }

  /** The square of the king marked in check, or null. */
  int[] check() {
    return check;
  }

  GameState state() {
    return state;
  }

  /** The viewer's side, or null for a spectator. */
  String mine() {
    return mine;
  }

  boolean flipped() {
    return flipped;
  }

  /** Told when the pick changes (the hands redraw their highlight). */
  void onPick(Runnable listener) {
    pickListeners.add(listener);
  }

  /** Whether the viewer may move now. */
  boolean myTurn() {
    return state != null && mine != null && state.status().equals("ongoing")
        && state.sideToMove().equals(mine) && !state.legalMoves().isEmpty();
  }

  /** Picks a piece in hand; its drops light up. */
  void pickDrop(String kind) {
    if (!myTurn()) {
      return;
    }
    List<GameState.LegalMove> drops = MovePicker.drops(state, kind);
    if (!drops.isEmpty()) {
      picked = drops;
      pickedSquare = null;
      pickedDrop = kind;
      changed();
    }
  }

  String pickedDrop() {
    return pickedDrop;
  }

  /** A drag from the hand ended here (board coordinates): the drop is sent if it is legal there. */
  void releasedAt(Point point) {
    int[] square = squareAt(point);
    if (square != null && !picked.isEmpty()) {
      target(square);
    }
  }

  /** The centre of a square on screen, for tests and drags. */
  Point centre(int row, int column) {
    Rectangle cell = cell(row, column);
    return new Point(cell.x + cell.width / 2, cell.y + cell.height / 2);
  }

  /** The side of a square in pixels: as large as the panel allows, squares kept square. */
  int squareSize() {
    if (state == null) {
      return 0;
    }
    int columns = state.board().columns();
    int rows = state.board().rows();
    return Math.max(8, Math.min((getWidth() - 2 * MARGIN) / columns, (getHeight() - 2 * MARGIN) / rows));
  }

  private Point origin() {
    int size = squareSize();
    int width = size * state.board().columns();
    int height = size * state.board().rows();
    return new Point((getWidth() - width) / 2, (getHeight() - height) / 2);
  }

  /** The screen rectangle of a board square. */
  Rectangle cell(int row, int column) {
    int size = squareSize();
    Point origin = origin();
    int screenColumn = flipped ? state.board().columns() - 1 - column : column;
    int screenRow = flipped ? row : state.board().rows() - 1 - row;
    return new Rectangle(origin.x + screenColumn * size, origin.y + screenRow * size, size, size);
  }

  /** The board square under a point, or null. */
  int[] squareAt(Point point) {
    if (state == null) {
      return null;
    }
    int size = squareSize();
    Point origin = origin();
    int screenColumn = Math.floorDiv(point.x - origin.x, size);
    int screenRow = Math.floorDiv(point.y - origin.y, size);
    int columns = state.board().columns();
    int rows = state.board().rows();
    if (screenColumn < 0 || screenColumn >= columns || screenRow < 0 || screenRow >= rows) {
      return null;
    }
    int column = flipped ? columns - 1 - screenColumn : screenColumn;
    int row = flipped ? screenRow : rows - 1 - screenRow;
    return new int[] {row, column};
  }

  @Override
  protected void paintComponent(Graphics graphics) {
    super.paintComponent(graphics);
    if (state == null) {
      return;
    }
    Graphics2D g = (Graphics2D) graphics.create();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    GameState.Board board = state.board();
    boolean shogi = state.variant().equals("minishogi");
    int size = squareSize();
    for (int row = 0; row < board.rows(); row++) {
      for (int column = 0; column < board.columns(); column++) {
        Rectangle cell = cell(row, column);
        g.setColor(shogi ? SHOGI : (row + column) % 2 == 0 ? DARK : LIGHT);
        g.fill(cell);
        if (shogi) {
          g.setColor(new Color(0x5A3E1B));
          g.draw(cell);
        }
        if (marked(lastSquares, row, column)) {
          g.setColor(LAST);
          g.fill(cell);
        }
        if (check != null && check[0] == row && check[1] == column) {
          g.setPaint(new java.awt.RadialGradientPaint(
              new Point(cell.x + size / 2, cell.y + size / 2), size * 0.6f,
              new float[] {0f, 1f}, new Color[] {CHECK, new Color(0xE5, 0x39, 0x35, 0)}));
          g.fill(cell);
        }
        if (pickedSquare != null && pickedSquare[0] == row && pickedSquare[1] == column) {
          g.setColor(PICKED);
          g.fill(cell);
        }
        GameState.Piece piece = board.cells().get(row).get(column);
        boolean dragged = dragPoint != null && pickedSquare != null
            && pickedSquare[0] == row && pickedSquare[1] == column;
        if (piece != null && !dragged) {
          PieceArt.draw(g, piece, state.variant(), cell.x, cell.y, size, upsideDown(piece));
        }
      }
    }
    paintTargets(g, size);
    paintLabels(g, size);
    if (dragPoint != null && pickedSquare != null) {
      GameState.Piece piece = board.cells().get(pickedSquare[0]).get(pickedSquare[1]);
      if (piece != null) {
        PieceArt.draw(g, piece, state.variant(), dragPoint.x - size / 2, dragPoint.y - size / 2, size,
            upsideDown(piece));
      }
    }
    g.dispose();
  }

  private static boolean marked(List<int[]> squares, int row, int column) {
    for (int[] square : squares) {
      if (square[0] == row && square[1] == column) {
        return true;
      }
    }
    return false;
  }

  private void paintTargets(Graphics2D g, int size) {
    g.setColor(TARGET);
    Graphics2D faded = (Graphics2D) g.create();
    faded.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.75f));
    faded.setColor(TARGET);
    for (GameState.LegalMove move : picked) {
      Rectangle cell = cell(move.to()[0], move.to()[1]);
      if (state.board().cells().get(move.to()[0]).get(move.to()[1]) == null) {
        int dot = size / 3;
        faded.fillOval(cell.x + (size - dot) / 2, cell.y + (size - dot) / 2, dot, dot);
      } else {
        faded.setStroke(new java.awt.BasicStroke(Math.max(2f, size / 12f)));
        faded.drawRect(cell.x + size / 24, cell.y + size / 24, size - size / 12, size - size / 12);
      }
    }
    faded.dispose();
  }

  private void paintLabels(Graphics2D g, int size) {
    boolean digits = state.variant().equals("minishogi");
    Point origin = origin();
    int bottom = origin.y + size * state.board().rows();
    g.setColor(getForeground());
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, Math.min(14, size / 5))));
    java.awt.FontMetrics metrics = g.getFontMetrics();
    for (int column = 0; column < state.board().columns(); column++) {
      Rectangle cell = cell(0, column);
      String label = digits ? Integer.toString(column + 1) : String.valueOf((char) ('a' + column));
      g.drawString(label, cell.x + (size - metrics.stringWidth(label)) / 2, bottom + metrics.getAscent() + 2);
    }
    for (int row = 0; row < state.board().rows(); row++) {
      Rectangle cell = cell(row, 0);
      String label = Integer.toString(row + 1);
      g.drawString(label, origin.x - metrics.stringWidth(label) - 4,
          cell.y + (size + metrics.getAscent()) / 2 - 2);
    }
  }

  /** A minishogi tile points at its opponent: the viewer's pieces up, the others down. */
  private boolean upsideDown(GameState.Piece piece) {
    String bottom = flipped ? "black" : "white";
    return !piece.color().equals(bottom);
  }

  private void pressed(Point point) {
    int[] square = squareAt(point);
    if (square == null || !myTurn()) {
      return;
    }
    if (!picked.isEmpty() && !MovePicker.to(picked, square[0], square[1]).isEmpty()) {
      target(square); // the second click of click-click
      return;
    }
    List<GameState.LegalMove> moves = MovePicker.from(state, square[0], square[1]);
    if (moves.isEmpty()) {
      clearPick();
      return;
    }
    picked = moves;
    pickedSquare = square;
    pickedDrop = null;
    changed();
  }

  private void target(int[] square) {
    List<GameState.LegalMove> moves = MovePicker.to(picked, square[0], square[1]);
    if (moves.isEmpty()) {
      return;
    }
    GameState.LegalMove move = moves.size() == 1 ? moves.get(0) : choose(moves);
    clearPick();
    if (move != null) {
      sendMove.accept(move);
    }
  }

  /** Several moves share the squares (a promotion choice, draughts paths): ask which. */
  private GameState.LegalMove choose(List<GameState.LegalMove> moves) {
    String[] names = moves.stream().map(GameState.LegalMove::move).toArray(String[]::new);
    Object chosen = JOptionPane.showInputDialog(this, w("swing.x_which_move"), w("swing.x_choose_move"),
        JOptionPane.QUESTION_MESSAGE, null, names, names[0]);
    for (GameState.LegalMove move : moves) {
      if (move.move().equals(chosen)) {
        return move;
      }
    }
    return null;
  }

  private void clearPick() {
    picked = List.of();
    pickedSquare = null;
    pickedDrop = null;
    dragPoint = null;
    changed();
  }

  private void changed() {
    repaint();
    pickListeners.forEach(Runnable::run);
  }

  /** Click-click and drag-and-drop on the board. */
  private final class Mouse extends MouseAdapter {
    private int[] pressedOn;

    @Override
    public void mousePressed(MouseEvent e) {
      pressedOn = squareAt(e.getPoint());
      pressed(e.getPoint());
    }

    @Override
    public void mouseDragged(MouseEvent e) {
      if (pickedSquare != null) {
        dragPoint = e.getPoint();
        repaint();
      }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
      boolean dragging = dragPoint != null;
      dragPoint = null;
      int[] square = squareAt(e.getPoint());
      if (dragging && square != null && pressedOn != null
          && (square[0] != pressedOn[0] || square[1] != pressedOn[1])) {
        target(square); // a drag onto a target
      }
      repaint();
    }
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
