package arbiter.engine;

/**
 * The bot's clock when it is to move: the time it has left and what each move adds.
 *
 * @param remainingMillis time left on the bot's clock
 * @param incrementMillis time added after each move (Fischer increment)
 */
public record ClockState(long remainingMillis, long incrementMillis) {

  /** An untimed game: the level's own limits decide. */
  public static final ClockState UNTIMED = new ClockState(Long.MAX_VALUE, 0);

  public ClockState {
    if (remainingMillis < 0 || incrementMillis < 0) {
      throw new IllegalArgumentException("clock times must not be negative");
    }
  }

  public boolean isUntimed() {
    return remainingMillis == Long.MAX_VALUE;
  }
}
