package arbiter.engine.eval;

import static arbiter.engine.Snapshot.BISHOP;
import static arbiter.engine.Snapshot.KING;
import static arbiter.engine.Snapshot.KNIGHT;
import static arbiter.engine.Snapshot.PAWN;
import static arbiter.engine.Snapshot.QUEEN;
import static arbiter.engine.Snapshot.ROOK;

import arbiter.engine.Evaluation;
import arbiter.engine.Snapshot;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.chess.ChessMove;
import arbiter.rules.chess.ChessPosition;
import java.util.List;

/**
 * Chess and king capture: material, piece-square tables (the king's blended from middle game to
 * end game by the material left), the bishop pair, doubled, isolated and passed pawns, and the
 * mobility of knights and sliders. In king capture the king is a piece that can be taken, so its
 * value only orders captures (taking it first); the search sees the game end.
 */
public final class ChessEvaluation implements Evaluation {

  private static final int[] VALUE = {0, 100, 320, 330, 500, 900, 20_000};
  private static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
  private static final int FULL_PHASE = 24;
  private static final int[] PASSED = {0, 5, 10, 20, 35, 60, 100, 0};
  private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  private static final int[][] DIAGONALS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] LINES = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

  private final boolean check;

  private ChessEvaluation(boolean check) {
    this.check = check;
  }

  /** FIDE chess: a side in check must move in quiescence. */
  public static ChessEvaluation chess() {
    return new ChessEvaluation(true);
  }

  /** King capture (seed 002): no check, the king is taken. */
  public static ChessEvaluation kingCapture() {
    return new ChessEvaluation(false);
  }

  @Override
  public int evaluate(Snapshot board, Position position) {
    int[] material = new int[2];
    int[] bishops = new int[2];
    int[] pawnFiles = new int[16];
    int phase = 0;
    int score = 0;
    for (int square = 0; square < 64; square++) {
      int code = board.at(square);
      if (code == 0) {
        continue;
      }
      int kind = Snapshot.kind(code);
      int side = (code & Snapshot.BLACK) != 0 ? 1 : 0;
      int sign = side == 0 ? 1 : -1;
      int row = square >>> 3;
      int column = square & 7;
      int table = (side == 0 ? 7 - row : row) * 8 + column;
      phase += PHASE[kind];
      if (kind != KING) {
        material[side] += VALUE[kind];
      }
      score += sign * PieceSquares.chess(kind, table);
      switch (kind) {
        case PAWN -> pawnFiles[side * 8 + column]++;
        case BISHOP -> {
          bishops[side]++;
          score += sign * 4 * (reach(board, row, column, DIAGONALS, 7, side) - 6);
        }
        case KNIGHT -> score += sign * 4 * (reach(board, row, column, KNIGHT_STEPS, 1, side) - 4);
        case ROOK -> score += sign * 2 * (reach(board, row, column, LINES, 7, side) - 7);
        case QUEEN -> score +=
            sign * (reach(board, row, column, LINES, 7, side) + reach(board, row, column, DIAGONALS, 7, side) - 13);
        default -> {}
      }
    }
    score += material[0] - material[1];
    score += (bishops[0] >= 2 ? 30 : 0) - (bishops[1] >= 2 ? 30 : 0);
    score += pawns(board, pawnFiles);
    score += kings(board, Math.min(phase, FULL_PHASE));
    score += mopUp(board, material[0] - material[1], phase);
    return score;
  }

  /** The king's table, blended from middle game to end game by the phase (pieces left). */
  private static int kings(Snapshot board, int phase) {
    int score = 0;
    for (int square = 0; square < 64; square++) {
      int code = board.at(square);
      if (Snapshot.kind(code) == KING) {
        int side = (code & Snapshot.BLACK) != 0 ? 1 : 0;
        int row = square >>> 3;
        int table = (side == 0 ? 7 - row : row) * 8 + (square & 7);
        int blended =
            (PieceSquares.kingMiddle(table) * phase + PieceSquares.kingEnd(table) * (FULL_PHASE - phase)) / FULL_PHASE;
        score += side == 0 ? blended : -blended;
      }
    }
    return score;
  }

  /**
   * In a won ending (few pieces, a clear material lead) the stronger side drives the other king to
   * the edge and brings its own king near: what a mate needs and a shallow search does not see.
   */
  private static int mopUp(Snapshot board, int lead, int phase) {
    if (phase > 8 || Math.abs(lead) < 300) {
      return 0;
    }
    int[] kings = {-1, -1};
    for (int square = 0; square < 64; square++) {
      int code = board.at(square);
      if (Snapshot.kind(code) == KING) {
        kings[(code & Snapshot.BLACK) != 0 ? 1 : 0] = square;
      }
    }
    if (kings[0] < 0 || kings[1] < 0) {
      return 0;
    }
    int loser = lead > 0 ? kings[1] : kings[0];
    int row = loser >>> 3;
    int column = loser & 7;
    int fromCentre = Math.max(3 - row, row - 4) + Math.max(3 - column, column - 4);
    int apart = Math.abs((kings[0] >>> 3) - (kings[1] >>> 3)) + Math.abs((kings[0] & 7) - (kings[1] & 7));
    int bonus = 10 * fromCentre + 4 * (14 - apart);
    return lead > 0 ? bonus : -bonus;
  }

  /** Doubled and isolated pawns, and passed pawns by how far they have come. */
  private static int pawns(Snapshot board, int[] files) {
    // per file, white's lowest pawn row and black's highest: what a passed pawn must be beyond
    int[] whiteLowest = new int[10];
    int[] blackHighest = new int[10];
    java.util.Arrays.fill(whiteLowest, 8);
    java.util.Arrays.fill(blackHighest, -1);
    for (int square = 8; square < 56; square++) {
      int code = board.at(square);
      if (Snapshot.kind(code) == PAWN) {
        int file = (square & 7) + 1;
        if ((code & Snapshot.BLACK) != 0) {
          blackHighest[file] = Math.max(blackHighest[file], square >>> 3);
        } else {
          whiteLowest[file] = Math.min(whiteLowest[file], square >>> 3);
        }
      }
    }
    int score = 0;
    for (int square = 8; square < 56; square++) {
      int code = board.at(square);
      if (Snapshot.kind(code) != PAWN) {
        continue;
      }
      int side = (code & Snapshot.BLACK) != 0 ? 1 : 0;
      int row = square >>> 3;
      int column = square & 7;
      int own = side * 8;
      int bonus = 0;
      if (files[own + column] > 1) {
        bonus -= 12;
      }
      boolean left = column > 0 && files[own + column - 1] > 0;
      boolean right = column < 7 && files[own + column + 1] > 0;
      if (!left && !right) {
        bonus -= 12;
      }
      int file = column + 1;
      boolean passed =
          side == 0
              ? Math.max(blackHighest[file - 1], Math.max(blackHighest[file], blackHighest[file + 1])) <= row
              : Math.min(whiteLowest[file - 1], Math.min(whiteLowest[file], whiteLowest[file + 1])) >= row;
      if (passed) {
        bonus += PASSED[side == 0 ? row : 7 - row];
      }
      score += side == 0 ? bonus : -bonus;
    }
    return score;
  }

  /** The squares a piece reaches along {@code steps}, up to {@code range} each: empty or enemy. */
  private static int reach(Snapshot board, int row, int column, int[][] steps, int range, int side) {
    int count = 0;
    for (int[] step : steps) {
      int r = row;
      int c = column;
      for (int i = 0; i < range; i++) {
        r += step[0];
        c += step[1];
        if (r < 0 || r > 7 || c < 0 || c > 7) {
          break;
        }
        int code = board.at(r * 8 + c);
        if (code != 0) {
          if (((code & Snapshot.BLACK) != 0 ? 1 : 0) != side) {
            count++;
          }
          break;
        }
        count++;
      }
    }
    return count;
  }

  @Override
  public int tactical(Snapshot before, Move move) {
    ChessMove chess = (ChessMove) move;
    int[] from = move.from();
    int[] to = move.to();
    int attacker = VALUE[Snapshot.kind(before.at(from[0], from[1]))];
    if (chess.isEnPassant()) {
      return Captures.rank(VALUE[PAWN], attacker);
    }
    int victim = before.at(to[0], to[1]);
    int promotion = chess.promotion() == null ? 0 : promotionValue(chess);
    if (victim != 0) {
      return Captures.rank(VALUE[Snapshot.kind(victim)] + promotion, attacker);
    }
    return promotion > 0 ? Captures.rank(promotion, attacker) : -1;
  }

  /** A promotion ranks as a capture of what it gains; only the queen's is worth following. */
  private static int promotionValue(ChessMove move) {
    return switch (move.promotion()) {
      case QUEEN -> VALUE[QUEEN] - VALUE[PAWN];
      default -> 0;
    };
  }

  @Override
  public boolean mustMove(Position position, List<Move> moves) {
    return check && ((ChessPosition) position).inCheck();
  }
}
