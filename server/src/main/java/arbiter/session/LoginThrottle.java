package arbiter.session;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing, per user name and per address, however many connections and
 * addresses the guesses come from. Each attempt takes a slot: attempts on the same name (or from
 * the same address) are spaced by a wait that doubles with every failure, up to a maximum, and the
 * slot is taken when the attempt is admitted, so parallel attempts queue behind each other instead
 * of all going at once. An attempt whose slot would be further away than the maximum is refused,
 * as is every attempt on a name after {@code lockoutAfter} attempts without a success (counted
 * when admitted, so attempts in flight count too), until {@code lockoutMillis} after the last. Names that exist and names that do not are treated alike. A
 * success clears the name's count; a quiet quarter of an hour clears any count.
 */
public final class LoginThrottle {

  private static final long FORGET_AFTER_MILLIS = 15 * 60 * 1000;
  private static final int MAX_ENTRIES = 100_000;

  /**
   * What an attempt may do: go after {@code waitMillis}, or not now ({@code refusedForMillis}
   * positive: it may be tried again after that long).
   */
  public record Admission(long waitMillis, long refusedForMillis) {
    public boolean admitted() {
      return refusedForMillis == 0;
    }
  }

  private static final class Key {
    int failures;
    /** Attempts admitted since the last success, finished or not: what the lockout counts. */
    int attempts;
    long lastAttemptMillis;
    long nextSlotMillis;
    long touchedMillis;
  }

  private final long baseMillis;
  private final long maxMillis;
  private final int lockoutAfter;
  private final long lockoutMillis;
  private final LongSupplier clock;
  private final Map<String, Key> keys = new HashMap<>();

  public LoginThrottle(long baseMillis, long maxMillis, LongSupplier clock) {
    this(baseMillis, maxMillis, 0, 0, clock);
  }

  /**
   * @param lockoutAfter failures in a row after which a name is locked (0: never)
   * @param lockoutMillis how long a locked name stays locked after its last failure
   */
  public LoginThrottle(long baseMillis, long maxMillis, int lockoutAfter, long lockoutMillis,
      LongSupplier clock) {
    this.baseMillis = baseMillis;
    this.maxMillis = maxMillis;
    this.lockoutAfter = lockoutAfter;
    this.lockoutMillis = lockoutMillis;
    this.clock = clock;
  }

  /** A throttle that never waits. */
  public static LoginThrottle none() {
    return new LoginThrottle(0, 0, System::currentTimeMillis);
  }

  /** Admits an attempt on {@code user} from {@code address}, taking its slot. */
  public synchronized Admission admit(String user, String address) {
    long now = clock.getAsLong();
    if (keys.size() >= MAX_ENTRIES) {
      forgetOld(now);
    }
    Key name = key("user:" + user, now);
    Key from = key("address:" + address, now);
    if (lockoutAfter > 0 && name.attempts >= lockoutAfter) {
      long left = name.lastAttemptMillis + lockoutMillis - now;
      if (left > 0) {
        return new Admission(0, left);
      }
      name.attempts = 0;
      name.failures = 0;
    }
    long at = Math.max(slot(name, now), slot(from, now));
    if (at - now > maxMillis) {
      return new Admission(0, at - now - maxMillis);
    }
    name.attempts++;
    name.lastAttemptMillis = now;
    name.nextSlotMillis = at + spacing(name);
    from.nextSlotMillis = at + spacing(from);
    name.touchedMillis = now;
    from.touchedMillis = now;
    return new Admission(at - now, 0);
  }

  public synchronized void failed(String user, String address) {
    long now = clock.getAsLong();
    for (String id : new String[] {"user:" + user, "address:" + address}) {
      Key key = key(id, now);
      key.failures++;
      key.touchedMillis = now;
    }
  }

  public synchronized void succeeded(String user) {
    keys.remove("user:" + user);
  }

  /** The gap an attempt leaves before the next on the same key: it doubles with each failure. */
  private long spacing(Key key) {
    if (baseMillis == 0) {
      return 0;
    }
    return Math.min(baseMillis << Math.min(key.failures, 20), maxMillis);
  }

  private static long slot(Key key, long now) {
    return Math.max(now, key.nextSlotMillis);
  }

  private Key key(String id, long now) {
    Key key = keys.get(id);
    if (key != null && now - key.touchedMillis > Math.max(FORGET_AFTER_MILLIS, lockoutMillis)
        && key.nextSlotMillis < now) {
      keys.remove(id);
      key = null;
    }
    if (key == null) {
      key = new Key();
      key.touchedMillis = now;
      keys.put(id, key);
    }
    return key;
  }

  private void forgetOld(long now) {
    for (Iterator<Key> it = keys.values().iterator(); it.hasNext(); ) {
      Key key = it.next();
      if (now - key.touchedMillis > FORGET_AFTER_MILLIS / 15 && key.nextSlotMillis < now
          && key.attempts < Math.max(1, lockoutAfter)) {
        it.remove();
      }
    }
  }
}
