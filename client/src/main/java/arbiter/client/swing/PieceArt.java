package arbiter.client.swing;

import arbiter.protocol.GameState;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.GraphicsEnvironment;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.Shape;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;

/**
 * Draws pieces into a square: chess glyphs for the chess family, discs for draughts, wedge-shaped
 * tiles with a letter for minishogi (pointing at the opponent). Knows variants only by their ids.
 */
final class PieceArt {

  static final Color WHITE_FILL = new Color(0xF8F4E8);
  static final Color BLACK_FILL = new Color(0x202020);
  private static final Color TILE = new Color(0xF2D49B);
  private static final Color PROMOTED = new Color(0xC0161B);
  private static final Font GLYPHS = glyphFont();

  private PieceArt() {}

  /**
   * Draws a piece centred in a square of {@code size} at {@code x}, {@code y}.
   *
   * @param upsideDown draw a minishogi tile pointing down (the opponent of the viewer)
   */
  static void draw(Graphics2D g, GameState.Piece piece, String variant, int x, int y, int size,
      boolean upsideDown) {
    switch (variant) {
      case "minishogi" -> tile(g, piece, x, y, size, upsideDown);
      case "checkers" -> disc(g, piece, x, y, size);
      default -> chess(g, piece, x, y, size);
    }
  }

  private static void chess(Graphics2D g, GameState.Piece piece, int x, int y, int size) {
    int index = "KQRBNP".indexOf(piece.kind());
    boolean white = piece.color().equals("white");
    if (index < 0 || GLYPHS == null) {
      lettered(g, piece, x, y, size);
      return;
    }
    // a white piece: its silhouette in white under the outlined glyph; a black piece: the filled
    // glyph with a light rim, so that both read well on either square colour
    Font font = GLYPHS.deriveFont(size * 0.8f);
    GlyphVector filled = font.createGlyphVector(g.getFontRenderContext(), String.valueOf((char) (0x265A + index)));
    java.awt.geom.Rectangle2D bounds = filled.getVisualBounds();
    float dx = (float) (x + (size - bounds.getWidth()) / 2 - bounds.getX());
    float dy = (float) (y + (size - bounds.getHeight()) / 2 - bounds.getY());
    Shape silhouette = solid(filled.getOutline(dx, dy));
    g.setStroke(new BasicStroke(Math.max(1f, size / 40f)));
    if (white) {
      g.setColor(WHITE_FILL);
      g.fill(silhouette);
      g.setColor(BLACK_FILL);
      g.fill(font.createGlyphVector(g.getFontRenderContext(), String.valueOf((char) (0x2654 + index)))
          .getOutline(dx, dy));
      g.draw(silhouette);
    } else {
      g.setColor(new Color(0x9A9A9A));
      g.draw(silhouette);
      g.setColor(BLACK_FILL);
      g.fill(filled.getOutline(dx, dy));
    }
  }

  /**
   * The glyph with its inner contours filled too: the king and queen glyphs wind their details as
   * holes, which would leave those pieces hollow (a black king that looks white).
   */
  private static Shape solid(Shape glyph) {
    Area whole = new Area();
    Path2D.Double contour = new Path2D.Double(Path2D.WIND_NON_ZERO);
    double[] point = new double[6];
    for (PathIterator it = glyph.getPathIterator(null); !it.isDone(); it.next()) {
      switch (it.currentSegment(point)) {
        case PathIterator.SEG_MOVETO -> {
          whole.add(new Area(contour));
          contour = new Path2D.Double(Path2D.WIND_NON_ZERO);
          contour.moveTo(point[0], point[1]);
        }
        case PathIterator.SEG_LINETO -> contour.lineTo(point[0], point[1]);
        case PathIterator.SEG_QUADTO -> contour.quadTo(point[0], point[1], point[2], point[3]);
        case PathIterator.SEG_CUBICTO ->
            contour.curveTo(point[0], point[1], point[2], point[3], point[4], point[5]);
        default -> contour.closePath();
      }
    }
    whole.add(new Area(contour));
    return whole;
  }

  private static void disc(Graphics2D g, GameState.Piece piece, int x, int y, int size) {
    boolean white = piece.color().equals("white");
    int margin = size / 8;
    Ellipse2D disc = new Ellipse2D.Double(x + margin, y + margin, size - 2 * margin, size - 2 * margin);
    g.setColor(white ? WHITE_FILL : BLACK_FILL);
    g.fill(disc);
    g.setColor(white ? BLACK_FILL : new Color(0x9A9A9A));
    g.setStroke(new BasicStroke(Math.max(1f, size / 30f)));
    g.draw(disc);
    int inner = size / 4;
    g.draw(new Ellipse2D.Double(x + inner, y + inner, size - 2 * inner, size - 2 * inner));
    if (piece.kind().equals("K")) {
      g.setColor(new Color(0xD4A017));
      centredText(g, "K", x, y, size, size / 2.5f, Font.BOLD); // a king is crowned
    }
  }

  private static void tile(Graphics2D g, GameState.Piece piece, int x, int y, int size,
      boolean upsideDown) {
    AffineTransform saved = g.getTransform();
    if (upsideDown) {
      g.rotate(Math.PI, x + size / 2.0, y + size / 2.0);
    }
    int m = size / 10;
    int w = size - 2 * m;
    Polygon wedge = new Polygon(
        new int[] {x + size / 2, x + m + w * 4 / 5, x + m + w, x + m, x + m + w / 5},
        new int[] {y + m, y + m + w / 5, y + m + w, y + m + w, y + m + w / 5}, 5);
    g.setColor(TILE);
    g.fill(wedge);
    g.setColor(new Color(0x5A3E1B));
    g.setStroke(new BasicStroke(Math.max(1f, size / 40f)));
    g.draw(wedge);
    g.setColor(piece.promoted() ? PROMOTED : BLACK_FILL);
    centredText(g, piece.kind(), x, y + size / 12, size, size / 2.4f, Font.BOLD);
    g.setTransform(saved);
  }

  /** A piece of a kind without a glyph: its letter in a disc. */
  private static void lettered(Graphics2D g, GameState.Piece piece, int x, int y, int size) {
    disc(g, new GameState.Piece("M", piece.color(), false), x, y, size);
    g.setColor(piece.color().equals("white") ? BLACK_FILL : WHITE_FILL);
    centredText(g, piece.kind(), x, y, size, size / 2.5f, Font.BOLD);
  }

  static void centredText(Graphics2D g, String text, int x, int y, int size, float points, int style) {
    g.setFont(new Font(Font.SANS_SERIF, style, Math.round(points)));
    FontMetrics metrics = g.getFontMetrics();
    int tx = x + (size - metrics.stringWidth(text)) / 2;
    int ty = y + (size - metrics.getHeight()) / 2 + metrics.getAscent();
    g.drawString(text, tx, ty);
  }

  /** A font with the chess glyphs, if the system has one. */
  private static Font glyphFont() {
    for (String name : new String[] {"DejaVu Sans", "Segoe UI Symbol", "Arial Unicode MS", Font.SANS_SERIF}) {
      Font font = new Font(name, Font.PLAIN, 40);
      if (font.canDisplay('\u265A') && font.canDisplay('\u265F')) {
        return font;
      }
    }
    for (Font font : GraphicsEnvironment.getLocalGraphicsEnvironment().getAllFonts()) {
      if (font.canDisplay('\u265A') && font.canDisplay('\u265F')) {
        return font.deriveFont(40f);
      }
    }
    return null;
  }
}
