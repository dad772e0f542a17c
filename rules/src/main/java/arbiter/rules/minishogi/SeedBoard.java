package arbiter.rules.minishogi;

import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.List;
import java.util.Optional;

/**
 * The seed 001 state as three lines: the board as 25 characters (row 1 first, columns 1-5 within a
 * row, {@code -} for an empty square, a piece's letter in its owner's case whether promoted or
 * not), then black's hand and white's hand, letters in capture order (an empty line for none).
 */
public final class SeedBoard {

  private SeedBoard() {}

  /** The three lines of {@code position}, any position with a 5x5 board view and hands. */
  public static List<String> lines(Position position) {
    StringBuilder board = new StringBuilder(position.rows() * position.columns());
    for (int row = 0; row < position.rows(); row++) {
      for (int column = 0; column < position.columns(); column++) {
        Optional<BoardPiece> piece = position.occupant(row, column);
        board.append(piece.isPresent() ? letter(piece.get()) : '-');
      }
    }
    return List.of(board.toString(), hand(position, Side.BLACK), hand(position, Side.WHITE));
  }

  private static String hand(Position position, Side side) {
    StringBuilder letters = new StringBuilder();
    for (BoardPiece piece : position.hand(side)) {
      letters.append(letter(piece));
    }
    return letters.toString();
  }

  private static char letter(BoardPiece piece) {
    return piece.side() == Side.WHITE ? piece.kind() : Character.toLowerCase(piece.kind());
  }
}
