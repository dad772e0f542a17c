package arbiter.rules.chess;

import static arbiter.rules.chess.Bitboards.BETWEEN;
import static arbiter.rules.chess.Bitboards.KNIGHT_ATTACKS;
import static arbiter.rules.chess.Bitboards.LINE;
import static arbiter.rules.chess.Bitboards.PAWN_ATTACKS;
import static arbiter.rules.chess.Bitboards.bishopAttacks;
import static arbiter.rules.chess.Bitboards.rookAttacks;

/**
 * Which legal moves of one position give check, and which of those mate: SAN's {@code +} and
 * {@code #}. A move gives check directly when its piece lands on a square from which it attacks
 * the other king, or by discovery when it leaves a line between the other king and one of the
 * mover's sliders; both are read from bitboards made once for the position, so only the moves
 * that check (and castling, en passant and promotions, which are tried) are made on a board.
 */
final class Checks {

  private final Board board;
  /** The other king's square, or -1 when every move is tried (no such king, or it is in check). */
  private final int king;
  /** By piece type: the squares from which a piece of the mover attacks the other king. */
  private final long[] checkSquares = new long[7];
  /** The mover's pieces that alone stand between the other king and a slider of the mover. */
  private long discoverers;
  /** A copy of the board to make moves on, made on first need. */
  private Board scratch;

  Checks(Board board) {
    this.board = board;
    int us = board.side;
    int them = us ^ 1;
    long occupied = board.occupied();
    int theirKing = board.kingSquare(them);
    // a position where the side not to move is in check (only king capture allows one) is tried
    king = theirKing >= 0 && board.attackers(theirKing, us, occupied) == 0 ? theirKing : -1;
    if (king < 0) {
      return;
    }
    long diagonal = bishopAttacks(king, occupied);
    long straight = rookAttacks(king, occupied);
    checkSquares[Board.PAWN] = PAWN_ATTACKS[them * 64 + king];
    checkSquares[Board.KNIGHT] = KNIGHT_ATTACKS[king];
    checkSquares[Board.BISHOP] = diagonal;
    checkSquares[Board.ROOK] = straight;
    checkSquares[Board.QUEEN] = diagonal | straight;
    long[] type = board.byType;
    long ours = board.byColour[us];
    long snipers = ours
        & ((rookAttacks(king, 0) & (type[Board.ROOK] | type[Board.QUEEN]))
            | (bishopAttacks(king, 0) & (type[Board.BISHOP] | type[Board.QUEEN])));
    for (; snipers != 0; snipers &= snipers - 1) {
      long between = BETWEEN[king * 64 + Long.numberOfTrailingZeros(snipers)] & occupied;
      if (between != 0 && (between & (between - 1)) == 0) {
        discoverers |= between & ours;
      }
    }
  }

  /** The suffix of a legal move: {@code '#'}, {@code '+'}, or 0 when it gives no check. */
  char suffix(int move) {
    if (!mayCheck(move)) {
      return 0;
    }
    Board after = scratch();
    after.make(move);
    char suffix = after.inCheck() ? MoveGenerator.hasMoves(after) ? '+' : '#' : 0;
    after.unmake(move);
    return suffix;
  }

  /** False only for a move that certainly gives no check; true when it does or must be tried. */
  private boolean mayCheck(int move) {
    if (king < 0 || PackedMove.kind(move) != PackedMove.NORMAL) {
      return true;
    }
    int from = PackedMove.from(move);
    long to = 1L << PackedMove.to(move);
    // the attack squares were found with the mover on its square, which hides a check only along
    // a line from its square to the king: it would be giving that check now, and the side not to
    // move is never in check (such positions are tried, above)
    return (checkSquares[board.pieceAt(from) & 7] & to) != 0
        || ((discoverers & 1L << from) != 0 && (LINE[king * 64 + from] & to) == 0);
  }

  private Board scratch() {
    if (scratch == null) {
      scratch = board.copy();
    }
    return scratch;
  }
}
