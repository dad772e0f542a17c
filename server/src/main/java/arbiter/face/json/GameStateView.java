package arbiter.face.json;

import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameView;

import arbiter.protocol.GameState;
import arbiter.rules.BoardPiece;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JSON {@code state} of a game, drawn through the variant-neutral board view of {@link
 * Position}: any variant that implements it is shown without code of its own here.
 */
public final class GameStateView {

  private GameStateView() {}

  public static GameState of(GameView view) {
    Position position = view.position();
    List<String> moves = new ArrayList<>(view.moves().size());
    view.moves().forEach(move -> moves.add(move.notation()));
    Ending ending = view.ending();
    return new GameState(
        view.id(),
        view.seq(),
        view.variant().id(),
        view.white(),
        view.black(),
        board(position),
        new GameState.Hands(hand(position, Side.WHITE), hand(position, Side.BLACK)),
        view.mover().label(),
        legalMoves(view),
        moves.isEmpty() ? null : moves.get(moves.size() - 1),
        moves,
        view.limit(),
        view.limit() > 0 ? Math.max(0, view.limit() - view.turns()) : -1,
        ending == null ? "ongoing" : ending.winner() == null ? "draw" : "win",
        ending == null || ending.winner() == null ? null : ending.winner().label(),
        ending == null ? "" : ending.termination().word(),
        clock(view.clock()));
  }

  private static GameState.Clock clock(ClockView clock) {
    if (clock == null) {
      return null;
    }
    return new GameState.Clock(clock.control(), clock.white(), clock.black(),
        clock.running() == null ? null : clock.running().label(), clock.epochMillis(),
        clock.whitePeriods(), clock.blackPeriods(), clock.periodMillis());
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

  private static List<GameState.LegalMove> legalMoves(GameView view) {
    Position turnStart = view.turnStart();
    List<GameState.LegalMove> legal = new ArrayList<>();
    List<String> texts = view.legalMoveNotations();
    for (int i = 0; i < texts.size(); i++) {
      Move move = view.legalMoves().get(i);
      String text = texts.get(i);
      String drop = move.from() == null ? droppedKind(turnStart, move) : null;
      legal.add(new GameState.LegalMove(text, move.from(), move.to(), drop));
    }
    return legal;
  }

  /** The kind a drop takes from the hand: whatever lands on its square. */
  static String droppedKind(Position position, Move move) {
    int[] to = move.to();
    return position
        .play(move)
        .occupant(to[0], to[1])
        .map(piece -> String.valueOf(piece.kind()))
        .orElse(null);
  }
}
