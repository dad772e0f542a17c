package arbiter.rules.chess;

import static arbiter.rules.chess.Bitboards.BETWEEN;
import static arbiter.rules.chess.Bitboards.FILE_A;
import static arbiter.rules.chess.Bitboards.FILE_H;
import static arbiter.rules.chess.Bitboards.KING_ATTACKS;
import static arbiter.rules.chess.Bitboards.KNIGHT_ATTACKS;
import static arbiter.rules.chess.Bitboards.LINE;
import static arbiter.rules.chess.Bitboards.PAWN_ATTACKS;
import static arbiter.rules.chess.Bitboards.RANK_1;
import static arbiter.rules.chess.Bitboards.RANK_3;
import static arbiter.rules.chess.Bitboards.RANK_6;
import static arbiter.rules.chess.Bitboards.RANK_8;
import static arbiter.rules.chess.Bitboards.bishopAttacks;
import static arbiter.rules.chess.Bitboards.rookAttacks;
import static arbiter.rules.chess.Board.BISHOP;
import static arbiter.rules.chess.Board.KING;
import static arbiter.rules.chess.Board.KNIGHT;
import static arbiter.rules.chess.Board.PAWN;
import static arbiter.rules.chess.Board.QUEEN;
import static arbiter.rules.chess.Board.ROOK;
import static arbiter.rules.chess.Board.WHITE;

/**
 * Legal move generation. Under FIDE rules the generator computes the checking pieces and the pinned
 * pieces first, so every move it produces is legal without trying it: pinned pieces move only along
 * their pin line, a single check restricts the other pieces to capturing the checker or blocking,
 * and the king never steps onto an attacked square. Under king-capture rules those restrictions
 * (and castling, en passant and promotion) are switched off.
 *
 * <p>{@link #count} is the same generator reduced to population counts, for perft's last ply.
 */
final class MoveGenerator {

  /** More than the most moves any chess position has (218). */
  static final int MAX_MOVES = 256;

  private MoveGenerator() {}

  /**
   * Writes the legal moves of {@code board} into {@code out} from {@code start}; returns the end.
   */
  static int generate(Board board, int[] out, int start) {
    int n = start;
    int us = board.side;
    int them = us ^ 1;
    long[] type = board.byType;
    long ours = board.byColour[us];
    long theirs = board.byColour[them];
    long occupied = ours | theirs;
    Rules rules = board.rules;
    boolean legal = !rules.kingCapture();
    int king = board.kingSquare(us);
    if (!legal && isFinished(board, king)) {
      return n;
    }
    long checkers = 0;
    long pinned = 0;
    if (legal) {
      checkers = board.attackers(king, them, occupied);
      pinned = pinned(board, king, us, occupied);
    }

    long kingTargets = KING_ATTACKS[king] & ~ours;
    long withoutKing = occupied ^ (1L << king);
    for (; kingTargets != 0; kingTargets &= kingTargets - 1) {
      int to = Long.numberOfTrailingZeros(kingTargets);
      if (!legal || board.attackers(to, them, withoutKing) == 0) {
        out[n++] = PackedMove.of(king, to);
      }
    }
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long target =
        checkers == 0
            ? ~ours
            : BETWEEN[king * 64 + Long.numberOfTrailingZeros(checkers)] | checkers;

    for (long knights = type[KNIGHT] & ours & ~pinned; knights != 0; knights &= knights - 1) {
      int from = Long.numberOfTrailingZeros(knights);
      n = emit(out, n, from, KNIGHT_ATTACKS[from] & target);
    }
    for (long sliders = (type[BISHOP] | type[QUEEN]) & ours; sliders != 0; sliders &= sliders - 1) {
      int from = Long.numberOfTrailingZeros(sliders);
      long moves = bishopAttacks(from, occupied) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= LINE[king * 64 + from];
      }
      n = emit(out, n, from, moves);
    }
    for (long sliders = (type[ROOK] | type[QUEEN]) & ours; sliders != 0; sliders &= sliders - 1) {
      int from = Long.numberOfTrailingZeros(sliders);
      long moves = rookAttacks(from, occupied) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= LINE[king * 64 + from];
      }
      n = emit(out, n, from, moves);
    }

    long pawns = type[PAWN] & ours;
    long free = pawns & ~pinned;
    long empty = ~occupied;
    int up = us == WHITE ? 8 : -8;
    long lastRank = us == WHITE ? RANK_8 : RANK_1;
    long afterOneStep = us == WHITE ? RANK_3 : RANK_6;
    boolean promote = rules.promotion();
    long single = shift(free, up) & empty;
    long doubles = shift(single & afterOneStep, up) & empty & target;
    single &= target;
    long west = shift(free & ~FILE_A, up - 1) & theirs & target;
    long east = shift(free & ~FILE_H, up + 1) & theirs & target;
    n = emitPawns(out, n, single, up, lastRank, promote);
    n = emitPawns(out, n, west, up - 1, lastRank, promote);
    n = emitPawns(out, n, east, up + 1, lastRank, promote);
    for (; doubles != 0; doubles &= doubles - 1) {
      int to = Long.numberOfTrailingZeros(doubles);
      out[n++] = PackedMove.of(to - 2 * up, to);
    }
    for (long stuck = pawns & pinned; stuck != 0; stuck &= stuck - 1) {
      int from = Long.numberOfTrailingZeros(stuck);
      long moves = pinnedPawnMoves(from, us, up, empty, theirs, afterOneStep);
      moves &= target & LINE[king * 64 + from];
      for (; moves != 0; moves &= moves - 1) {
        int to = Long.numberOfTrailingZeros(moves);
        n = emitPawn(out, n, from, to, lastRank, promote);
      }
    }

    int ep = board.epSquare;
    if (ep != 0 && rules.enPassant()) {
      for (long takers = PAWN_ATTACKS[them * 64 + ep] & pawns; takers != 0; takers &= takers - 1) {
        int from = Long.numberOfTrailingZeros(takers);
        if (enPassantIsLegal(board, king, from, ep, occupied)) {
          out[n++] = PackedMove.of(from, ep, PackedMove.EN_PASSANT);
        }
      }
    }

    int rights = board.castling & (us == WHITE ? 3 : 12);
    if (rights != 0 && checkers == 0 && rules.castling()) {
      int base = us == WHITE ? 0 : 56;
      if ((rights & (Board.WHITE_KINGSIDE << 2 * us)) != 0
          && (occupied & (0x60L << base)) == 0
          && board.attackers(base + 5, them, occupied) == 0
          && board.attackers(base + 6, them, occupied) == 0) {
        out[n++] = PackedMove.of(base + 4, base + 6, PackedMove.CASTLING);
      }
      if ((rights & (Board.WHITE_QUEENSIDE << 2 * us)) != 0
          && (occupied & (0x0EL << base)) == 0
          && board.attackers(base + 3, them, occupied) == 0
          && board.attackers(base + 2, them, occupied) == 0) {
        out[n++] = PackedMove.of(base + 4, base + 2, PackedMove.CASTLING);
      }
    }
    return n;
  }

  /**
   * Whether {@code board}'s side to move has a legal move: {@link #count} above 0, with the king's
   * own steps tried first, one at a time. SAN asks it of every check a position's moves give (mate
   * or not), and a checked king can mostly step away, which answers it before any other piece's
   * moves are counted.
   */
  static boolean hasMoves(Board board) {
    int us = board.side;
    int king = board.kingSquare(us);
    if (!board.rules.kingCapture() && king >= 0) {
      // a step is legal when no piece of theirs attacks its square with the king gone from his
      long withoutKing = board.occupied() ^ (1L << king);
      for (long targets = KING_ATTACKS[king] & ~board.byColour[us]; targets != 0;
          targets &= targets - 1) {
        if (board.attackers(Long.numberOfTrailingZeros(targets), us ^ 1, withoutKing) == 0) {
          return true;
        }
      }
    }
    return count(board) > 0;
  }

  /** The number of legal moves of {@code board}: {@link #generate} without writing the moves. */
  static int count(Board board) {
    int n = 0;
    int us = board.side;
    int them = us ^ 1;
    long[] type = board.byType;
    long ours = board.byColour[us];
    long theirs = board.byColour[them];
    long occupied = ours | theirs;
    Rules rules = board.rules;
    boolean legal = !rules.kingCapture();
    int king = board.kingSquare(us);
    if (!legal && isFinished(board, king)) {
      return 0;
    }
    long checkers = 0;
    long pinned = 0;
    if (legal) {
      checkers = board.attackers(king, them, occupied);
      pinned = pinned(board, king, us, occupied);
    }

    long kingTargets = KING_ATTACKS[king] & ~ours;
    if (legal) {
      long withoutKing = occupied ^ (1L << king);
      for (; kingTargets != 0; kingTargets &= kingTargets - 1) {
        if (board.attackers(Long.numberOfTrailingZeros(kingTargets), them, withoutKing) == 0) {
          n++;
        }
      }
    } else {
      n += Long.bitCount(kingTargets);
    }
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long target =
        checkers == 0
            ? ~ours
            : BETWEEN[king * 64 + Long.numberOfTrailingZeros(checkers)] | checkers;

    for (long knights = type[KNIGHT] & ours & ~pinned; knights != 0; knights &= knights - 1) {
      n += Long.bitCount(KNIGHT_ATTACKS[Long.numberOfTrailingZeros(knights)] & target);
    }
    for (long sliders = (type[BISHOP] | type[QUEEN]) & ours; sliders != 0; sliders &= sliders - 1) {
      int from = Long.numberOfTrailingZeros(sliders);
      long moves = bishopAttacks(from, occupied) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= LINE[king * 64 + from];
      }
      n += Long.bitCount(moves);
    }
    for (long sliders = (type[ROOK] | type[QUEEN]) & ours; sliders != 0; sliders &= sliders - 1) {
      int from = Long.numberOfTrailingZeros(sliders);
      long moves = rookAttacks(from, occupied) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= LINE[king * 64 + from];
      }
      n += Long.bitCount(moves);
    }

    long pawns = type[PAWN] & ours;
    long free = pawns & ~pinned;
    long empty = ~occupied;
    int up = us == WHITE ? 8 : -8;
    long lastRank = us == WHITE ? RANK_8 : RANK_1;
    long afterOneStep = us == WHITE ? RANK_3 : RANK_6;
    long single = shift(free, up) & empty;
    long doubles = shift(single & afterOneStep, up) & empty & target;
    single &= target;
    long west = shift(free & ~FILE_A, up - 1) & theirs & target;
    long east = shift(free & ~FILE_H, up + 1) & theirs & target;
    n += Long.bitCount(single) + Long.bitCount(west) + Long.bitCount(east) + Long.bitCount(doubles);
    if (rules.promotion()) {
      // three more moves for each pawn move that promotes
      n +=
          3
              * (Long.bitCount(single & lastRank)
                  + Long.bitCount(west & lastRank)
                  + Long.bitCount(east & lastRank));
    }
    for (long stuck = pawns & pinned; stuck != 0; stuck &= stuck - 1) {
      int from = Long.numberOfTrailingZeros(stuck);
      long moves = pinnedPawnMoves(from, us, up, empty, theirs, afterOneStep);
      moves &= target & LINE[king * 64 + from];
      n += Long.bitCount(moves) + 3 * Long.bitCount(moves & lastRank);
    }

    int ep = board.epSquare;
    if (ep != 0 && rules.enPassant()) {
      for (long takers = PAWN_ATTACKS[them * 64 + ep] & pawns; takers != 0; takers &= takers - 1) {
        if (enPassantIsLegal(board, king, Long.numberOfTrailingZeros(takers), ep, occupied)) {
          n++;
        }
      }
    }

    int rights = board.castling & (us == WHITE ? 3 : 12);
    if (rights != 0 && checkers == 0 && rules.castling()) {
      int base = us == WHITE ? 0 : 56;
      if ((rights & (Board.WHITE_KINGSIDE << 2 * us)) != 0
          && (occupied & (0x60L << base)) == 0
          && board.attackers(base + 5, them, occupied) == 0
          && board.attackers(base + 6, them, occupied) == 0) {
        n++;
      }
      if ((rights & (Board.WHITE_QUEENSIDE << 2 * us)) != 0
          && (occupied & (0x0EL << base)) == 0
          && board.attackers(base + 3, them, occupied) == 0
          && board.attackers(base + 2, them, occupied) == 0) {
        n++;
      }
    }
    return n;
  }

  /**
   * King capture: the game is over when a king is gone or the move limit is reached, so the side to
   * move has no moves.
   */
  private static boolean isFinished(Board board, int king) {
    int limit = board.rules.moveLimit();
    return king < 0
        || (board.byType[KING] & board.byColour[board.side ^ 1]) == 0
        || (limit > 0 && board.plies >= limit);
  }

  /** Our pieces that stand alone between our king and an enemy slider aiming at it. */
  private static long pinned(Board board, int king, int us, long occupied) {
    long[] type = board.byType;
    long theirs = board.byColour[us ^ 1];
    long snipers =
        theirs
            & ((rookAttacks(king, 0) & (type[ROOK] | type[QUEEN]))
                | (bishopAttacks(king, 0) & (type[BISHOP] | type[QUEEN])));
    long pinned = 0;
    for (; snipers != 0; snipers &= snipers - 1) {
      long between = BETWEEN[king * 64 + Long.numberOfTrailingZeros(snipers)] & occupied;
      if (between != 0 && (between & (between - 1)) == 0) {
        pinned |= between;
      }
    }
    return pinned & board.byColour[us];
  }

  /** Pushes and captures of one pawn before its pin is taken into account. */
  private static long pinnedPawnMoves(
      int from, int us, int up, long empty, long theirs, long afterOneStep) {
    long one = shift(1L << from, up) & empty;
    return one | (shift(one & afterOneStep, up) & empty) | (PAWN_ATTACKS[us * 64 + from] & theirs);
  }

  /**
   * En passant removes two pieces from one line at once, which pin detection does not see; so the
   * capture is tried on the occupancy and the king's attackers are looked up afterwards.
   */
  private static boolean enPassantIsLegal(Board board, int king, int from, int ep, long occupied) {
    int us = board.side;
    long victim = 1L << (ep ^ 8);
    long after = (occupied ^ (1L << from) ^ victim) | (1L << ep);
    long[] type = board.byType;
    long theirs = board.byColour[us ^ 1];
    long attackers =
        (bishopAttacks(king, after) & (type[BISHOP] | type[QUEEN]))
            | (rookAttacks(king, after) & (type[ROOK] | type[QUEEN]))
            | (KNIGHT_ATTACKS[king] & type[KNIGHT])
            | (PAWN_ATTACKS[us * 64 + king] & type[PAWN] & ~victim);
    return (attackers & theirs) == 0;
  }

  private static long shift(long squares, int by) {
    return by > 0 ? squares << by : squares >>> -by;
  }

  private static int emit(int[] out, int n, int from, long targets) {
    for (; targets != 0; targets &= targets - 1) {
      out[n++] = from | Long.numberOfTrailingZeros(targets) << 6;
    }
    return n;
  }

  /** Emits the pawn moves to {@code targets}, each made by the pawn {@code step} squares back. */
  private static int emitPawns(
      int[] out, int n, long targets, int step, long lastRank, boolean promote) {
    for (; targets != 0; targets &= targets - 1) {
      int to = Long.numberOfTrailingZeros(targets);
      n = emitPawn(out, n, to - step, to, lastRank, promote);
    }
    return n;
  }

  private static int emitPawn(int[] out, int n, int from, int to, long lastRank, boolean promote) {
    if (promote && (lastRank & (1L << to)) != 0) {
      out[n++] = PackedMove.promotion(from, to, QUEEN);
      out[n++] = PackedMove.promotion(from, to, ROOK);
      out[n++] = PackedMove.promotion(from, to, BISHOP);
      out[n++] = PackedMove.promotion(from, to, Board.KNIGHT);
    } else {
      out[n++] = PackedMove.of(from, to);
    }
    return n;
  }
}
