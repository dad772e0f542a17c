package arbiter.game;

import arbiter.account.ScoreLine;
import arbiter.rules.Side;
import java.util.List;

/**
 * Something that happened to a game and must be stored: it started, a move, an undo, a pause, it
 * ended.
 */
public sealed interface GameEvent {

  /** The game this event belongs to. */
  long gameId();

  /**
   * A game began between two users; {@code timeControl} is {@code null} when untimed; {@code
   * rated} whether it counts for the ratings.
   */
  record Started(long gameId, String variant, String white, String black, int limit,
      String timeControl, boolean rated, long at) implements GameEvent {}

  /**
   * The {@code ply}-th move (1-based) of a game, in the variant's native notation, with the time
   * its mover had left after it ({@code clockMillis} -1 when untimed; byoyomi periods left).
   */
  record Moved(long gameId, int ply, String notation, long clockMillis, int clockPeriods)
      implements GameEvent {

    /** A move of an untimed game. */
    public Moved(long gameId, int ply, String notation) {
      this(gameId, ply, notation, -1, 0);
    }
  }

  /** A player took back a move: one of the undos a player has per game is spent. */
  record UndoUsed(long gameId, Side side) implements GameEvent {}

  /**
   * A game was paused ({@code paused}) or resumed: a game paused when the server stops stays
   * paused when it is taken up again.
   */
  record Paused(long gameId, boolean paused) implements GameEvent {}

  /**
   * {@code millis} were given to the player of {@code side} at {@code at} (epoch milliseconds),
   * after the game's first {@code ply} moves: a restart adds it to the time they had after their
   * last move before it. {@code berserk}: an arena player's berserk, whose (negative) millis are
   * its penalty and after which their moves earn no increment, also after a restart.
   */
  record TimeGiven(long gameId, Side side, int ply, long millis, long at, boolean berserk)
      implements GameEvent {

    /** An arbiter's gift (not a berserk). */
    public TimeGiven(long gameId, Side side, int ply, long millis, long at) {
      this(gameId, side, ply, millis, at, false);
    }
  }

  /**
   * A game ended; the scores follow from its {@link Ending}; {@code rated} whether it was a rated
   * game (whether the ratings move: {@link #countsForRatings}).
   */
  record Finished(long gameId, String variant, String white, String black, Ending ending,
      boolean rated, long at) implements GameEvent {

    /** The points each player gets, white first. */
    public List<ScoreLine> points() {
      return ending.points(white, black);
    }

    /** Whether the players' ratings move: a rated game that was played. */
    public boolean countsForRatings() {
      return rated && ending.rates();
    }
  }

  /**
   * An arbiter ends the running game (the {@link Finished} that follows says how): who, and the
   * reason given ({@code null} when none), kept for the game's record and its exports.
   */
  record Adjudicated(long gameId, String by, String note) implements GameEvent {}

  /**
   * An arbiter changed the result of a finished game (a tournament correction): its archive line,
   * both players' scores and their ratings follow (the old rating change undone, the new one
   * made); {@code by} is the arbiter, kept with what the game said before.
   */
  record Corrected(long gameId, Ending ending, String by, long at) implements GameEvent {}
}
