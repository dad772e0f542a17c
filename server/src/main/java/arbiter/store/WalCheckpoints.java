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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
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
 * hundreds of megabytes a minute. So once the log nears its limit, a PASSIVE checkpoint copies
 * what it holds (without the write lock) and a RESTART checkpoint follows: it takes the write
 * lock, copies what the PASSIVE one did not and waits for readers to leave the log, so that the
 * next commit writes the log from its start again (and cuts the file back to the limit:
 * journal_size_limit). Commits wait for it only then, once per limit's worth of log, and
 * briefly: the PASSIVE checkpoint before it has done nearly all the copying and syncing. The
 * file is not cut to zero (TRUNCATE): a log written over stays in the page cache, where
 * appending to an emptied file had the kernel find and charge a new page for
 * every frame, a fifth of a commit's CPU (issue 25).
 *
 * <p>The journal's commits are counted as they are made ({@link #committed}), and each pass
 * measures the frames a commit appended since the one before (the log's frames, from the
 * PASSIVE checkpoint): so the commit that brings the log to its limit wakes the checkpointer
 * (one unpark per about a thousand moves), and the one that brings it past one and a quarter
 * limits makes the log full ({@link LogRoom}): the loops' commits step aside to the journal's
 * writer, which waits until the RESTART is done (at most {@link #LONGEST_HOLD_MILLIS}), so the
 * log stops growing while a pass syncs and the RESTART has the write lock at once. Before
 * (session 16) a thread looked at the log's file every 10 to 50 ms and a pass came every 200 ms
 * at most, a RESTART every other pass: 2.7 us and 4.7 us of CPU a move at 1,000 moves a second
 * (issue 25), where the log reaches its limit about once a second (a move is a frame). Writes
 * the journal does not make (accounts, tournaments, another program) are not counted: a look
 * at the file's size and time, a second after the last pass, passes for them.
 */
final class WalCheckpoints implements AutoCloseable, LogRoom {

  private static final Logger LOG = LoggerFactory.getLogger(WalCheckpoints.class);
  // how long a RESTART checkpoint may wait for the writer and for readers; while it waits for
  // readers it holds the write lock, so it gives up early and tries again soon
  private static final int RESTART_WAIT_MILLIS = 100;
  /** A look at the log's file this long after the last pass: for the commits not counted. */
  static final long LOOK_NANOS = TimeUnit.SECONDS.toNanos(1);
  // a RESTART that found readers in the log is tried again this soon
  private static final long RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
  // the frames a commit is taken to append until a pass has counted them (a move's is one or
  // two), and how fast a larger measure is forgotten: a page split writes more for a while
  private static final double FIRST_FRAMES_PER_COMMIT = 8;
  private static final double FORGETTING = 0.75;
  // a frame of the log: a page (4096 bytes unless the database says otherwise) and its header
  private static final long FIRST_FRAME_BYTES = 4096 + 24;
  /** The longest the journal's writer waits for room: then it writes all the same. */
  static final long LONGEST_HOLD_MILLIS = 2_000;

  private final DataSource pool;
  private final Path log;
  private final long limitBytes;
  private final Thread checkpointer;
  private final AtomicLong commits = new AtomicLong();
  // the count of commits that makes a pass due, and the one that makes the log full
  private volatile long passAt;
  private volatile long fullAt;
  private volatile boolean full;
  private volatile boolean closed;
  // the checkpointer's alone: at the last pass, the log's frames and the commits counted
  private long lastFrames;
  private long lastCommits;
  private double framesPerCommit = FIRST_FRAMES_PER_COMMIT;
  private long frameBytes = FIRST_FRAME_BYTES;
  private boolean frameBytesRead;
  private boolean again; // a RESTART found readers: the next pass comes after RETRY_NANOS
  // the file's size and time at the last look
  private long lastSize = -1;
  private Object lastModified;

  /**
   * Starts checking the log ({@code log}, the {@code -wal} file) of {@code pool}'s SQLite file,
   * which is to stay near {@code limitBytes}.
   */
  WalCheckpoints(DataSource pool, Path log, long limitBytes) {
    this.pool = pool;
    this.log = log;
    this.limitBytes = limitBytes;
    plan(0, 0);
    this.checkpointer = new Thread(this::run, "sqlite-checkpoint");
    checkpointer.setDaemon(true);
    checkpointer.start();
  }

  @Override
  public boolean full() {
    return full;
  }

  @Override
  public void committed() {
    long count = commits.incrementAndGet();
    if (count == fullAt) {
      full = true;
      LockSupport.unpark(checkpointer);
    } else if (count == passAt) {
      LockSupport.unpark(checkpointer);
    }
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

  /** Whether the commits counted make a pass due (or the log full: a RESTART is due). */
  private boolean due() {
    return full || commits.get() - passAt >= 0;
  }

  /** Passes when the commits make one due, or a second after the last if the file changed. */
  private void run() {
    long deadline = System.nanoTime() + LOOK_NANOS;
    while (!closed) {
      long left = deadline - System.nanoTime();
      if (!due() && left > 0) {
        LockSupport.parkNanos(this, left); // a commit, the deadline or nothing: due() tells
        continue;
      }
      if (due() || again || written()) {
        deadline = System.nanoTime() + pass();
      } else {
        deadline = System.nanoTime() + LOOK_NANOS;
      }
    }
  }

  /** A look at the log's file: whether it changed since the last look (or cannot be seen). */
  private boolean written() {
    long size;
    Object modified;
    try {
      BasicFileAttributes file = Files.readAttributes(log, BasicFileAttributes.class);
      size = file.size();
      modified = file.lastModifiedTime();
    } catch (NoSuchFileException e) {
      // no log yet, or a jdbc:sqlite: address whose file is not where it seems: passes then
      // come at the looks' pace, as ever
      return true;
    } catch (IOException e) {
      LOG.debug("cannot read the log's size", e);
      return true;
    }
    boolean written = size != lastSize || !Objects.equals(modified, lastModified);
    lastSize = size;
    lastModified = modified;
    return written;
  }

  /** One pass; the time until the next look. */
  private long pass() {
    try {
      return check();
    } catch (SQLException | RuntimeException e) {
      LOG.warn("checkpoint failed: {}", e.toString());
      again = false;
      plan(commits.get(), 0); // the next when as many commits again come, not at once
      room(); // the writers wait for a pass, not for one that failed
      return LOOK_NANOS;
    }
  }

  /** One pass: copies what it can, resets the log past its limit; the time until the next look. */
  private long check() throws SQLException {
    try (Connection connection = pool.getConnection();
        Statement statement = connection.createStatement()) {
      long counted = commits.get();
      long frames;
      try (ResultSet rs = statement.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
        frames = rs.next() ? rs.getLong(2) : 0;
      }
      if (!frameBytesRead) {
        frameBytes = frameBytes(statement);
        frameBytesRead = true;
      }
      // fewer frames than last time: the log started over in between
      long appended = frames >= lastFrames ? frames - lastFrames : frames;
      framesPerCommit = framesPerCommit(appended, counted - lastCommits, framesPerCommit);
      lastFrames = frames;
      lastCommits = counted;
      again = false;
      // the frames counted are the log's when the pass began; the commits may have made it full;
      // past three quarters of the limit it is reset now (the commits' frames were taken for
      // more than they were), not after another pass
      if (full || frames * frameBytes >= limitBytes - limitBytes / 4) {
        full = true;
        try {
          if (!restart(statement)) {
            again = true; // readers held the log: soon again, not at the next commit
            plan(counted, frames * frameBytes);
            passAt = fullAt;
            return RETRY_NANOS;
          }
          lastFrames = 0;
          lastCommits = commits.get(); // the log starts over after these
          plan(lastCommits, 0);
        } finally {
          room();
        }
        return LOOK_NANOS;
      }
      plan(counted, frames * frameBytes);
      return LOOK_NANOS;
    }
  }

  /**
   * The frames a commit is taken to append: those {@code commits} appended ({@code appended}),
   * or what was taken before, a little forgotten, when that is more (a commit appends one at
   * least).
   */
  static double framesPerCommit(long appended, long commits, double before) {
    if (commits <= 0) {
      return before;
    }
    return Math.max(1, Math.max((double) appended / commits, before * FORGETTING));
  }

  /**
   * Sets the counts of commits after {@code counted} at which a pass is due (the log grown from
   * {@code logBytes} to its limit) and at which it is full (one and a quarter limits).
   */
  private void plan(long counted, long logBytes) {
    double commitBytes = framesPerCommit * frameBytes;
    fullAt = counted + commitsFor(limitBytes + limitBytes / 4 - logBytes, commitBytes);
    passAt = counted + commitsFor(limitBytes - logBytes, commitBytes);
    long now = commits.get();
    if (now - fullAt >= 0) {
      full = true; // the count went past it before it was set
    }
  }

  /** How many commits of {@code commitBytes} each append {@code bytes} of log, one at least. */
  static long commitsFor(long bytes, double commitBytes) {
    return Math.max(1, (long) (bytes / commitBytes));
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

  /** The size of a frame of the log: a page and its 24-byte header. */
  private static long frameBytes(Statement statement) throws SQLException {
    try (ResultSet rs = statement.executeQuery("PRAGMA page_size")) {
      return (rs.next() ? rs.getLong(1) : 4096) + 24;
    }
  }

  /** Stops checking, then copies the whole log into the database file and empties it. */
  @Override
  public void close() {
    closed = true;
    LockSupport.unpark(checkpointer);
    try {
      checkpointer.join(TimeUnit.SECONDS.toMillis(5));
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
