package arbiter.rules.checkers;

/**
 * The mutable engine state: three bitboards (see {@link Squares}), the side to move and the count
 * of plies since the last move of a man or capture (the 15-move rule and the repetition window).
 */
final class Board {

  static final int WHITE = 0;
  static final int BLACK = 1;

  int white;
  int black;
  int kings;
  int side;
  /** Consecutive simple king moves just played (they are the only reversible moves). */
  int kingPlies;

  Board(int white, int black, int kings, int side, int kingPlies) {
    this.white = white;
    this.black = black;
    this.kings = kings;
    this.side = side;
    this.kingPlies = kingPlies;
  }

  Board copy() {
    return new Board(white, black, kings, side, kingPlies);
  }

  int own() {
    return side == WHITE ? white : black;
  }

  int enemy() {
    return side == WHITE ? black : white;
  }

  int occupied() {
    return white | black;
  }

  /** Whether the two boards hold the same pieces with the same side to move. */
  boolean samePlacement(Board other) {
    return white == other.white
        && black == other.black
        && kings == other.kings
        && side == other.side;
  }

  /** Plays a legal packed move (see {@link PackedMove}). */
  void make(long move) {
    int fromBit = 1 << PackedMove.from(move);
    int toBit = 1 << PackedMove.to(move);
    int captured = PackedMove.captured(move);
    boolean king = (kings & fromBit) != 0;
    // from and to may be one square (a capture that comes round), so clear before setting
    if (side == WHITE) {
      white = (white & ~fromBit) | toBit;
      black &= ~captured;
    } else {
      black = (black & ~fromBit) | toBit;
      white &= ~captured;
    }
    kings &= ~captured;
    if (king) {
      kings = (kings & ~fromBit) | toBit;
    } else if (PackedMove.crowns(move)) {
      kings |= toBit;
    }
    kingPlies = king && captured == 0 ? kingPlies + 1 : 0;
    side ^= 1;
  }
}
