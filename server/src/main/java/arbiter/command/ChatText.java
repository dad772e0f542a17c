package arbiter.command;

/** Which chat text may be passed on to other players' terminals and clients. */
public final class ChatText {

  private ChatText() {}

  /**
   * Whether the text holds a character a terminal acts on instead of showing: C0 controls (ESC
   * starts title and cursor codes, a bare CR lets a line overwrite itself), DEL, C1 controls, and
   * the bidi embeddings, overrides and isolates that reorder what follows them on the line.
   */
  public static boolean hasControl(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (isControl(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isControl(char c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069);
  }
}
