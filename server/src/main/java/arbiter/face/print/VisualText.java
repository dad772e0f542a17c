package arbiter.face.print;

import java.text.Bidi;

/**
 * A line as a PDF must draw it: a PDF places glyphs left to right and shapes nothing, so Persian
 * and Arabic letters are first given their joined forms ({@link ArabicForms}) and every
 * right-to-left run is then reversed into visual order ({@link Bidi}). Text readers (Poppler's
 * {@code pdftotext}) turn the forms back into letters in reading order. Latin and Cyrillic lines
 * come back unchanged.
 */
final class VisualText {

  private VisualText() {}

  /** The glyphs of {@code logical} in the order they are drawn. */
  static String of(String logical) {
    char[] chars = logical.toCharArray();
    if (!Bidi.requiresBidi(chars, 0, chars.length)) {
      return logical;
    }
    String shaped = stripFormatting(ArabicForms.shape(logical));
    Bidi bidi = new Bidi(shaped, Bidi.DIRECTION_DEFAULT_LEFT_TO_RIGHT);
    int count = bidi.getRunCount();
    byte[] levels = new byte[count];
    Integer[] runs = new Integer[count];
    for (int i = 0; i < count; i++) {
      levels[i] = (byte) bidi.getRunLevel(i);
      runs[i] = i;
    }
    Bidi.reorderVisually(levels, 0, runs, 0, count);
    StringBuilder visual = new StringBuilder(shaped.length());
    for (Integer run : runs) {
      String text = shaped.substring(bidi.getRunStart(run), bidi.getRunLimit(run));
      visual.append(bidi.getRunLevel(run) % 2 == 0 ? text : mirrored(text));
    }
    return visual.toString();
  }

  /** Drops the joiners and direction marks: they did their work in the shaping and the order. */
  private static String stripFormatting(String text) {
    StringBuilder kept = new StringBuilder(text.length());
    text.codePoints().filter(c -> Character.getType(c) != Character.FORMAT)
        .forEach(kept::appendCodePoint);
    return kept.toString();
  }

  /** A right-to-left run backwards, brackets turned to face the other way. */
  private static String mirrored(String run) {
    StringBuilder reversed = new StringBuilder(run.length());
    for (int i = run.length() - 1; i >= 0; i--) {
      char c = run.charAt(i);
      reversed.append(switch (c) {
        case '(' -> ')';
        case ')' -> '(';
        case '[' -> ']';
        case ']' -> '[';
        case '<' -> '>';
        case '>' -> '<';
        default -> c;
      });
    }
    return reversed.toString();
  }
}
