package arbiter.engine;

import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;

/**
 * A brute-force check, independent of the engine, that the side to move wins by force within a
 * number of its moves (a mate in chess, a king capture, the last draughts piece taken).
 */
final class MateSolver {

  private MateSolver() {}

  /** The fewest moves of the side to move that force a win, or -1 if none within {@code max}. */
  static int movesToWin(Position position, int max) {
    for (int moves = 1; moves <= max; moves++) {
      if (wins(position, moves)) {
        return moves;
      }
    }
    return -1;
  }

  private static boolean wins(Position position, int moves) {
    for (Move move : position.legalMoves()) {
      Position after = position.play(move);
      if (won(after, position) || (moves > 1 && allReplies(after, position, moves - 1))) {
        return true;
      }
    }
    return false;
  }

  private static boolean allReplies(Position after, Position mover, int moves) {
    if (after.outcome().isOver()) {
      return false;
    }
    for (Move reply : after.legalMoves()) {
      Position next = after.play(reply);
      if (next.outcome().isOver() || !wins(next, moves)) {
        return false;
      }
    }
    return true;
  }

  private static boolean won(Position after, Position mover) {
    Outcome outcome = after.outcome();
    return outcome.status() == Outcome.Status.WIN && outcome.winner() == mover.sideToMove();
  }
}
