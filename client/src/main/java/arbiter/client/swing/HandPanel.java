package arbiter.client.swing;

import arbiter.client.words.ClientWords;
import arbiter.protocol.GameState;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

/**
 * One side's pieces in hand (minishogi), beside the board. The owner picks one to drop it: a click
 * then a click on a lit square, or a drag onto the board.
 */
final class HandPanel extends JPanel {

  private final BoardPanel board;
  private final String side;

  HandPanel(BoardPanel board, String side) {
    this.board = board;
    this.side = side;
    setName("hand-" + side);
    setPreferredSize(new Dimension(84, 200));
    setBorder(BorderFactory.createTitledBorder(ClientWords.current().get("swing." + side))); // this side's hand
    board.onPick(this::repaint);
    MouseAdapter mouse = new MouseAdapter() {
      @Override
      public void mousePressed(MouseEvent e) {
        String kind = kindAt(e.getPoint());
        if (kind != null && side.equals(board.mine())) {
          board.pickDrop(kind);
        }
      }

      @Override
      public void mouseReleased(MouseEvent e) {
        if (!contains(e.getPoint()) && board.pickedDrop() != null) {
          board.releasedAt(SwingUtilities.convertPoint(HandPanel.this, e.getPoint(), board));
        }
      }
    };
    addMouseListener(mouse);
  }

  private List<String> pieces() {
    GameState state = board.state();
    if (state == null) {
      return List.of();
    }
    return side.equals("white") ? state.hands().white() : state.hands().black();
  }

  private int tileSize() {
    return Math.max(24, Math.min(getWidth() - 16, board.squareSize()));
  }

  /** Where the {@code index}th piece is drawn. */
  Point tileCentre(int index) {
    int size = tileSize();
    return new Point(getWidth() / 2, 24 + index * (size + 4) + size / 2);
  }

  private String kindAt(Point point) {
    List<String> pieces = pieces();
    int size = tileSize();
    int index = (point.y - 24) / (size + 4);
    return point.y >= 24 && index < pieces.size() ? pieces.get(index) : null;
  }

  @Override
  protected void paintComponent(Graphics graphics) {
    super.paintComponent(graphics);
    Graphics2D g = (Graphics2D) graphics.create();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    List<String> pieces = pieces();
    int size = tileSize();
    boolean upsideDown = !side.equals(board.flipped() ? "black" : "white");
    String picked = board.pickedDrop();
    boolean highlighted = false;
    for (int i = 0; i < pieces.size(); i++) {
      Point centre = tileCentre(i);
      int x = centre.x - size / 2;
      int y = centre.y - size / 2;
      if (!highlighted && pieces.get(i).equals(picked) && board.myTurn()
          && side.equals(board.state().sideToMove())) {
        g.setColor(new Color(0xF6E05E));
        g.fillRect(x, y, size, size);
        highlighted = true;
      }
      PieceArt.draw(g, new GameState.Piece(pieces.get(i), side, false), "minishogi", x, y, size, upsideDown);
    }
    g.dispose();
  }
}
