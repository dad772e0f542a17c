package arbiter.client.console;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * Paints terminal lines with the SGR escapes the console client writes (bold, 30, 31, 97, 38;5;n,
 * 48;5;n, reset) into an image, the way a dark-themed terminal shows them.
 */
final class AnsiPicture {

  private static final Color BACKGROUND = new Color(0x1E1E1E);
  private static final Color FOREGROUND = new Color(0xD4D4D4);

  private AnsiPicture() {}

  static BufferedImage of(List<String> lines, int columns) {
    Font font = new Font(Font.MONOSPACED, Font.PLAIN, 16);
    BufferedImage probe = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
    FontMetrics metrics = probe.createGraphics().getFontMetrics(font);
    int cellWidth = metrics.charWidth('M');
    int cellHeight = metrics.getHeight();
    BufferedImage image = new BufferedImage(cellWidth * columns + 20, cellHeight * lines.size() + 20,
        BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(BACKGROUND);
    g.fillRect(0, 0, image.getWidth(), image.getHeight());
    for (int row = 0; row < lines.size(); row++) {
      Color fg = FOREGROUND;
      Color bg = null;
      boolean bold = false;
      int x = 10;
      int y = 10 + row * cellHeight;
      String line = lines.get(row);
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '\u001b' && i + 1 < line.length() && line.charAt(i + 1) == '[') {
          int end = line.indexOf('m', i);
          String[] codes = line.substring(i + 2, end).split(";");
          for (int k = 0; k < codes.length; k++) {
            switch (codes[k]) {
              case "0", "" -> {
                fg = FOREGROUND;
                bg = null;
                bold = false;
              }
              case "1" -> bold = true;
              case "30" -> fg = Color.BLACK;
              case "31" -> fg = new Color(0xF14C4C);
              case "97" -> fg = Color.WHITE;
              case "38", "48" -> {
                Color colour = xterm(Integer.parseInt(codes[k + 2]));
                if (codes[k].equals("38")) {
                  fg = colour;
                } else {
                  bg = colour;
                }
                k += 2;
              }
              default -> { }
            }
          }
          i = end;
          continue;
        }
        if (bg != null) {
          g.setColor(bg);
          g.fillRect(x, y, cellWidth, cellHeight);
        }
        g.setColor(fg);
        g.setFont(bold ? font.deriveFont(Font.BOLD) : font);
        g.drawString(String.valueOf(c), x, y + metrics.getAscent());
        x += cellWidth;
      }
    }
    g.dispose();
    return image;
  }

  /** The xterm 256-colour palette (cube and greys; the 16 system colours approximated). */
  private static Color xterm(int n) {
    if (n >= 232) {
      int level = 8 + 10 * (n - 232);
      return new Color(level, level, level);
    }
    if (n >= 16) {
      int i = n - 16;
      return new Color(level(i / 36), level(i / 6 % 6), level(i % 6));
    }
    return n == 0 ? Color.BLACK : Color.WHITE;
  }

  private static int level(int step) {
    return step == 0 ? 0 : 55 + 40 * step;
  }
}
