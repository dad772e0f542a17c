package arbiter.engine.eval;

import arbiter.engine.Evaluation;
import arbiter.engine.Snapshot;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.pawns.PawnsMove;

/**
 * Pawns only (a pawn on the last rank wins): material, advancement, passed pawns by how far they
 * have come, and the promotion race. A passed pawn here can never be stopped (there are no pieces
 * to block it), so a side whose fastest passed pawn arrives before any enemy pawn could, counting
 * the move, is winning, and scores nearly a win.
 */
public final class PawnsEvaluation implements Evaluation {

  private static final int PAWN = 100;
  private static final int[] PASSED = {0, 10, 20, 40, 70, 120, 200, 0};
  private static final int RACE_WON = 3_000;
  private static final int FAR = 99;

  @Override
  public int evaluate(Snapshot board, Position position) {
    int score = 0;
    int[] fastestPassed = {FAR, FAR};
    int[] fastestAny = {FAR, FAR};
    for (int square = 0; square < 64; square++) {
      int code = board.at(square);
      if (code == 0) {
        continue;
      }
      int side = (code & Snapshot.BLACK) != 0 ? 1 : 0;
      int row = square >>> 3;
      int column = square & 7;
      int advanced = side == 0 ? row : 7 - row;
      // moves to the last rank: one per row, one saved by the double step from the start row
      int distance = 7 - advanced - (advanced == 1 ? 1 : 0);
      int value = PAWN + 4 * advanced;
      // a blocked pawn may still capture its way forward: every pawn bounds the race
      fastestAny[side] = Math.min(fastestAny[side], distance);
      if (isPassed(board, row, column, side)) {
        value += PASSED[advanced];
        fastestPassed[side] = Math.min(fastestPassed[side], distance);
      }
      score += side == 0 ? value : -value;
    }
    int mover = board.sideToMove() == Side.WHITE ? 0 : 1;
    for (int side = 0; side < 2; side++) {
      int ours = fastestPassed[side];
      int theirs = fastestAny[side ^ 1];
      // the side to move makes its k-th move before the other's k-th: it wins a tie
      boolean wins = side == mover ? ours <= theirs : ours < theirs;
      if (ours < FAR && wins) {
        int won = RACE_WON - 50 * ours;
        score += side == 0 ? won : -won;
        break;
      }
    }
    return score;
  }

  private static boolean isPassed(Snapshot board, int row, int column, int side) {
    int step = side == 0 ? 1 : -1;
    int enemy = Snapshot.PAWN | (side == 0 ? Snapshot.BLACK : 0);
    for (int r = row + step; r >= 0 && r <= 7; r += step) {
      for (int c = column - 1; c <= column + 1; c++) {
        if (board.at(r, c) == enemy || (c == column && board.at(r, c) != 0)) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public int tactical(Snapshot before, Move move) {
    int[] to = move.to();
    int target = before.at(to[0], to[1]);
    if (target != 0 || ((PawnsMove) move).isEnPassant()) {
      return Captures.rank(PAWN, PAWN);
    }
    // a step to the last two rows: the race that decides the game
    boolean white = before.sideToMove() == Side.WHITE;
    int advanced = white ? to[0] : 7 - to[0];
    return advanced >= 6 ? advanced : -1;
  }
}
