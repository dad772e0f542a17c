package arbiter.game;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import org.slf4j.Logger;

/**
 * Logs failures that repeat (a store that is down, a game whose writes keep failing) without
 * drowning the log: the first failure of a kind with its stack trace, then one line a minute
 * saying how many followed. A kind is the exception's class and its root cause's.
 */
public final class FaultLog {

  private static final long EVERY_MILLIS = 60_000;

  private static final class Kind {
    long lastLineMillis;
    int since;
  }

  private final Logger log;
  private final LongSupplier monotonic;
  private final Map<String, Kind> kinds = new HashMap<>();

  /** @param monotonic milliseconds that never jump */
  public FaultLog(Logger log, LongSupplier monotonic) {
    this.log = log;
    this.monotonic = monotonic;
  }

  /** Logs {@code what} failed with {@code error}: whole the first time, then a line a minute. */
  public synchronized void failed(String what, Throwable error) {
    long now = monotonic.getAsLong();
    Throwable root = error;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String key = error.getClass().getName() + "/" + root.getClass().getName();
    Kind kind = kinds.get(key);
    if (kind == null) {
      kind = new Kind();
      kind.lastLineMillis = now;
      kinds.put(key, kind);
      log.error("{} (the same failure again is logged once a minute)", what, error);
      return;
    }
    kind.since++;
    if (now - kind.lastLineMillis >= EVERY_MILLIS) {
      log.error("{}: {} ({} such failures in the last minute)", what, rootLine(root), kind.since);
      kind.since = 0;
      kind.lastLineMillis = now;
    }
  }

  private static String rootLine(Throwable root) {
    String message = String.valueOf(root.getMessage());
    return root.getClass().getSimpleName() + ": " + message.lines().findFirst().orElse("");
  }
}
