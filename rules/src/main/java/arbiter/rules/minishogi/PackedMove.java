package arbiter.rules.minishogi;

/**
 * A minishogi move packed in an {@code int}, the engine's internal move form.
 *
 * <pre>
 *  bits  0-4   to square (row * 5 + column)
 *  bits  5-9   from square, or {@link #DROP} for a drop from the hand
 *  bits 10-13  the moving piece's type as it stands before the move ({@link Board#PAWN} ..)
 *  bit  14     the move promotes the piece
 *  bit  15     the mover is black
 * </pre>
 *
 * The captured piece is read from the board, so a move is the same whatever it takes.
 */
final class PackedMove {

  /** The from-field of a drop. */
  static final int DROP = 31;

  private static final int PROMOTES = 1 << 14;

  private PackedMove() {}

  static int board(int side, int type, int from, int to, boolean promotes) {
    return to | from << 5 | type << 10 | (promotes ? PROMOTES : 0) | side << 15;
  }

  static int drop(int side, int type, int to) {
    return to | DROP << 5 | type << 10 | side << 15;
  }

  static int to(int move) {
    return move & 31;
  }

  static int from(int move) {
    return (move >>> 5) & 31;
  }

  static boolean isDrop(int move) {
    return from(move) == DROP;
  }

  static int type(int move) {
    return (move >>> 10) & 15;
  }

  static boolean promotes(int move) {
    return (move & PROMOTES) != 0;
  }

  static int side(int move) {
    return move >>> 15;
  }
}
