package arbiter.clock;

import arbiter.rules.Side;

/**
 * The two clocks of one timed game. The server is the only timekeeper: every method takes the
 * current time (monotonic milliseconds from the room's {@link Ticker}); nothing here reads a clock.
 * Not thread-safe: the game room confines it.
 */
public final class GameClock {

  /** A clock for a game under {@code control} (which must be timed); no clock runs yet. */
  public GameClock(TimeControl control) {
    throw new UnsupportedOperationException("to be written");
  }

  /**
   * A clock restored after a restart: each side's remaining time and byoyomi periods, and how many
   * moves each side has made (for stages); no clock runs yet.
   */
  public static GameClock restored(TimeControl control, long whiteMillis, long blackMillis,
      int whitePeriods, int blackPeriods, int whiteMoves, int blackMoves) {
    throw new UnsupportedOperationException("to be written");
  }

  public TimeControl control() {
    throw new UnsupportedOperationException("to be written");
  }

  /** Starts (or restarts) the clock of {@code side} at {@code now}; the other one stops. */
  public void start(Side side, long now) {
    throw new UnsupportedOperationException("to be written");
  }

  /** Stops both clocks at {@code now} (the game is over), charging the running side. */
  public void stop(long now) {
    throw new UnsupportedOperationException("to be written");
  }

  /** The side whose clock runs, or {@code null}. */
  public Side running() {
    throw new UnsupportedOperationException("to be written");
  }

  /**
   * The running side moved at {@code now}: charges it the time since its clock started less {@code
   * creditMillis} (lag compensation, never below zero), then applies the control (increment,
   * delay, stage, byoyomi period) and starts the opponent's clock.
   *
   * @return false if the mover's time had run out before the move (the flag fell): then nothing
   *     changes and the game is lost on time
   */
  public boolean moved(long now, long creditMillis) {
    throw new UnsupportedOperationException("to be written");
  }

  /** Whether the running side's time has run out at {@code now}. */
  public boolean flagged(long now) {
    throw new UnsupportedOperationException("to be written");
  }

  /**
   * Milliseconds from {@code now} until the running side's flag falls (0 if it has), or {@code
   * Long.MAX_VALUE} when no clock runs: when the room's flag timer is due.
   */
  public long untilFlag(long now) {
    throw new UnsupportedOperationException("to be written");
  }

  /**
   * Remaining time of {@code side} at {@code now}, counting the running clock down: main time in
   * byoyomi (then the current period's time once main time is spent), never negative.
   */
  public long remaining(Side side, long now) {
    throw new UnsupportedOperationException("to be written");
  }

  /** Byoyomi periods {@code side} has left (0 in other controls). */
  public int periods(Side side) {
    throw new UnsupportedOperationException("to be written");
  }

  /** Moves {@code side} has made on this clock (stages count them). */
  public int moves(Side side) {
    throw new UnsupportedOperationException("to be written");
  }
}
