package arbiter.face.text;

/**
 * What a telnet user meant by a line. Clients in character mode (Windows telnet, PuTTY) send each
 * key as it is pressed, so a correction arrives as a backspace (BS or DEL) inside the line.
 */
public final class TypedLine {

  private static final char BS = '\b';
  private static final char DEL = '\u007f';

  private TypedLine() {}

  /** The line with each backspace applied: it removes itself and the character before it. */
  public static String edited(String line) {
    if (line.indexOf(BS) < 0 && line.indexOf(DEL) < 0) {
      return line;
    }
    StringBuilder kept = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != BS && c != DEL) {
        kept.append(c);
        continue;
      }
      int end = kept.length();
      if (end > 0) {
        // one character, even if it is a surrogate pair
        kept.setLength(end >= 2 && Character.isSurrogatePair(kept.charAt(end - 2), kept.charAt(end - 1))
            ? end - 2 : end - 1);
      }
    }
    return kept.toString();
  }
}
