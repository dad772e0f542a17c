package arbiter.game;

import arbiter.account.ScoreLine;
import arbiter.rules.Side;
import java.util.List;

/** Something that happened to a game and must be stored: it started, a move, an undo, it ended. */
public sealed interface GameEvent {

  /** The game this event belongs to. */
  long gameId();

  /** A game began between two users. */
  record Started(long gameId, String variant, String white, String black, int limit, long at)
      implements GameEvent {}

  /** The {@code ply}-th move (1-based) of a game, in the variant's native notation. */
  record Moved(long gameId, int ply, String notation) implements GameEvent {}

  /** A player took back a move: one of the undos a player has per game is spent. */
  record UndoUsed(long gameId, Side side) implements GameEvent {}

  /** A game ended; the scores follow from its {@link Ending}. */
  record Finished(long gameId, String variant, String white, String black, Ending ending, long at)
      implements GameEvent {

    /** The points each player gets, white first. */
    public List<ScoreLine> points() {
      return ending.points(white, black);
    }
  }
}
