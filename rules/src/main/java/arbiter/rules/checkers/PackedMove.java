package arbiter.rules.checkers;

/**
 * A draughts move packed in a {@code long}: the identity of the move, which the path it took does
 * not change (SPEC 1.6: two capture paths with the same start, end and captured pieces are one move).
 *
 * <pre>
 * bits  0-4   from square (0-31, see {@link Squares})
 * bits  5-9   to square (equal to from for a capture that comes back to its start)
 * bit   10    a man is crowned by this move
 * bits 32-63  bitboard of the captured pieces (0 for a simple move)
 * </pre>
 */
final class PackedMove {

  private static final long CROWNS = 1L << 10;

  private PackedMove() {}

  static long of(int from, int to, boolean crowns, int captured) {
    return from | (to << 5) | (crowns ? CROWNS : 0) | ((long) captured << 32);
  }

  static int from(long move) {
    return (int) move & 31;
  }

  static int to(long move) {
    return (int) (move >>> 5) & 31;
  }

  static boolean crowns(long move) {
    return (move & CROWNS) != 0;
  }

  static int captured(long move) {
    return (int) (move >>> 32);
  }

  static boolean isCapture(long move) {
    return captured(move) != 0;
  }
}
