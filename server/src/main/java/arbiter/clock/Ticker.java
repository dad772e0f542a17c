package arbiter.clock;

/**
 * The server's time and timers: monotonic milliseconds, and tasks run after a delay. Production
 * uses the event loops; tests pass a fake that they move by hand, so nothing waits for real time.
 */
public interface Ticker {

  /** Monotonic milliseconds (not wall-clock time). */
  long now();

  /** Wall-clock epoch milliseconds, for the {@code sentAt} a client counts down from. */
  long epochMillis();

  /**
   * Runs {@code task} once {@code delayMillis} have passed; the returned handle cancels it. The
   * task must hand itself to its owner's thread (a room submits to its own chain).
   */
  Cancellable schedule(Runnable task, long delayMillis);

  /** A scheduled task. */
  interface Cancellable {
    void cancel();
  }
}
