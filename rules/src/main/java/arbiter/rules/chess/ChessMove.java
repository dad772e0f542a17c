package arbiter.rules.chess;

import arbiter.rules.Move;

/** A legal move of a chess or king-capture position; {@link #toString()} gives its UCI form. */
public final class ChessMove implements Move {

  /**
   * Each square as {@code {row, column}}, made once and shared by every move: a server writes the
   * squares of every legal move with every change, and two arrays a move were about a tenth
   * of its garbage (JFR).
   */
  private static final int[][] SQUARES = new int[64][];

  static {
    for (int sq = 0; sq < 64; sq++) {
      SQUARES[sq] = new int[] {sq >>> 3, sq & 7};
    }
  }

  private final int packed;

  ChessMove(int packed) {
    this.packed = packed;
  }

  int packed() {
    return packed;
  }

  /** {@inheritDoc} The array is shared: it must not be changed. */
  @Override
  public int[] from() {
    return SQUARES[PackedMove.from(packed)];
  }

  /** {@inheritDoc} The array is shared: it must not be changed. */
  @Override
  public int[] to() {
    return SQUARES[PackedMove.to(packed)];
  }

  /** The kind of piece a pawn becomes by this move, or {@code null} if it is no promotion. */
  public PieceType promotion() {
    return PackedMove.kind(packed) == PackedMove.PROMOTION
        ? PieceType.ofCode(PackedMove.promotionType(packed))
        : null;
  }

  /** Whether this is castling (the king's two-square step; the rook moves with it). */
  public boolean isCastling() {
    return PackedMove.kind(packed) == PackedMove.CASTLING;
  }

  /** Whether this is an en-passant capture. */
  public boolean isEnPassant() {
    return PackedMove.kind(packed) == PackedMove.EN_PASSANT;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ChessMove move && move.packed == packed;
  }

  @Override
  public int hashCode() {
    return packed;
  }

  @Override
  public String toString() {
    return Uci.format(packed);
  }
}
