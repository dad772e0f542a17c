package arbiter.face.print;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * Writes text on a PDF page in the printouts' font: each line shaped into visual order
 * ({@link VisualText}), characters the font lacks drawn as {@code ?}, drawn smaller where it
 * would overrun its box (down to {@link #SMALLEST} of its size), and cut with an ellipsis only
 * where even that overruns.
 */
final class PdfPen {

  /**
   * How far a text is made smaller to fit its box before it is cut: a user name of 32 lower-case
   * letters fits every list's name column at this size (32 W's do not); cut, names that differ only at their end were
   * printed alike ("konstantin_konstantino…", found by probe-local).
   */
  static final float SMALLEST = 0.6f;

  private final PDType0Font font;

  PdfPen(PDType0Font font) {
    this.font = font;
  }

  /** How wide {@code logical} is drawn at {@code size}, in points. */
  float width(String logical, float size) throws IOException {
    return measure(glyphs(logical), size);
  }

  /**
   * Draws {@code logical} with its baseline at {@code y} in the box from {@code x}, {@code width}
   * wide: at its start, or at its end when {@code toEnd}.
   */
  void text(PDPageContentStream page, String logical, float x, float y, float width, float size,
      boolean toEnd) throws IOException {
    if (logical.isEmpty()) {
      return;
    }
    String whole = glyphs(logical);
    float fitting = fittingSize(whole, width, size);
    String glyphs = fit(whole, width, fitting);
    draw(page, glyphs, toEnd ? x + width - measure(glyphs, fitting) : x, y, fitting);
  }

  /** Draws {@code logical} centred on {@code centre}, cut to {@code width}. */
  void centred(PDPageContentStream page, String logical, float centre, float y, float width,
      float size) throws IOException {
    String whole = glyphs(logical);
    float fitting = fittingSize(whole, width, size);
    String glyphs = fit(whole, width, fitting);
    draw(page, glyphs, centre - measure(glyphs, fitting) / 2, y, fitting);
  }

  private void draw(PDPageContentStream page, String glyphs, float x, float y, float size)
      throws IOException {
    page.beginText();
    page.setFont(font, size);
    page.newLineAtOffset(x, y);
    page.showText(glyphs);
    page.endText();
  }

  private static String glyphs(String logical) {
    return PrintFont.drawable(VisualText.of(logical));
  }

  private float measure(String glyphs, float size) throws IOException {
    return font.getStringWidth(glyphs) / 1000f * size;
  }

  /** The size the glyphs fit {@code width} at, from {@code size} down to its smallest. */
  private float fittingSize(String glyphs, float width, float size) throws IOException {
    float wide = measure(glyphs, size);
    // a hair under the exact ratio, so that rounding never makes the fitted text cut
    return wide <= width ? size : Math.max(size * SMALLEST, size * width / wide * 0.999f);
  }

  /** The glyphs cut short, an ellipsis last, so they fit {@code width}. */
  private String fit(String glyphs, float width, float size) throws IOException {
    if (measure(glyphs, size) <= width) {
      return glyphs;
    }
    int end = glyphs.length();
    while (end > 0 && measure(glyphs.substring(0, end) + "…", size) > width) {
      end--;
    }
    return glyphs.substring(0, end) + "…";
  }
}
