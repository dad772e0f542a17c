package arbiter.game;

import arbiter.rules.Position;
import arbiter.rules.chess.ChessPosition;
import arbiter.rules.chess.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The seed 002 board: row 8 first, each cell the piece name or two spaces, then {@code |}. */
final class SeedChessBoard implements BoardText {

  static final SeedChessBoard INSTANCE = new SeedChessBoard();

  private SeedChessBoard() {}

  @Override
  public List<String> lines(Position position) {
    ChessPosition chess = (ChessPosition) position;
    List<String> lines = new ArrayList<>(8);
    StringBuilder line = new StringBuilder(24);
    for (int row = 7; row >= 0; row--) {
      line.setLength(0);
      for (int column = 0; column < 8; column++) {
        Optional<Piece> piece = chess.pieceAt(row, column);
        line.append(piece.isPresent() ? piece.get().code() : "  ").append('|');
      }
      lines.add(line.toString());
    }
    return lines;
  }
}
