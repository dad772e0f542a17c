package arbiter.rules.pawns;

import arbiter.rules.Move;

/**
 * A legal move of a pawns-only position; {@link #toString()} gives its notation ({@code e2e4}).
 *
 * <pre>
 *  bits  0-5   from square (rank * 8 + file; a1 = 0, h8 = 63)
 *  bits  6-11  to square
 *  bits 12-13  kind: 0 step or capture, 1 double step, 2 en passant
 * </pre>
 */
public final class PawnsMove implements Move {

  static final int NORMAL = 0;
  static final int DOUBLE_STEP = 1;
  static final int EN_PASSANT = 2;

  private final int packed;

  PawnsMove(int packed) {
    this.packed = packed;
  }

  static int pack(int from, int to, int kind) {
    return from | to << 6 | kind << 12;
  }

  static int fromSquare(int packed) {
    return packed & 63;
  }

  static int toSquare(int packed) {
    return (packed >>> 6) & 63;
  }

  static int kind(int packed) {
    return packed >>> 12;
  }

  int packed() {
    return packed;
  }

  @Override
  public int[] from() {
    int sq = fromSquare(packed);
    return new int[] {sq >>> 3, sq & 7};
  }

  @Override
  public int[] to() {
    int sq = toSquare(packed);
    return new int[] {sq >>> 3, sq & 7};
  }

  /** Whether this move takes a pawn that has just passed by with a double step. */
  public boolean isEnPassant() {
    return kind(packed) == EN_PASSANT;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PawnsMove move && move.packed == packed;
  }

  @Override
  public int hashCode() {
    return packed;
  }

  @Override
  public String toString() {
    return Squares.name(fromSquare(packed)) + Squares.name(toSquare(packed));
  }
}
