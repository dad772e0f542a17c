package arbiter.game;

import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.chess.ChessMove;
import arbiter.rules.chess.ChessPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** What a move did, as the players are shown it: its notation, the piece that moved, the kills. */
final class MoveDescriptions {

  private MoveDescriptions() {}

  /** The move {@code move} from {@code turnStart}, which led to {@code after}. */
  static PlayedMove describe(Variant variant, Position turnStart, Move move, Position after) {
    Side side = turnStart.sideToMove();
    String notation = variant.notation().format(turnStart, move);
    if (!(turnStart instanceof ChessPosition chess)) {
      return new PlayedMove(side, move, notation, null, taken(turnStart, after));
    }
    int[] from = move.from();
    int[] to = move.to();
    int[] taken = to;
    if (move instanceof ChessMove chessMove && chessMove.isEnPassant()) {
      taken = new int[] {from[0], to[1]};
    }
    String mover = chess.pieceAt(from[0], from[1]).orElseThrow().code();
    int[] spot = taken;
    PlayedMove.Kill kill =
        chess
            .pieceAt(taken[0], taken[1])
            .map(piece -> new PlayedMove.Kill(piece.code(), piece.side(), Square.of(spot)))
            .orElse(null);
    return new PlayedMove(side, move, notation, mover, kill == null ? List.of() : List.of(kill));
  }

  /**
   * The opponent's pieces a move of any variant took: those whose square no longer holds them.
   * Named by kind and colour ({@code Mb} for a black draughts man), as seed 002 names chess pieces.
   */
  private static List<PlayedMove.Kill> taken(Position turnStart, Position after) {
    List<PlayedMove.Kill> kills = new ArrayList<>();
    Side opponent = turnStart.sideToMove().opponent();
    for (int row = 0; row < turnStart.rows(); row++) {
      for (int column = 0; column < turnStart.columns(); column++) {
        Optional<BoardPiece> before = turnStart.occupant(row, column);
        if (before.isPresent() && before.get().side() == opponent
            && !after.occupant(row, column).equals(before)) {
          BoardPiece piece = before.get();
          String name = Character.toUpperCase(piece.kind()) + (opponent == Side.WHITE ? "w" : "b");
          kills.add(new PlayedMove.Kill(name, opponent, new Square(row + 1, column + 1)));
        }
      }
    }
    return kills;
  }
}
