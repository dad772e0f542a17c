package arbiter.session;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing: after failed logins of a user or from an address, the next
 * attempt of either waits, twice as long after each failure up to a maximum. A success clears the
 * user's count; a quiet quarter of an hour clears any count.
 */
public final class LoginThrottle {

  private static final long FORGET_AFTER_MILLIS = 15 * 60 * 1000;
  private static final int MAX_ENTRIES = 100_000;

  private record Failures(int count, long lastMillis) {}

  private final long baseMillis;
  private final long maxMillis;
  private final LongSupplier clock;
  private final Map<String, Failures> failures = new HashMap<>();

  public LoginThrottle(long baseMillis, long maxMillis, LongSupplier clock) {
    this.baseMillis = baseMillis;
    this.maxMillis = maxMillis;
    this.clock = clock;
  }

  /** A throttle that never waits. */
  public static LoginThrottle none() {
    return new LoginThrottle(0, 0, System::currentTimeMillis);
  }

  /** How long the next attempt for this user from this address must wait, in milliseconds. */
  public synchronized long delayMillis(String user, String address) {
    return Math.max(wait("user:" + user), wait("address:" + address));
  }

  public synchronized void failed(String user, String address) {
    if (failures.size() >= MAX_ENTRIES) {
      forgetOld();
    }
    long now = clock.getAsLong();
    for (String key : new String[] {"user:" + user, "address:" + address}) {
      Failures before = current(key);
      failures.put(key, new Failures(before == null ? 1 : before.count + 1, now));
    }
  }

  public synchronized void succeeded(String user) {
    failures.remove("user:" + user);
  }

  private long wait(String key) {
    Failures seen = current(key);
    if (seen == null || baseMillis == 0) {
      return 0;
    }
    long delay = baseMillis << Math.min(seen.count - 1, 20);
    long elapsed = clock.getAsLong() - seen.lastMillis;
    return Math.max(0, Math.min(delay, maxMillis) - elapsed);
  }

  private Failures current(String key) {
    Failures seen = failures.get(key);
    if (seen != null && clock.getAsLong() - seen.lastMillis > FORGET_AFTER_MILLIS) {
      failures.remove(key);
      return null;
    }
    return seen;
  }

  private void forgetOld() {
    long now = clock.getAsLong();
    for (Iterator<Failures> it = failures.values().iterator(); it.hasNext(); ) {
      if (now - it.next().lastMillis > FORGET_AFTER_MILLIS / 15) {
        it.remove();
      }
    }
  }
}
