package arbiter.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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
 *   <li>passes are paced by the log's growth: the next comes when the log will have grown by a
 *       quarter of its limit at the pace it grew since the last one (10 to 200 ms);
 *   <li>a watch looks at the log file's size every 10 ms (a stat): past the limit, a pass starts
 *       at once; past one and a quarter limits the log is full ({@link LogRoom}): the loops'
 *       commits step aside to the journal's writer, which waits until the RESTART is done (at
 *       most {@link #LONGEST_HOLD_MILLIS}), so the log stops growing while a pass syncs, and
 *       the RESTART has the write lock at once. The checkpointer has priority over the writers
 *       only then. The file's size is the log's own: the first commit after a reset cuts the
 *       file back to the limit.
 * </ul>
 */
final class WalCheckpoints implements AutoCloseable, LogRoom {

  private static final Logger LOG = LoggerFactory.getLogger(WalCheckpoints.class);
  // idle, a pass costs a pragma on a pooled connection this often (as before the pacing)
  static final long LONGEST_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(200);
  // a pass copies and syncs; more often than this it would mostly sync
  static final long SHORTEST_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
  // the share of the limit the log may grow by between two passes
  private static final int GROWTH_SHARE = 4;
  // how long a RESTART checkpoint may wait for the writer and for readers; while it waits for
  // readers it holds the write lock, so it gives up early and tries again soon
  private static final int RESTART_WAIT_MILLIS = 100;
  // a stat of the log's file: at 45 MB of log a second, 450 kB grow between two looks
  private static final long WATCH_MILLIS = 10;
  /** The longest the journal's writer waits for room: then it writes all the same. */
  static final long LONGEST_HOLD_MILLIS = 2_000;

  private final DataSource pool;
  private final Path log;
  private final long limitBytes;
  private final ScheduledExecutorService watch;
  private final ExecutorService passes;
  private volatile boolean full;
  // set by the watch when it starts a pass, cleared by the pass when done
  private volatile boolean passing;
  private volatile long nextPass = System.nanoTime() + LONGEST_WAIT_NANOS;
  // the log file's size when a RESTART reset it: no commit has cut it since, it holds no log
  private volatile long resetSize = -1;
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
    this.passes = Executors.newSingleThreadExecutor(runnable -> daemon(runnable, "sqlite-checkpoint"));
    this.watch = Executors.newSingleThreadScheduledExecutor(runnable -> daemon(runnable, "sqlite-log-watch"));
    watch.scheduleWithFixedDelay(this::watch, WATCH_MILLIS, WATCH_MILLIS, TimeUnit.MILLISECONDS);
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

  /** Every 10 ms: the log full past one and a quarter limits; a pass when one is due. */
  private void watch() {
    long size = size();
    boolean past = size > limitBytes && size != resetSize;
    if (past && size > limitBytes + limitBytes / 4) {
      full = true;
    }
    if (!passing && (past || System.nanoTime() - nextPass >= 0)) {
      passing = true;
      try {
        passes.execute(this::pass);
      } catch (RejectedExecutionException e) {
        passing = false; // closed
      }
    }
  }

  private long size() {
    try {
      return Files.size(log);
    } catch (NoSuchFileException e) {
      return 0; // no log yet
    } catch (IOException e) {
      LOG.debug("cannot read the log's size", e);
      return 0;
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
      long wait = nextWait(appended * frameBytes, now - lastPass, limitBytes);
      lastFrames = frames;
      lastPass = now;
      // the frames counted are the log's when the pass began; the watch may have seen it grow
      if (full || frames * frameBytes > limitBytes) {
        full = true;
        try {
          if (!restart(statement)) {
            return SHORTEST_WAIT_NANOS; // readers held the log: soon again
          }
          resetSize = size();
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
    watch.shutdownNow();
    passes.shutdownNow();
    try {
      watch.awaitTermination(5, TimeUnit.SECONDS);
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
