package arbiter.game;

import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The seed 004 board: row 8 first, one character a square: {@code .} light, {@code -} empty dark,
 * {@code w}/{@code W} white man/king, {@code b}/{@code B} black man/king.
 */
public final class SeedCheckersBoard implements BoardText {

  public static final SeedCheckersBoard INSTANCE = new SeedCheckersBoard();

  private SeedCheckersBoard() {}

  @Override
  public List<String> lines(Position position) {
    List<String> lines = new ArrayList<>(8);
    char[] line = new char[8];
    for (int row = 7; row >= 0; row--) {
      for (int column = 0; column < 8; column++) {
        line[column] = square(position, row, column);
      }
      lines.add(new String(line));
    }
    return lines;
  }

  private static char square(Position position, int row, int column) {
    if (((row + column) & 1) != 0) {
      return '.';
    }
    Optional<BoardPiece> piece = position.occupant(row, column);
    if (piece.isEmpty()) {
      return '-';
    }
    char letter = piece.get().side() == Side.WHITE ? 'w' : 'b';
    return piece.get().kind() == 'K' ? Character.toUpperCase(letter) : letter;
  }
}
