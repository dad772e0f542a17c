package arbiter.rules.chess;

import arbiter.rules.Side;

/**
 * A piece on the board: its kind and its side.
 *
 * @param type what kind of piece
 * @param side who owns it
 */
public record Piece(PieceType type, Side side) {

  /**
   * The seed 002 name: the kind's letter and {@code w} or {@code b}, e.g. {@code Kw}, {@code Pb}.
   */
  public String code() {
    return "" + type.letter() + (side == Side.WHITE ? 'w' : 'b');
  }

  static Piece ofCode(int code) {
    return new Piece(
        PieceType.ofCode(code & 7), (code >>> 3) == Board.WHITE ? Side.WHITE : Side.BLACK);
  }
}
