package arbiter.rules.pawns;

import arbiter.rules.IllegalMove;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;

/**
 * The seed's move notation: the from and to squares, {@code [a-h][1-8][a-h][1-8]} ({@code e2e4},
 * {@code e5d6} for a capture or en passant alike).
 */
public final class PawnsNotation implements Notation {

  static final PawnsNotation INSTANCE = new PawnsNotation();

  private PawnsNotation() {}

  /** Whether {@code text} has the shape of a move, legal or not: exactly four characters. */
  public static boolean isWellFormed(String text) {
    return text.length() == 4 && Squares.parse(text, 0) >= 0 && Squares.parse(text, 2) >= 0;
  }

  /** The square a move's text starts from as {@code {row, column}}; the text must be well formed. */
  public static int[] origin(String text) {
    int square = Squares.parse(text, 0);
    return new int[] {square >>> 3, square & 7};
  }

  @Override
  public Move parse(Position position, String text) throws NotationException {
    if (!isWellFormed(text)) {
      throw new NotationException(NotationException.Kind.MALFORMED, "not a move: " + text);
    }
    for (Move move : position.legalMoves()) {
      if (move.toString().equals(text)) {
        return move;
      }
    }
    int to = Squares.parse(text, 2);
    throw new NotationException(
        IllegalMove.onBoard(position, origin(text), new int[] {to >>> 3, to & 7}),
        "illegal move: " + text);
  }

  @Override
  public String format(Position position, Move move) {
    return move.toString();
  }
}
