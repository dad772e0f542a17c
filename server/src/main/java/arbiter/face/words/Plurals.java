package arbiter.face.words;

/**
 * Which of a sentence's plural words a number takes ({@code {0|ход|хода|ходов}}), by CLDR's
 * cardinal rules for whole numbers: Russian has three forms (1, 21 ход; 2, 3, 4, 22 хода; 5, 11,
 * 12, 0 ходов), the other shipped languages two (one for 1, the other for the rest). A sentence
 * that gives fewer forms than its language has gets its last one.
 */
final class Plurals {

  private Plurals() {}

  /** The index of the form among {@code count} forms that {@code argument} takes. */
  static int form(String language, Object argument, int count) {
    long n = Math.abs(number(argument));
    int form = switch (language) {
      case "ru", "uk", "be" -> n % 10 == 1 && n % 100 != 11 ? 0
          : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2;
      default -> n == 1 ? 0 : 1;
    };
    return Math.min(form, count - 1);
  }

  /** A whole number as given, or written in any decimal digits; 5 (the many form) when it is none. */
  private static long number(Object argument) {
    if (argument instanceof Number number) {
      return number.longValue();
    }
    String text = String.valueOf(argument);
    long n = 0;
    for (int i = 0; i < text.length(); i++) {
      int digit = Character.digit(text.charAt(i), 10);
      if (digit < 0 || i > 17) {
        return 5;
      }
      n = n * 10 + digit;
    }
    return text.isEmpty() ? 5 : n;
  }
}
