package arbiter.rules.pawns;

import static arbiter.rules.pawns.Squares.FILE_A;
import static arbiter.rules.pawns.Squares.FILE_H;
import static arbiter.rules.pawns.Squares.RANK_8;

/**
 * Counts the leaves of the legal-move tree on two words and an en-passant square passed by value:
 * no board, no move list, no allocation. Each move mirrors the board so the side to move always
 * moves up ({@link PawnMoves}); the last ply only counts moves.
 *
 * <p>A move that ends the game (a pawn on the last rank, the last enemy pawn taken) is a leaf: the
 * position after it has no moves, so it counts only at the last ply.
 */
final class PawnsPerft {

  private PawnsPerft() {}

  /**
   * Leaf nodes at {@code depth} (at least 1) below a position where the game goes on, in {@link
   * PawnMoves}' orientation.
   */
  static long count(long us, long them, int ep, int depth) {
    if (depth == 1) {
      return PawnMoves.count(us, them, ep);
    }
    int next = depth - 1;
    long nodes = 0;
    long single = PawnMoves.singleSteps(us, them);
    for (long set = single & ~RANK_8; set != 0; set &= set - 1) {
      long to = set & -set;
      nodes += count(Long.reverseBytes(them), Long.reverseBytes(us ^ (to | to >>> 8)), -1, next);
    }
    for (long set = PawnMoves.doubleSteps(single, us, them); set != 0; set &= set - 1) {
      long to = set & -set;
      // the square passed is only worth keeping when an enemy pawn stands beside the arrival
      long beside = ((to << 1) & ~FILE_A) | ((to >>> 1) & ~FILE_H);
      int passed = (beside & them) == 0 ? -1 : (Long.numberOfTrailingZeros(to) - 8) ^ 56;
      long moved = us ^ (to | to >>> 16);
      nodes += count(Long.reverseBytes(them), Long.reverseBytes(moved), passed, next);
    }
    for (long set = PawnMoves.leftCaptures(us, them) & ~RANK_8; set != 0; set &= set - 1) {
      long to = set & -set;
      long rest = them ^ to;
      if (rest != 0) {
        nodes += count(Long.reverseBytes(rest), Long.reverseBytes(us ^ (to | to >>> 7)), -1, next);
      }
    }
    for (long set = PawnMoves.rightCaptures(us, them) & ~RANK_8; set != 0; set &= set - 1) {
      long to = set & -set;
      long rest = them ^ to;
      if (rest != 0) {
        nodes += count(Long.reverseBytes(rest), Long.reverseBytes(us ^ (to | to >>> 9)), -1, next);
      }
    }
    for (long set = PawnMoves.enPassantTakers(us, ep); set != 0; set &= set - 1) {
      long target = 1L << ep;
      long rest = them ^ (target >>> 8);
      if (rest != 0) {
        long moved = us ^ (set & -set) ^ target;
        nodes += count(Long.reverseBytes(rest), Long.reverseBytes(moved), -1, next);
      }
    }
    return nodes;
  }
}
