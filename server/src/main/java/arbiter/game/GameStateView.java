package arbiter.game;

import arbiter.protocol.GameState;
import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JSON {@code state} of a match, drawn through the variant-neutral board view of {@link
 * Position}: any variant that implements it is shown without code of its own here.
 */
final class GameStateView {

  private GameStateView() {}

  static GameState of(long id, long seq, Match match) {
    Position position = match.position();
    Position turnStart = match.turnStart();
    List<String> moves = match.notations();
    Ending ending = match.ending();
    return new GameState(
        id,
        seq,
        match.variant().id(),
        match.name(Side.WHITE),
        match.name(Side.BLACK),
        board(position),
        new GameState.Hands(hand(position, Side.WHITE), hand(position, Side.BLACK)),
        match.mover().label(),
        legalMoves(match, turnStart),
        moves.isEmpty() ? null : moves.get(moves.size() - 1),
        moves,
        match.limit(),
        match.limit() > 0 ? Math.max(0, match.limit() - match.turns()) : -1,
        ending == null ? "ongoing" : ending.winner() == null ? "draw" : "win",
        ending == null || ending.winner() == null ? null : ending.winner().label(),
        ending == null ? "" : ending.reason());
  }

  private static GameState.Board board(Position position) {
    List<List<GameState.Piece>> cells = new ArrayList<>(position.rows());
    for (int row = 0; row < position.rows(); row++) {
      // Arrays.asList keeps the nulls of empty squares
      GameState.Piece[] line = new GameState.Piece[position.columns()];
      for (int column = 0; column < position.columns(); column++) {
        line[column] = position.occupant(row, column).map(GameStateView::piece).orElse(null);
      }
      cells.add(Arrays.asList(line));
    }
    return new GameState.Board(position.rows(), position.columns(), cells);
  }

  private static GameState.Piece piece(BoardPiece piece) {
    return new GameState.Piece(String.valueOf(piece.kind()), piece.side().label(), piece.promoted());
  }

  private static List<String> hand(Position position, Side side) {
    List<String> kinds = new ArrayList<>();
    for (BoardPiece piece : position.hand(side)) {
      kinds.add(String.valueOf(piece.kind()));
    }
    return kinds;
  }

  private static List<GameState.LegalMove> legalMoves(Match match, Position turnStart) {
    List<GameState.LegalMove> legal = new ArrayList<>();
    for (Move move : match.legalMoves()) {
      String text = match.variant().notation().format(turnStart, move);
      String drop = move.from() == null ? droppedKind(turnStart, move) : null;
      legal.add(new GameState.LegalMove(text, move.from(), move.to(), drop));
    }
    return legal;
  }

  /** The kind a drop takes from the hand: whatever lands on its square. */
  private static String droppedKind(Position position, Move move) {
    int[] to = move.to();
    return position
        .play(move)
        .occupant(to[0], to[1])
        .map(piece -> String.valueOf(piece.kind()))
        .orElse(null);
  }
}
