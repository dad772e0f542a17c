package arbiter.rules.checkers;

import arbiter.rules.Move;

/**
 * A legal draughts move: its identity (start, end, crowning and the pieces it takes) and one path
 * of landing squares that makes it; two moves that differ only in their path are equal.
 */
public final class CheckersMove implements Move {

  private final long packed;
  private final int[] landings;

  CheckersMove(long packed, int[] landings) {
    this.packed = packed;
    this.landings = landings;
  }

  long packed() {
    return packed;
  }

  /** The squares the piece lands on, in order (one for a simple move), as in the notation. */
  int[] landings() {
    return landings;
  }

  @Override
  public int[] from() {
    return rowColumn(PackedMove.from(packed));
  }

  @Override
  public int[] to() {
    return rowColumn(PackedMove.to(packed));
  }

  /** Whether the move takes pieces. */
  public boolean isCapture() {
    return PackedMove.isCapture(packed);
  }

  /** The number of pieces the move takes. */
  public int capturedCount() {
    return Integer.bitCount(PackedMove.captured(packed));
  }

  /** Whether a man becomes a king by this move. */
  public boolean crowns() {
    return PackedMove.crowns(packed);
  }

  private static int[] rowColumn(int sq) {
    return new int[] {Squares.row(sq), Squares.column(sq)};
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CheckersMove move && move.packed == packed;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(packed);
  }

  @Override
  public String toString() {
    return CheckersNotation.text(packed, landings);
  }
}
