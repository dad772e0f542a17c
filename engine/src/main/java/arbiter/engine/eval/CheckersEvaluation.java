package arbiter.engine.eval;

import arbiter.engine.Evaluation;
import arbiter.engine.Snapshot;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.checkers.CheckersMove;
import java.util.List;

/**
 * Russian draughts: men and (flying) kings, the men's advancement toward the crowning row, a guard
 * on the back rank while the opponent still has men to crown, and the centre. Capturing is
 * compulsory, so quiescence never stands pat while a capture is on.
 */
public final class CheckersEvaluation implements Evaluation {

  private static final int MAN = 100;
  private static final int KING = 300;
  private static final int[] ADVANCE = {0, 2, 4, 8, 14, 22, 34, 0};

  @Override
  public int evaluate(Snapshot board, Position position) {
    int score = 0;
    int[] men = new int[2];
    int[] guards = new int[2];
    for (int square = 0; square < 64; square++) {
      int code = board.at(square);
      if (code == 0) {
        continue;
      }
      int side = (code & Snapshot.BLACK) != 0 ? 1 : 0;
      int row = square >>> 3;
      int column = square & 7;
      int value;
      if (Snapshot.kind(code) == Snapshot.KING) {
        value = KING;
      } else {
        men[side]++;
        int advanced = side == 0 ? row : 7 - row;
        value = MAN + ADVANCE[advanced];
        if (advanced == 0) {
          guards[side]++;
        }
      }
      if (row >= 2 && row <= 5 && column >= 2 && column <= 5) {
        value += 6;
      }
      score += side == 0 ? value : -value;
    }
    score += 8 * ((men[1] > 0 ? guards[0] : 0) - (men[0] > 0 ? guards[1] : 0));
    return score;
  }

  @Override
  public int tactical(Snapshot before, Move move) {
    CheckersMove draughts = (CheckersMove) move;
    int rank = draughts.isCapture() ? Captures.rank(MAN * draughts.capturedCount(), MAN) : -1;
    return draughts.crowns() ? Math.max(rank, 0) + KING : rank;
  }

  /** Capturing is compulsory: when the moves are captures, one of them must be made. */
  @Override
  public boolean mustMove(Position position, List<Move> moves) {
    return !moves.isEmpty() && ((CheckersMove) moves.get(0)).isCapture();
  }
}
