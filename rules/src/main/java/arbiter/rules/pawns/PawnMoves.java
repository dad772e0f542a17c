package arbiter.rules.pawns;

import static arbiter.rules.pawns.Squares.FILE_A;
import static arbiter.rules.pawns.Squares.FILE_H;
import static arbiter.rules.pawns.Squares.RANK_3;

/**
 * Pawn move generation seen from the side to move, whose pawns ({@code us}) always move up the
 * board: a black position is mirrored top to bottom ({@link Long#reverseBytes}) first, so one
 * generator serves both sides. The en-passant square is -1 or the square a double step has just
 * passed, in the same orientation.
 */
final class PawnMoves {

  /** The most moves one pawn can have: a single and a double step, two captures. */
  static final int MAX_MOVES_PER_PAWN = 4;

  private PawnMoves() {}

  /** Squares our pawns step to, one square up onto an empty square. */
  static long singleSteps(long us, long them) {
    return (us << 8) & ~(us | them);
  }

  /** Squares our pawns reach by a double step from the second rank. */
  static long doubleSteps(long singleSteps, long us, long them) {
    return ((singleSteps & RANK_3) << 8) & ~(us | them);
  }

  /** Enemy pawns taken diagonally to the left (towards file a): the pawn moves 7 squares up. */
  static long leftCaptures(long us, long them) {
    return ((us & ~FILE_A) << 7) & them;
  }

  /** Enemy pawns taken diagonally to the right (towards file h): the pawn moves 9 squares up. */
  static long rightCaptures(long us, long them) {
    return ((us & ~FILE_H) << 9) & them;
  }

  /** Our pawns that can take en passant onto {@code ep} (-1: none). */
  static long enPassantTakers(long us, int ep) {
    if (ep < 0) {
      return 0;
    }
    long target = 1L << ep;
    return us & (((target >>> 7) & ~FILE_A) | ((target >>> 9) & ~FILE_H));
  }

  /** The number of moves of the side to move (the game must not be over). */
  static int count(long us, long them, int ep) {
    long single = singleSteps(us, them);
    return Long.bitCount(single)
        + Long.bitCount(doubleSteps(single, us, them))
        + Long.bitCount(leftCaptures(us, them))
        + Long.bitCount(rightCaptures(us, them))
        + Long.bitCount(enPassantTakers(us, ep));
  }

  /**
   * Writes the moves of the side to move into {@code moves} as packed {@link PawnsMove}s (squares
   * in this class's orientation); returns how many were written. The array needs room for {@link
   * #MAX_MOVES_PER_PAWN} moves per pawn of ours (a FEN may give a side more than eight).
   */
  static int generate(long us, long them, int ep, int[] moves) {
    int n = 0;
    long single = singleSteps(us, them);
    for (long set = single; set != 0; set &= set - 1) {
      int to = Long.numberOfTrailingZeros(set);
      moves[n++] = PawnsMove.pack(to - 8, to, PawnsMove.NORMAL);
    }
    for (long set = doubleSteps(single, us, them); set != 0; set &= set - 1) {
      int to = Long.numberOfTrailingZeros(set);
      moves[n++] = PawnsMove.pack(to - 16, to, PawnsMove.DOUBLE_STEP);
    }
    for (long set = leftCaptures(us, them); set != 0; set &= set - 1) {
      int to = Long.numberOfTrailingZeros(set);
      moves[n++] = PawnsMove.pack(to - 7, to, PawnsMove.NORMAL);
    }
    for (long set = rightCaptures(us, them); set != 0; set &= set - 1) {
      int to = Long.numberOfTrailingZeros(set);
      moves[n++] = PawnsMove.pack(to - 9, to, PawnsMove.NORMAL);
    }
    for (long set = enPassantTakers(us, ep); set != 0; set &= set - 1) {
      moves[n++] = PawnsMove.pack(Long.numberOfTrailingZeros(set), ep, PawnsMove.EN_PASSANT);
    }
    return n;
  }
}
