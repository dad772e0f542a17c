package arbiter.rules.chess;

/** The six kinds of chess piece, with the letter that names them in notation. */
public enum PieceType {
  PAWN('P'),
  KNIGHT('N'),
  BISHOP('B'),
  ROOK('R'),
  QUEEN('Q'),
  KING('K');

  private final char letter;

  PieceType(char letter) {
    this.letter = letter;
  }

  /** The upper-case letter of this kind: K Q R B N P. */
  public char letter() {
    return letter;
  }

  /** The engine's type number (Board.PAWN .. Board.KING). */
  int code() {
    return ordinal() + 1;
  }

  static PieceType ofCode(int code) {
    return BY_CODE[code - 1];
  }

  /** values() copies its array at each call: a search asks this for every square of every node. */
  private static final PieceType[] BY_CODE = values();
}
