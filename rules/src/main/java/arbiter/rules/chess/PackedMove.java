package arbiter.rules.chess;

/**
 * A chess move packed in an {@code int}, the engine's internal move form.
 *
 * <pre>
 *  bits  0-5   from square (rank * 8 + file; a1 = 0, h8 = 63)
 *  bits  6-11  to square; for castling the king's destination (e1g1), as in UCI
 *  bits 12-13  kind: 0 normal, 1 promotion, 2 en passant, 3 castling
 *  bits 14-15  promotion piece: 0 knight, 1 bishop, 2 rook, 3 queen
 * </pre>
 *
 * The moving and captured pieces are read from the board, so the value 0 (a1a1) is never a move.
 */
final class PackedMove {

  static final int NORMAL = 0;
  static final int PROMOTION = 1;
  static final int EN_PASSANT = 2;
  static final int CASTLING = 3;

  private PackedMove() {}

  static int of(int from, int to) {
    return from | to << 6;
  }

  static int of(int from, int to, int kind) {
    return from | to << 6 | kind << 12;
  }

  /** A promotion to {@code pieceType} (one of {@link Board#KNIGHT} .. {@link Board#QUEEN}). */
  static int promotion(int from, int to, int pieceType) {
    return from | to << 6 | PROMOTION << 12 | (pieceType - Board.KNIGHT) << 14;
  }

  static int from(int move) {
    return move & 63;
  }

  static int to(int move) {
    return (move >>> 6) & 63;
  }

  static int kind(int move) {
    return (move >>> 12) & 3;
  }

  /** The piece type a promotion creates ({@link Board#KNIGHT} .. {@link Board#QUEEN}). */
  static int promotionType(int move) {
    return Board.KNIGHT + ((move >>> 14) & 3);
  }
}
