package arbiter.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * At most {@code count} events per key (an address, a user) in any window of {@code windowMillis}:
 * a sliding log of each key's recent events. A count of 0 allows everything.
 */
public final class RateLimiter {

  private static final int MAX_KEYS = 100_000;

  private final int count;
  private final long windowMillis;
  private final LongSupplier clock;
  private final Map<String, Deque<Long>> recent = new HashMap<>();

  public RateLimiter(int count, long windowMillis, LongSupplier clock) {
    this.count = count;
    this.windowMillis = windowMillis;
    this.clock = clock;
  }

  /** A limiter that allows everything. */
  public static RateLimiter none() {
    return new RateLimiter(0, 0, System::currentTimeMillis);
  }

  /** The most events a window allows (0: no limit). */
  public int count() {
    return count;
  }

  /** Counts an event of {@code key} if the window has room for it; false if not (not counted). */
  public synchronized boolean tryAcquire(String key) {
    if (count <= 0) {
      return true;
    }
    long now = clock.getAsLong();
    if (recent.size() >= MAX_KEYS) {
      forgetOld(now);
    }
    Deque<Long> times = recent.computeIfAbsent(key, k -> new ArrayDeque<>());
    while (!times.isEmpty() && now - times.peekFirst() >= windowMillis) {
      times.pollFirst();
    }
    if (times.size() >= count) {
      return false;
    }
    times.addLast(now);
    return true;
  }

  /** Whether {@code key}'s window is full now: its next {@link #tryAcquire} would fail. */
  public synchronized boolean exhausted(String key) {
    if (count <= 0) {
      return false;
    }
    long now = clock.getAsLong();
    Deque<Long> times = recent.get(key);
    return times != null
        && times.stream().filter(time -> now - time < windowMillis).count() >= count;
  }

  private void forgetOld(long now) {
    for (Iterator<Deque<Long>> it = recent.values().iterator(); it.hasNext(); ) {
      Deque<Long> times = it.next();
      if (times.isEmpty() || now - times.peekLast() >= windowMillis) {
        it.remove();
      }
    }
  }
}
