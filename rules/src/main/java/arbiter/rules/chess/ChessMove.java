package arbiter.rules.chess;

import arbiter.rules.Move;

/** A legal move of a chess or king-capture position; {@link #toString()} gives its UCI form. */
public final class ChessMove implements Move {

  private final int packed;

  ChessMove(int packed) {
    this.packed = packed;
  }

  int packed() {
    return packed;
  }

  @Override
  public int[] from() {
    int sq = PackedMove.from(packed);
    return new int[] {sq >>> 3, sq & 7};
  }

  @Override
  public int[] to() {
    int sq = PackedMove.to(packed);
    return new int[] {sq >>> 3, sq & 7};
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
