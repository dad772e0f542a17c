package arbiter.session;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Slows down password guessing without handing guessers a way to lock the owner out. Three
 * counts, each spacing its attempts by a wait that doubles with every failure up to a maximum,
 * a slot taken when the attempt is admitted (so parallel attempts queue instead of going at
 * once): per name and source address, per source address, and per name from sources the name has
 * not logged in from. An attempt whose slot is further away than the maximum is refused, and a
 * name and source pair is refused outright after {@code lockoutAfter} failures in a row, until
 * {@code lockoutMillis} after the last. A source the name logged in from before (one of its last
 * few) is never refused or queued by the name-wide count: at most a short pause, so a guessing
 * run from elsewhere cannot keep the owner out. Names that exist and names that do not are treated
 * alike. Times come from a monotonic clock: a wall-clock jump neither ends nor extends a wait.
 */
public final class LoginThrottle {

  private static final long FORGET_AFTER_MILLIS = 15 * 60 * 1000;
  private static final int MAX_ENTRIES = 100_000;
  /** The longest the name-wide count makes a known source wait. */
  private static final long KNOWN_SOURCE_PAUSE_MILLIS = 1000;
  /** Sources remembered per name, the most recent first to go when a new one comes. */
  private static final int KNOWN_SOURCES = 4;

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
    long nextSlotMillis;
    long lockedUntilMillis;
    long touchedMillis;
  }

  private final long baseMillis;
  private final long maxMillis;
  private final int lockoutAfter;
  private final long lockoutMillis;
  private final LongSupplier clock;
  private final Map<String, Key> keys = new HashMap<>();
  private final Map<String, Set<String>> knownSources =
      new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Set<String>> eldest) {
          return size() > MAX_ENTRIES;
        }
      };

  /** @param clock monotonic milliseconds */
  public LoginThrottle(long baseMillis, long maxMillis, LongSupplier clock) {
    this(baseMillis, maxMillis, 0, 0, clock);
  }

  /**
   * @param lockoutAfter failures in a row on a name from one source after which that source is
   *     refused for the name (0: never)
   * @param lockoutMillis how long the refusal lasts after the last failure
   * @param clock monotonic milliseconds
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
    return new LoginThrottle(0, 0, () -> System.nanoTime() / 1_000_000);
  }

  /** Admits an attempt on {@code user} from {@code address}, taking its slots. */
  public synchronized Admission admit(String user, String address) {
    long now = clock.getAsLong();
    if (keys.size() >= MAX_ENTRIES) {
      forgetOld(now);
    }
    Key pair = key(pairId(user, address), now);
    Key from = key("address:" + address, now);
    Key name = key("user:" + user, now);
    if (pair.lockedUntilMillis > now) {
      return new Admission(0, pair.lockedUntilMillis - now);
    }
    boolean known = knownSources.getOrDefault(user, Set.of()).contains(address);
    long nameSlot = known
        ? Math.min(slot(name, now), now + Math.min(KNOWN_SOURCE_PAUSE_MILLIS, maxMillis))
        : slot(name, now);
    long at = Math.max(Math.max(slot(pair, now), slot(from, now)), nameSlot);
    if (at - now > maxMillis) {
      return new Admission(0, at - now - maxMillis);
    }
    pair.nextSlotMillis = at + spacing(pair);
    from.nextSlotMillis = at + spacing(from);
    if (!known) {
      name.nextSlotMillis = at + spacing(name);
    }
    return new Admission(at - now, 0);
  }

  /** The attempt was a wrong password (or a name nobody has). */
  public synchronized void failed(String user, String address) {
    long now = clock.getAsLong();
    Key pair = key(pairId(user, address), now);
    pair.failures++;
    if (lockoutAfter > 0 && pair.failures >= lockoutAfter) {
      pair.lockedUntilMillis = now + lockoutMillis;
    }
    if (!knownSources.getOrDefault(user, Set.of()).contains(address)) {
      key("user:" + user, now).failures++;
    }
    key("address:" + address, now).failures++;
  }

  /** The right password: the source becomes one of the name's known sources. */
  public synchronized void succeeded(String user, String address) {
    keys.remove(pairId(user, address));
    Set<String> sources = knownSources.computeIfAbsent(user, k -> new LinkedHashSet<>());
    sources.remove(address);
    sources.add(address);
    if (sources.size() > KNOWN_SOURCES) {
      sources.remove(sources.iterator().next());
    }
  }

  private static String pairId(String user, String address) {
    return "pair:" + user + "\n" + address; // a name has no line break
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
    if (key != null && stale(key, now, FORGET_AFTER_MILLIS)) {
      keys.remove(id);
      key = null;
    }
    if (key == null) {
      key = new Key();
      keys.put(id, key);
    }
    key.touchedMillis = now;
    return key;
  }

  private static boolean stale(Key key, long now, long quietMillis) {
    return now - key.touchedMillis > quietMillis && key.nextSlotMillis < now
        && key.lockedUntilMillis < now;
  }

  private void forgetOld(long now) {
    for (Iterator<Key> it = keys.values().iterator(); it.hasNext(); ) {
      if (stale(it.next(), now, FORGET_AFTER_MILLIS / 15)) {
        it.remove();
      }
    }
  }
}
