package arbiter.store;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Whether the event loops may commit their turns ({@link TurnCommits}), judged by how long the
 * commits take. A commit on a loop holds every connection of that loop while it runs, and
 * SQLite's writes are JNI calls that BlockHound cannot see: a disk the kernel throttles (a slow
 * USB stick, heavy writeback, a full disk being cleaned) would stall the loops unnoticed. A
 * second commit on a loop longer than the bound within {@link #WINDOW_NANOS} of the first hands
 * the turns to the journal's writer, which never holds a loop. One alone is let go: on a busy
 * machine a loop is now and then descheduled for that long in the middle of a commit (in a
 * loadtest at load 10-15, once in 15-20 s), and the writer's commits cost 50-75 us a move more
 * than the loop's; a disk that the kernel throttles holds writes again and again. The loops try
 * again once the writer's commits have all been under the bound for a while (at least {@link
 * #FAST_COMMITS} of them). That while doubles, up to {@link #MAX_RETRY_NANOS}, each time the
 * loops are sent away again soon after they got the commits back, so a disk that is slow now
 * and then costs two stalls a minute or so. Each switch gives one line to log ({@link #news}),
 * which the writer logs: a loop does not write logs. Used under the journal's commit lock, with
 * times in nanoseconds passed in (tests set them).
 */
final class StallGuard {

  /**
   * How long the writer's commits must be fast before the loops first try again: short, as a
   * loop descheduled twice in a commit on a busy machine sends them away too, and each moment
   * on the writer costs 50-75 us a move.
   */
  static final long FIRST_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
  /** The longest wait before the loops try again, after slow commits one after another. */
  static final long MAX_RETRY_NANOS = TimeUnit.SECONDS.toNanos(64);
  /** The writer's fast commits in a row that the loops' next try needs at least. */
  static final int FAST_COMMITS = 8;
  /** How soon a second slow commit on a loop must follow the first to hand the turns over. */
  static final long WINDOW_NANOS = TimeUnit.SECONDS.toNanos(1);

  private final long boundNanos;
  /** Read by the loops without the lock: whether they may commit. */
  private volatile boolean loops = true;
  private long retryNanos = FIRST_RETRY_NANOS;
  /** Since when the writer's commits have been fast (or the switch to it). */
  private long fastSince;
  private int fast;
  /** When the loops last got the commits back; {@code Long.MIN_VALUE}: never. */
  private long backAt = Long.MIN_VALUE;
  /** When a loop's last slow commit ended, if it was let go; {@code Long.MIN_VALUE}: none. */
  private long slowAt = Long.MIN_VALUE;
  /** The switch not logged yet, or {@code null}. */
  private String news;

  /** @param boundMillis a loop's longest commit before the writer takes over; 0: no bound */
  StallGuard(long boundMillis) {
    this.boundNanos = TimeUnit.MILLISECONDS.toNanos(boundMillis);
  }

  /** Whether the loops may commit now. */
  boolean loopsMayCommit() {
    return loops;
  }

  /** A commit on a loop took {@code nanos}, ending at {@code now}. */
  void loopCommitted(long nanos, long now) {
    if (boundNanos == 0 || nanos <= boundNanos || !loops) {
      return;
    }
    if (slowAt == Long.MIN_VALUE || now - slowAt > WINDOW_NANOS) {
      slowAt = now; // alone, a pause of the machine's more likely than the disk's
      return;
    }
    slowAt = Long.MIN_VALUE;
    loops = false;
    // slow again soon after the loops had the commits back: the disk is slow now and then
    retryNanos = backAt != Long.MIN_VALUE && now - backAt < MAX_RETRY_NANOS
        ? Math.min(retryNanos * 2, MAX_RETRY_NANOS) : FIRST_RETRY_NANOS;
    fastSince = now;
    fast = 0;
    news = String.format(Locale.ROOT, "a second commit on an event loop within a second took"
        + " %.1f ms (journal.loop.stall.millis=%d): the journal's writer commits the moves until"
        + " its commits are fast for %s",
        nanos / 1e6, TimeUnit.NANOSECONDS.toMillis(boundNanos), lasting(retryNanos));
  }

  /** A commit of the writer took {@code nanos}, ending at {@code now}. */
  void writerCommitted(long nanos, long now) {
    if (loops) {
      return;
    }
    if (nanos > boundNanos) {
      fastSince = now;
      fast = 0;
      return;
    }
    fast++;
    if (fast >= FAST_COMMITS && now - fastSince >= retryNanos) {
      loops = true;
      backAt = now;
      news = String.format(Locale.ROOT, "the journal's writer committed in under %d ms for %s:"
          + " the event loops commit their turns again", TimeUnit.NANOSECONDS.toMillis(boundNanos),
          lasting(retryNanos));
    }
  }

  private static String lasting(long nanos) {
    return nanos < TimeUnit.SECONDS.toNanos(1) ? TimeUnit.NANOSECONDS.toMillis(nanos) + " ms"
        : TimeUnit.NANOSECONDS.toSeconds(nanos) + " s";
  }

  /** The switch to log, once; {@code null} when there was none since. */
  String news() {
    String told = news;
    news = null;
    return told;
  }
}
