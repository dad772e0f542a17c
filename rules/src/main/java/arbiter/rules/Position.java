package arbiter.rules;

import java.util.List;
import java.util.Optional;
import java.util.Set;

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

  /** The number of rows of the board (row 0 is white's side); 8 unless the board is smaller. */
  default int rows() {
    return 8;
  }

  /** The number of columns of the board (column 0 is white's left); 8 unless it is smaller. */
  default int columns() {
    return 8;
  }

  /**
   * For {@link #occupant}: throws unless {@code row}, {@code column} is a square of this board.
   *
   * @throws IllegalArgumentException naming the square
   */
  default void requireSquare(int row, int column) {
    if (row < 0 || row >= rows() || column < 0 || column >= columns()) {
      throw new IllegalArgumentException("no such square: " + row + "," + column);
    }
  }

  /** What stands on the square at {@code row}, {@code column} (0-based), if anything. */
  Optional<BoardPiece> occupant(int row, int column);

  /**
   * Whether {@code side} could still win by some series of legal moves, however unlikely: when the
   * opponent's flag falls, a side that cannot win draws instead of winning on time. True unless a
   * variant knows better; only FIDE chess overrides it, so kingcapture (where any king can capture
   * a king), pawns, minishogi and checkers always count as winnable.
   */
  default boolean canWin(Side side) {
    return true;
  }

  /**
   * The draws the side to move may claim now: threefold repetition and fifty moves in FIDE chess.
   * None in variants whose draws need no claim.
   */
  default Set<Termination> drawClaims() {
    return Set.of();
  }

  /** The pieces in {@code side}'s hand in the order they were captured; none without drops. */
  default List<BoardPiece> hand(Side side) {
    return List.of();
  }

  /**
   * What the rules depend on but the board does not show, as a number below 1024 that two
   * positions with the same board and side to move share exactly when they are the same position:
   * castling rights (bits 0-3) and the en-passant target square plus one (bits 4-9) in chess and
   * pawns; 0 in variants without such rights. For engines' hash keys.
   */
  default int hiddenState() {
    return 0;
  }
}
