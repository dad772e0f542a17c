package arbiter.clock;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link Ticker} whose time leaves out the server's stalls: while the whole process stood still
 * (a {@code SIGSTOP}, a long collection pause, a suspended machine) nobody could move, so no game's
 * clock may count that time against the player to move. A heartbeat on the underlying ticker's
 * timers marks every {@value #BEAT_MILLIS} ms that the process runs; a reading of the time that
 * finds the last mark more than {@value #TOLERANCE_MILLIS} ms later than due takes the gap as a
 * stall and leaves it out of this ticker's time from then on. The first reading after a stall
 * finds it, whichever thread makes it: the one stamping a move's arrival, a flag timer, or the
 * heartbeat itself. Timers run on the underlying ticker's time: one that comes due during a stall
 * runs late, and finds that the flag it checks has not fallen.
 */
public final class StallFreeTicker implements Ticker, AutoCloseable {

  /** How often the heartbeat marks that the process runs. */
  static final long BEAT_MILLIS = 100;

  /**
   * How much later than due a mark may come before the gap counts as a stall: more than a busy
   * machine's scheduling delay, less than a pause a player would notice on their clock.
   */
  static final long TOLERANCE_MILLIS = 400;

  private final Ticker raw;
  /** The underlying time of the last mark. */
  private volatile long lastSeen;
  /** The stalls found so far, left out of {@link #now()}; written before {@link #lastSeen}. */
  private volatile long stalled;
  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile Cancellable beat;

  /** Time from {@code raw}, with its stalls left out; the heartbeat starts now. */
  public StallFreeTicker(Ticker raw) {
    this.raw = raw;
    this.lastSeen = raw.now();
    scheduleBeat();
  }

  private void scheduleBeat() {
    if (!closed.get()) {
      beat = raw.schedule(this::beat, BEAT_MILLIS);
    }
  }

  private void beat() {
    mark(raw.now());
    scheduleBeat();
  }

  /** The underlying time less every stall so far (monotonic, as the underlying time is). */
  @Override
  public long now() {
    long at = raw.now();
    if (at - lastSeen > BEAT_MILLIS + TOLERANCE_MILLIS) {
      mark(at);
    }
    return at - stalled;
  }

  /**
   * The process runs at {@code at}: a gap since the last mark beyond a heartbeat's is a stall,
   * which is left out of the time from now on.
   */
  private synchronized void mark(long at) {
    long gap = at - lastSeen;
    if (gap > BEAT_MILLIS + TOLERANCE_MILLIS) {
      stalled += gap - BEAT_MILLIS;
    }
    if (at > lastSeen) {
      lastSeen = at;
    }
  }

  /** The stalls found so far, in milliseconds. */
  public long stalledMillis() {
    return stalled;
  }

  @Override
  public long epochMillis() {
    return raw.epochMillis();
  }

  @Override
  public Cancellable schedule(Runnable task, long delayMillis) {
    return raw.schedule(task, delayMillis);
  }

  /** Stops the heartbeat, and the underlying ticker if it is the system's. */
  @Override
  public void close() {
    closed.set(true);
    Cancellable last = beat;
    if (last != null) {
      last.cancel();
    }
    if (raw instanceof SystemTicker system) {
      system.close();
    }
  }
}
