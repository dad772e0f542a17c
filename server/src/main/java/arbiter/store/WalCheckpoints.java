package arbiter.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copies SQLite's write-ahead log into the database file on a thread of its own and keeps the
 * log near its limit (commits never checkpoint: wal_autocheckpoint is off, see {@link Database}).
 *
 * <p>A PASSIVE checkpoint never blocks the writer, but it never resets the log either: under
 * steady play new frames are appended while it copies, the log is never wholly copied when the
 * writer starts its next transaction, so SQLite never starts it over and the file grew by
 * hundreds of megabytes a minute. So once the log holds more than the limit, a RESTART
 * checkpoint follows: it takes the write lock, copies what the PASSIVE one did not and waits for
 * readers to leave the log, so that the next commit writes the log from its start again (and
 * cuts the file back to the limit: journal_size_limit). Commits wait for it only then, once per
 * limit's worth of log, and briefly: the PASSIVE passes before it have done nearly all the
 * copying and syncing. The file is not cut to zero (TRUNCATE): a log written over stays in the
 * page cache, where appending to an emptied file had the kernel find and charge a new page for
 * every frame, a fifth of a commit's CPU (issue 25).
 *
 * <p>With a pass every 200 ms, moves committed back to back (4,000 a second, 45 MB of log a
 * second) appended up to 2,600 frames between two passes, a pass then took up to 440 ms to copy
 * and sync them (one fsync took 230 ms on the shared machine) while the log grew on, and the log
 * reached 8-12 MB against its 4 MiB limit in 10 of 22 runs of WalSizeTest. Its RESTART never
 * lost the write lock to the journal's commits (busy in none of those passes). So now:
 * <ul>
 *   <li>passes are paced by the log's growth: the next is due when the log will have grown by
 *       half its limit at the pace it grew since the last one (10 to 200 ms);
 *   <li>a second thread looks at the log's file (a stat: its size and time): every 10 ms while a
 *       pass runs or the log grows fast, up to every 50 ms (a quarter of the passes' wait) while
 *       it grows slowly, every 20 ms while it is quiet, so that a burst is seen at once. A file
 *       written since the last look is a pass if one is due; past the limit, a pass starts at
 *       once; past one and a quarter limits the log is full ({@link LogRoom}): the loops'
 *       commits step aside to the journal's writer, which waits until the RESTART is done (at
 *       most {@link #LONGEST_HOLD_MILLIS}), so the log stops growing while a pass syncs, and
 *       the RESTART has the write lock at once. The checkpointer has priority over the writers
 *       only then. The file's size is the log's own: the first commit after a reset cuts the
 *       file back to the limit.
 * </ul>
 * A quiet log costs looks and no pass (a pragma on a pooled connection every 200 ms before).
 * A look wakes a thread, about 20-60 us of CPU on the shared 2-core machine: so a log that grows
 * slowly, as under the goal's load, is looked at every 50 ms, not every 10.
 */
final class WalCheckpoints implements AutoCloseable, LogRoom {

  private static final Logger LOG = LoggerFactory.getLogger(WalCheckpoints.class);
  // the longest wait between two passes of a log that grows
  static final long LONGEST_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(200);
  // a pass copies and syncs; more often than this it would mostly sync
  static final long SHORTEST_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
  // the share of the limit the log may grow by between two passes
  private static final int GROWTH_SHARE = 2;
  // how long a RESTART checkpoint may wait for the writer and for readers; while it waits for
  // readers it holds the write lock, so it gives up early and tries again soon
  private static final int RESTART_WAIT_MILLIS = 100;
  // how often the log's file is looked at (a stat): while a pass runs or the log grows fast, a
  // quarter of the wait between passes when it grows slowly, and while it is quiet (a burst
  // from quiet is seen within 20 ms; at 45 MB of log a second, 0.9 MB)
  private static final long LOOK_FAST_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
  private static final long LOOK_SLOW_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  private static final long LOOK_QUIET_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
  /** The longest the journal's writer waits for room: then it writes all the same. */
  static final long LONGEST_HOLD_MILLIS = 2_000;

  private final DataSource pool;
  private final Path log;
  private final long limitBytes;
  private final ScheduledExecutorService looks;
  private final ExecutorService passes;
  private volatile boolean full;
  // set by the looks when they start a pass, cleared by the pass when done
  private volatile boolean passing;
  private volatile long nextPass = System.nanoTime();
  private volatile long passWait = LONGEST_WAIT_NANOS;
  // the last look that found the file as the one before: the log grew only since then
  private volatile long quietAt = System.nanoTime();
  // the log file's size when a RESTART reset it: no commit has cut it since, it holds no log
  private volatile long resetSize = -1;
  // the looks' alone: the file's size and time at the last look
  private long lastSize = -1;
  private Object lastModified;
  // the passes' alone: the log's frames and the time at the last pass
  private long lastFrames;
  private long lastPass = System.nanoTime();
  private long frameBytes;

  /**
   * Starts checking the log ({@code log}, the {@code -wal} file) of {@code pool}'s SQLite file,
   * which is to stay near {@code limitBytes}.
   */
  WalCheckpoints(DataSource pool, Path log, long limitBytes) {
    this.pool = pool;
    this.log = log;
    this.limitBytes = limitBytes;
    this.passes = Executors.newSingleThreadExecutor(
        runnable -> daemon(runnable, "sqlite-checkpoint"));
    this.looks = Executors.newSingleThreadScheduledExecutor(
        runnable -> daemon(runnable, "sqlite-log-look"));
    lookIn(LOOK_QUIET_NANOS);
  }

  private static Thread daemon(Runnable runnable, String name) {
    Thread thread = new Thread(runnable, name);
    thread.setDaemon(true);
    return thread;
  }

  @Override
  public boolean full() {
    return full;
  }

  @Override
  public void awaitRoom() {
    if (!full) {
      return;
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LONGEST_HOLD_MILLIS);
    synchronized (this) {
      long left;
      while (full && (left = deadline - System.nanoTime()) > 0) {
        try {
          TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  private synchronized void room() {
    full = false;
    notifyAll();
  }

  private void lookIn(long nanos) {
    try {
      looks.schedule(this::look, nanos, TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException e) {
      // closed
    }
  }

  /** A look at the log's file: full past one and a quarter limits; a pass when one is due. */
  private void look() {
    long size = 0;
    Object modified = null;
    boolean seen = false;
    try {
      BasicFileAttributes file = Files.readAttributes(log, BasicFileAttributes.class);
      size = file.size();
      modified = file.lastModifiedTime();
      seen = true;
    } catch (NoSuchFileException e) {
      // no log yet, or a jdbc:sqlite: address whose file is not where it seems
    } catch (IOException e) {
      LOG.debug("cannot read the log's size", e);
    }
    long now = System.nanoTime();
    // a log not seen may be written all the same: passes then come at their pace, as ever
    boolean written = !seen || size != lastSize || !Objects.equals(modified, lastModified);
    lastSize = size;
    lastModified = modified;
    if (!written) {
      quietAt = now;
    }
    boolean past = size > limitBytes && size != resetSize;
    if (past && size > limitBytes + limitBytes / 4) {
      full = true;
    }
    if (!passing && (past || written && now - nextPass >= 0)) {
      passing = true;
      try {
        passes.execute(this::pass);
      } catch (RejectedExecutionException e) {
        passing = false; // closed
        return;
      }
    }
    lookIn(passing || full ? LOOK_FAST_NANOS
        : !written ? LOOK_QUIET_NANOS
        : Math.max(LOOK_FAST_NANOS, Math.min(LOOK_SLOW_NANOS, passWait / 4)));
  }

  private long logSize() {
    try {
      return Files.size(log);
    } catch (IOException e) {
      return -1;
    }
  }

  private void pass() {
    long wait = LONGEST_WAIT_NANOS;
    try {
      wait = check();
    } catch (SQLException | RuntimeException e) {
      LOG.warn("checkpoint failed: {}", e.toString());
      room(); // the writers wait for a pass, not for one that failed
    } finally {
      passWait = wait;
      nextPass = System.nanoTime() + wait;
      passing = false;
    }
  }

  /** One pass: copies what it can, resets the log past its limit; the wait until the next. */
  private long check() throws SQLException {
    try (Connection connection = pool.getConnection();
        Statement statement = connection.createStatement()) {
      long now = System.nanoTime();
      long frames;
      try (ResultSet rs = statement.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
        frames = rs.next() ? rs.getLong(2) : 0;
      }
      if (frameBytes == 0) {
        frameBytes = frameBytes(statement);
      }
      // fewer frames than last time: the log started over in between
      long appended = frames >= lastFrames ? frames - lastFrames : frames;
      // the frames came since the last pass, or since the log was last seen quiet
      long wait = nextWait(appended * frameBytes, now - Math.max(lastPass, quietAt), limitBytes);
      lastFrames = frames;
      lastPass = now;
      // the frames counted are the log's when the pass began; a look may have seen it grow
      if (full || frames * frameBytes > limitBytes) {
        full = true;
        try {
          if (!restart(statement)) {
            return SHORTEST_WAIT_NANOS; // readers held the log: soon again
          }
          resetSize = logSize();
        } finally {
          room();
        }
      }
      return wait;
    }
  }

  /** A RESTART checkpoint; whether it reset the log (not busy). */
  private static boolean restart(Statement statement) throws SQLException {
    statement.execute("PRAGMA busy_timeout = " + RESTART_WAIT_MILLIS);
    try (ResultSet rs = statement.executeQuery("PRAGMA wal_checkpoint(RESTART)")) {
      boolean busy = rs.next() && rs.getInt(1) != 0;
      if (busy) {
        LOG.debug("the log's restart found it busy; trying again soon");
      }
      return !busy;
    } finally {
      statement.execute("PRAGMA busy_timeout = " + Database.BUSY_TIMEOUT_MILLIS);
    }
  }

  /**
   * The wait before the next pass: until the log will have grown by a share of {@code
   * limitBytes} at the pace it grew by {@code appendedBytes} in the last {@code elapsedNanos},
   * between 10 and 200 ms.
   */
  static long nextWait(long appendedBytes, long elapsedNanos, long limitBytes) {
    if (appendedBytes <= 0) {
      return LONGEST_WAIT_NANOS;
    }
    double wait = (double) elapsedNanos * (limitBytes / GROWTH_SHARE) / appendedBytes;
    return (long) Math.max(SHORTEST_WAIT_NANOS, Math.min(LONGEST_WAIT_NANOS, wait));
  }

  /** The size of a frame of the log: a page and its 24-byte header. */
  private static long frameBytes(Statement statement) throws SQLException {
    try (ResultSet rs = statement.executeQuery("PRAGMA page_size")) {
      return (rs.next() ? rs.getLong(1) : 4096) + 24;
    }
  }

  /** Stops checking, then copies the whole log into the database file and empties it. */
  @Override
  public void close() {
    looks.shutdownNow();
    passes.shutdownNow();
    try {
      looks.awaitTermination(5, TimeUnit.SECONDS);
      passes.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    room();
    try (Connection connection = pool.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (SQLException | RuntimeException e) {
      LOG.warn("checkpoint failed: {}", e.toString());
    }
  }
}
