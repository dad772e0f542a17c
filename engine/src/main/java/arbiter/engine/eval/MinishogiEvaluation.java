package arbiter.engine.eval;

import arbiter.engine.Evaluation;
import arbiter.engine.Snapshot;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.minishogi.MinishogiMove;

/**
 * Minishogi of seed 001 (5x5, drops, the king captured): material on the board, pieces in hand
 * worth a little more than on the board (a drop goes anywhere), promoted pieces, and king safety:
 * own pieces beside the king count for it, enemy pieces near it against it.
 */
public final class MinishogiEvaluation implements Evaluation {

  private static final int SIZE = 5;

  @Override
  public boolean hasHands() {
    return true;
  }

  @Override
  public int evaluate(Snapshot board, Position position) {
    int score = 0;
    int[] kings = {-1, -1};
    for (int square = 0; square < SIZE * SIZE; square++) {
      int code = board.at(square);
      if (code == 0) {
        continue;
      }
      int side = (code & Snapshot.BLACK) != 0 ? 1 : 0;
      if (Snapshot.kind(code) == Snapshot.KING) {
        kings[side] = square;
        continue;
      }
      int row = square / SIZE;
      int advanced = side == 0 ? row : SIZE - 1 - row;
      int value = value(code) + 6 * advanced;
      score += side == 0 ? value : -value;
    }
    for (Side side : Side.values()) {
      int sign = side == Side.WHITE ? 1 : -1;
      for (int kind = 1; kind < 16; kind++) {
        int count = board.inHand(side, kind);
        if (count > 0) {
          score += sign * count * (value(kind) * 11 / 10);
        }
      }
    }
    for (int side = 0; side < 2; side++) {
      if (kings[side] >= 0) {
        int safety = kingSafety(board, kings[side], side);
        score += side == 0 ? safety : -safety;
      }
    }
    return score;
  }

  /** Own pieces next to the king, less enemy pieces within two squares of it. */
  private static int kingSafety(Snapshot board, int king, int side) {
    int row = king / SIZE;
    int column = king % SIZE;
    int safety = 0;
    for (int r = row - 2; r <= row + 2; r++) {
      for (int c = column - 2; c <= column + 2; c++) {
        int code = board.at(r, c);
        if (code == 0 || (r == row && c == column)) {
          continue;
        }
        boolean ours = ((code & Snapshot.BLACK) != 0 ? 1 : 0) == side;
        boolean adjacent = Math.abs(r - row) <= 1 && Math.abs(c - column) <= 1;
        if (ours && adjacent) {
          safety += 12;
        } else if (!ours) {
          safety -= adjacent ? 30 : 12;
        }
      }
    }
    return safety;
  }

  /** What a piece is worth on the board; the king counts only to order its capture first. */
  private static int value(int code) {
    boolean promoted = (code & Snapshot.PROMOTED) != 0;
    return switch (Snapshot.kind(code)) {
      case Snapshot.PAWN -> promoted ? 420 : 100;
      case Snapshot.LANCE -> promoted ? 450 : 280;
      case Snapshot.BISHOP -> promoted ? 460 : 320;
      case Snapshot.SILVER -> promoted ? 450 : 400;
      case Snapshot.GOLD -> 450;
      case Snapshot.KING -> 20_000;
      default -> 0;
    };
  }

  @Override
  public int tactical(Snapshot before, Move move) {
    MinishogiMove shogi = (MinishogiMove) move;
    if (shogi.isDrop()) {
      return -1;
    }
    int[] from = move.from();
    int[] to = move.to();
    int victim = before.at(to[0], to[1]);
    int attacker = value(before.at(from[0], from[1]));
    if (victim != 0) {
      return Captures.rank(value(victim), attacker);
    }
    return shogi.promotes() ? Captures.rank(100, attacker) : -1;
  }
}
