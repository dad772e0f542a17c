package arbiter.rules;

import java.util.List;
import java.util.Optional;

/** An immutable position of one variant: whose turn it is, the legal moves and the outcome. */
public interface Position {

  /** The variant whose rules this position follows. */
  Variant variant();

  /** The side to move. */
  Side sideToMove();

  /** Every legal move of the side to move; empty exactly when the game is over. */
  List<Move> legalMoves();

  /**
   * The position after {@code move}, which must be one of {@link #legalMoves()}.
   *
   * @throws IllegalArgumentException if the move is not legal here
   */
  Position play(Move move);

  /** Whether the game goes on in this position, and if not who won and why. */
  Outcome outcome();

  /** This position in the variant's FEN form (SPEC 1.6). */
  String toFen();

  /** The number of rows of the board (row 0 is white's side). */
  int rows();

  /** The number of columns of the board (column 0 is white's left). */
  int columns();

  /** What stands on the square at {@code row}, {@code column} (0-based), if anything. */
  Optional<BoardPiece> occupant(int row, int column);

  /** The pieces in {@code side}'s hand in the order they were captured; none without drops. */
  default List<BoardPiece> hand(Side side) {
    return List.of();
  }
}
