package arbiter.store;

/**
 * When the journal's writer begins a commit: at most one a linger, counted from when the one
 * before began, and at once when that was a linger or more ago. A move that comes to an idle
 * writer is stored without waiting; under load the moves that come while a commit runs and a
 * linger after it began go into the next, so the commits (their CPU) stay at one a linger
 * however many moves come, and no move waits longer than a linger and a commit. Times are
 * {@link System#nanoTime()}'s, passed in so that a test sets them.
 */
final class CommitPace {

  private final long lingerNanos;
  private long lastBegan;
  private boolean began;

  /** @param lingerNanos the least time between the beginnings of two commits; 0: no wait */
  CommitPace(long lingerNanos) {
    this.lingerNanos = Math.max(0, lingerNanos);
  }

  /** How long the writer waits at {@code now} before it begins the next commit. */
  long waitNanos(long now) {
    if (!began) {
      return 0;
    }
    return Math.max(0, lastBegan + lingerNanos - now);
  }

  /** A commit begins at {@code now}. */
  void began(long now) {
    lastBegan = now;
    began = true;
  }
}
