package arbiter.face.print;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.BitSet;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The one typeface the printouts use, DejaVu Sans (bundled with its licence under
 * {@code print/fonts/}): Latin, Cyrillic, Greek and the Persian and Arabic letters. Its bytes and
 * the characters it covers are read once; each document embeds the subset it uses.
 */
final class PrintFont {

  private static final String RESOURCE = "print/fonts/DejaVuSans.ttf";
  private static final byte[] BYTES = read();
  /** The characters of the Basic Multilingual Plane the font has a glyph for. */
  private static final BitSet COVERED = covered(BYTES);

  private PrintFont() {}

  /** The font embedded (as a subset) in {@code document}. */
  static PDType0Font load(PDDocument document) throws IOException {
    return PDType0Font.load(document, new ByteArrayInputStream(BYTES));
  }

  /** {@code text} with every character the font cannot draw replaced by {@code ?}. */
  static String drawable(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean ok = !Character.isSurrogate(c) && COVERED.get(c);
      if (!ok && out == null) {
        out = new StringBuilder(text.length()).append(text, 0, i);
      }
      if (out != null) {
        if (ok) {
          out.append(c);
        } else if (!Character.isLowSurrogate(c)) {
          out.append('?');
        }
      }
    }
    return out == null ? text : out.toString();
  }

  private static byte[] read() {
    try (InputStream in = PrintFont.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the resources");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
  }

  private static BitSet covered(byte[] bytes) {
    try (TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(bytes))) {
      CmapLookup cmap = font.getUnicodeCmapLookup();
      BitSet covered = new BitSet(Character.MAX_VALUE + 1);
      for (int c = 0; c <= Character.MAX_VALUE; c++) {
        if (cmap.getGlyphId(c) != 0) {
          covered.set(c);
        }
      }
      return covered;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
  }
}
