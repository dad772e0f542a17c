package arbiter.game;

import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The seed 000 board: rank 8 first between {@code +---+} rules, {@code W} and {@code B} for white
 * and black pawns, the files below. Any 8x8 position draws, though only pawns show as letters.
 */
final class SeedPawnsBoard implements BoardText {

  static final SeedPawnsBoard INSTANCE = new SeedPawnsBoard();

  private static final String RULE = "  +---+---+---+---+---+---+---+---+";
  private static final String FILES = "    a   b   c   d   e   f   g   h";

  private SeedPawnsBoard() {}

  @Override
  public List<String> lines(Position position) {
    List<String> lines = new ArrayList<>(18);
    lines.add(RULE);
    StringBuilder line = new StringBuilder(RULE.length());
    for (int row = 7; row >= 0; row--) {
      line.setLength(0);
      line.append((char) ('1' + row)).append(" |");
      for (int column = 0; column < 8; column++) {
        Optional<BoardPiece> piece = position.occupant(row, column);
        char letter = piece.isEmpty() ? ' ' : piece.get().side() == Side.WHITE ? 'W' : 'B';
        line.append(' ').append(letter).append(" |");
      }
      lines.add(line.toString());
      lines.add(RULE);
    }
    lines.add(FILES);
    return lines;
  }
}
