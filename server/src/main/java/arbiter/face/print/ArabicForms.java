package arbiter.face.print;

/**
 * Gives Persian and Arabic letters the form their neighbours ask for (isolated, final, initial,
 * medial; lam with alef as one ligature), as the presentation forms of Unicode: a PDF font is
 * drawn glyph by glyph, and only these forms join. The letters of Persian (پ چ ژ ک گ ی) are
 * covered as well as Arabic's. A table over the Arabic block; why it is hand-written: ICU's
 * shaping leaves the Persian yeh (U+06CC) unjoined, and the table is all the shaping needs.
 */
final class ArabicForms {

  /** Each letter's isolated presentation form; negative: joins on its right side only. */
  private static final int[] FORMS = new int[0x0700 - 0x0600];
  private static final char LAM = '\u0644';
  private static final char TATWEEL = '\u0640';

  static {
    dual("\u0626", 0xFE89);
    right("\u0622\u0623\u0624\u0625", 0xFE81, 2);
    right("\u0627", 0xFE8D, 0);
    dual("\u0628", 0xFE8F);
    right("\u0629", 0xFE93, 0);
    dualRun("\u062A\u062B\u062C\u062D\u062E", 0xFE95);
    right("\u062F\u0630\u0631\u0632", 0xFEA9, 2);
    dualRun("\u0633\u0634\u0635\u0636\u0637\u0638\u0639\u063A", 0xFEB1);
    dualRun("\u0641\u0642\u0643\u0644\u0645\u0646\u0647", 0xFED1);
    right("\u0648", 0xFEED, 0);
    right("\u0649", 0xFEEF, 0);
    dual("\u064A", 0xFEF1);
    dual("\u067E", 0xFB56);
    dual("\u0686", 0xFB7A);
    right("\u0698", 0xFB8A, 0);
    dual("\u06A9", 0xFB8E);
    dual("\u06AF", 0xFB92);
    dual("\u06CC", 0xFBFC);
    right("\u06C0", 0xFBA4, 0);
  }

  private ArabicForms() {}

  private static void dual(String letter, int isolated) {
    FORMS[letter.charAt(0) - 0x0600] = isolated;
  }

  /** Dual-joining letters whose four forms follow one another in the table. */
  private static void dualRun(String letters, int first) {
    for (int i = 0; i < letters.length(); i++) {
      dual(letters.substring(i, i + 1), first + 4 * i);
    }
  }

  /** Right-joining letters (two forms each) at {@code first}, {@code step} apart. */
  private static void right(String letters, int first, int step) {
    for (int i = 0; i < letters.length(); i++) {
      FORMS[letters.charAt(i) - 0x0600] = -(first + step * i);
    }
  }

  /** {@code logical} with every Arabic-script letter in its joined form, still in logical order. */
  static String shape(String logical) {
    StringBuilder shaped = new StringBuilder(logical.length());
    for (int i = 0; i < logical.length(); i++) {
      char c = logical.charAt(i);
      int form = form(c);
      if (form == 0) {
        shaped.append(c);
        continue;
      }
      boolean joinsBefore = joinsBefore(logical, i);
      int next = next(logical, i);
      if (c == LAM && next >= 0 && isAlef(logical.charAt(next))) {
        shaped.append((char) (lamAlef(logical.charAt(next)) + (joinsBefore ? 1 : 0)));
        shaped.append(logical, i + 1, next); // marks between them stay
        i = next;
        continue;
      }
      boolean dual = form > 0;
      boolean joinsAfter = dual && next >= 0 && (form(logical.charAt(next)) != 0
          || logical.charAt(next) == TATWEEL);
      int base = Math.abs(form);
      shaped.append((char) (base + (joinsBefore && joinsAfter ? 3 : joinsAfter ? 2
          : joinsBefore ? 1 : 0)));
    }
    return shaped.toString();
  }

  private static int form(char c) {
    return c >= 0x0600 && c < 0x0700 ? FORMS[c - 0x0600] : 0;
  }

  /** Whether the nearest letter before {@code i}, past the marks, joins the one after it. */
  private static boolean joinsBefore(String text, int i) {
    int j = i - 1;
    while (j >= 0 && transparent(text.charAt(j))) {
      j--;
    }
    return j >= 0 && (form(text.charAt(j)) > 0 || text.charAt(j) == TATWEEL);
  }

  /** The index of the nearest letter after {@code i} past the marks; -1 when none. */
  private static int next(String text, int i) {
    int j = i + 1;
    while (j < text.length() && transparent(text.charAt(j))) {
      j++;
    }
    return j < text.length() ? j : -1;
  }

  /** The marks (vowels, shadda) that sit on a letter without breaking its joins. */
  private static boolean transparent(char c) {
    return c >= 0x064B && c <= 0x065F || c == 0x0670;
  }

  private static boolean isAlef(char c) {
    return c == '\u0627' || c == '\u0622' || c == '\u0623' || c == '\u0625';
  }

  /** The isolated ligature of lam with this alef; its final form is the next code. */
  private static int lamAlef(char alef) {
    return switch (alef) {
      case '\u0622' -> 0xFEF5;
      case '\u0623' -> 0xFEF7;
      case '\u0625' -> 0xFEF9;
      default -> 0xFEFB;
    };
  }
}
