package arbiter.store;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.sqlite.BusyHandler;

/**
 * How the journal's SQLite connection waits while the checkpointer holds the log (its RESTART
 * pass, once per limit's worth of log): in steps of 100 us up to the busy timeout. SQLite's own
 * handler sleeps 1, 2, 5, 10 ms and more in turn, so a pass that held the lock 1.2 ms kept the
 * moves of that commit, and every move queued behind it, waiting 3 ms.
 */
final class ShortBusyWaits extends BusyHandler {

  private static final long STEP_NANOS = TimeUnit.MICROSECONDS.toNanos(100);

  private final long timeoutNanos;
  private long since;
  /** Busy at once, no wait: set by the thread that writes, around a write on an event loop. */
  boolean noWait;

  ShortBusyWaits(long timeoutMillis) {
    this.timeoutNanos = TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
  }

  @Override
  protected int callback(int tries) {
    if (noWait) {
      return 0;
    }
    long now = System.nanoTime();
    if (tries == 0) {
      since = now;
    } else if (now - since >= timeoutNanos) {
      return 0; // SQLITE_BUSY, as the busy timeout would
    }
    LockSupport.parkNanos(STEP_NANOS);
    return 1;
  }
}
