package arbiter.rules.pawns;

/** Square numbers ({@code rank * 8 + file}, a1 = 0) and square sets as 64-bit words. */
final class Squares {

  static final long FILE_A = 0x0101010101010101L;
  static final long FILE_H = FILE_A << 7;
  static final long RANK_1 = 0xFFL;
  static final long RANK_3 = RANK_1 << 16;
  static final long RANK_6 = RANK_1 << 40;
  static final long RANK_8 = RANK_1 << 56;

  private Squares() {}

  /** The name of a square, e.g. {@code e4}. */
  static String name(int sq) {
    return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >>> 3));
  }

  /** The square {@code text} names at {@code offset} ({@code e4}), or -1. */
  static int parse(String text, int offset) {
    if (text.length() < offset + 2) {
      return -1;
    }
    int file = text.charAt(offset) - 'a';
    int rank = text.charAt(offset + 1) - '1';
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
  }
}
