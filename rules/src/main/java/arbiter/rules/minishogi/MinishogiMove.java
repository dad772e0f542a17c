package arbiter.rules.minishogi;

import arbiter.rules.Move;
import arbiter.rules.Side;

/** A legal minishogi move: a board move or a drop; {@link #toString()} gives the seed notation. */
public final class MinishogiMove implements Move {

  private final int packed;

  MinishogiMove(int packed) {
    this.packed = packed;
  }

  int packed() {
    return packed;
  }

  @Override
  public int[] from() {
    return isDrop() ? null : square(PackedMove.from(packed));
  }

  @Override
  public int[] to() {
    return square(PackedMove.to(packed));
  }

  /** Whether the piece comes from the hand. */
  public boolean isDrop() {
    return PackedMove.isDrop(packed);
  }

  /** The moving piece's letter, upper case and the same whether it is promoted or not. */
  public char kind() {
    return Board.LETTERS.charAt(Board.unpromoted(PackedMove.type(packed)));
  }

  /** Whether the piece is promoted by this move (it starts or ends in the zone). */
  public boolean promotes() {
    return PackedMove.promotes(packed);
  }

  /** Who moves. */
  public Side side() {
    return PackedMove.side(packed) == Board.WHITE ? Side.WHITE : Side.BLACK;
  }

  private static int[] square(int square) {
    return new int[] {square / Board.SIZE, square % Board.SIZE};
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof MinishogiMove move && move.packed == packed;
  }

  @Override
  public int hashCode() {
    return packed;
  }

  @Override
  public String toString() {
    return SeedNotation.format(packed);
  }
}
