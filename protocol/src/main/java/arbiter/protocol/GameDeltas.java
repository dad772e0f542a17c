package arbiter.protocol;

import java.util.ArrayList;
import java.util.List;

/** Turns the state a client holds and the next {@link Event.Delta} into that change's state. */
public final class GameDeltas {

  private GameDeltas() {}

  /** Whether {@code delta} follows {@code state}: the same game, the very next change. */
  public static boolean follows(GameState state, Event.Delta delta) {
    return state != null && state.game() == delta.game() && delta.seq() == state.seq() + 1;
  }

  /**
   * The state after {@code delta}, which must {@link #follows follow} {@code state}: every field as
   * the server's full state of that change has it.
   */
  public static GameState apply(GameState state, Event.Delta delta) {
    if (!follows(state, delta)) {
      throw new IllegalArgumentException(
          "delta " + delta.seq() + " of game " + delta.game() + " does not follow state "
              + state.seq() + " of game " + state.game());
    }
    GameState.Board board = state.board();
    List<List<GameState.Piece>> cells = new ArrayList<>(board.cells().size());
    for (List<GameState.Piece> row : board.cells()) {
      cells.add(new ArrayList<>(row));
    }
    for (GameState.Cell cell : delta.changes()) {
      cells.get(cell.row()).set(cell.column(), cell.piece());
    }
    // a change adds a move, takes one back, or leaves the list: only its end moves
    List<String> moves = new ArrayList<>(state.moves().subList(0,
        Math.max(0, Math.min(state.moves().size(), delta.ply() - 1))));
    if (delta.ply() > 0) {
      moves.add(delta.lastMove());
    }
    return new GameState(state.game(), delta.seq(), state.variant(), state.white(), state.black(),
        new GameState.Board(board.rows(), board.columns(), cells), delta.hands(),
        delta.sideToMove(), delta.legalMoves(), delta.lastMove(), moves, state.limit(),
        delta.movesLeft(), delta.status(), delta.winner(), delta.reason(), delta.clock());
  }
}
