package arbiter.store;

import arbiter.config.Settings;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The connection pool and schema: SQLite in WAL mode in the data directory, or the database of the
 * {@code jdbc.url} setting (PostgreSQL); the schema is migrated by Flyway, one folder per dialect.
 */
public final class Database implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(Database.class);
  // often enough that play between two checks (tens of MB a second at most) adds little above
  // the limit; a check with nothing new to copy costs a pragma on an idle pooled connection
  private static final long CHECKPOINT_MILLIS = 200;
  /** How long a connection waits for another's write lock before its statement fails. */
  static final int BUSY_TIMEOUT_MILLIS = 10_000;
  // how long a RESTART checkpoint may wait for the writer and for readers; while it waits for
  // readers it holds the write lock, so it gives up early and tries again at the next check
  private static final int RESTART_WAIT_MILLIS = 100;

  private final HikariDataSource pool;
  private final long walLimitBytes;
  private final ScheduledExecutorService checkpointer;
  private final boolean sqlite;

  private Database(HikariDataSource pool, boolean sqlite, long walLimitBytes) {
    this.pool = pool;
    this.walLimitBytes = walLimitBytes;
    this.sqlite = sqlite;
    this.checkpointer = sqlite ? startCheckpoints() : null;
  }

  /** Opens and migrates the database of {@code jdbc.url}, or SQLite under {@code dataDir}. */
  public static Database open(Settings settings, Path dataDir) {
    return open(settings, dataDir, 0, 0);
  }

  /**
   * Opens the database as the core that leads at {@code epoch} (0: no core, no fence): each of
   * its connections says the epoch, so PostgreSQL's fence refuses its writes once a later core
   * took the lease (migration V44). The lease's own pool, opened before, checked and migrated
   * the database, so that a takeover does not wait for it again.
   *
   * <p>A transaction of such a connection left idle for {@code leaseMillis} is ended by
   * PostgreSQL ({@code idle_in_transaction_session_timeout}): a core frozen in the middle of one
   * (SIGSTOP between a write and its commit) holds the fence's share lock on the lease row, and
   * the standby's take would wait for it until the frozen core woke; this way it waits a lease
   * at most, and the frozen core's commit fails when it wakes, as a deposed core's must.
   */
  public static Database open(Settings settings, Path dataDir, long epoch, long leaseMillis) {
    String url = settings.string("jdbc.url", null);
    long walLimitBytes = (long) settings.integer("sqlite.wal.limit.mib", 4) << 20;
    HikariConfig config = new HikariConfig();
    config.setPoolName("arbiter-db");
    config.setMaximumPoolSize(settings.integer("jdbc.pool.size", 4));
    // Hikari's 30 s left a move unanswered for a minute or more while PostgreSQL was stopped: it is
    // refused (not stored) after this long instead, and the game goes on once the database is back
    config.setConnectionTimeout(settings.integer("jdbc.connect.timeout.millis", 3000));
    Path file = dataDir.resolve("arbiter.db");
    if (url == null) {
      try {
        Files.createDirectories(dataDir);
        if (Files.isRegularFile(file) && Files.size(file) == 0) {
          // SQLite would take it for a new database and start with every account gone
          throw new DamagedDatabaseException(file + " is empty (0 bytes), not a database: restore"
              + " it from a backup, or move it away to start with no accounts", null);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot create data directory " + dataDir, e);
      }
      config.setJdbcUrl(sqliteUrl(file,
          settings.string("sqlite.exclusive", "false").equalsIgnoreCase("true")));
      // WAL lets readers run beside the writer; NORMAL syncs at checkpoints, safe in WAL mode
      config.addDataSourceProperty("journal_mode", "WAL");
      config.addDataSourceProperty("synchronous", "NORMAL");
      config.addDataSourceProperty("busy_timeout", String.valueOf(BUSY_TIMEOUT_MILLIS));
      config.addDataSourceProperty("foreign_keys", "true");
      // a checkpoint syncs the disk and took up to 35 ms inside a commit, stalling every move
      // queued behind it: commits never checkpoint; a background thread does (see checkpoint)
      config.addDataSourceProperty("wal_autocheckpoint", "0");
      // a log that starts over is cut back to the limit by the first commit after it (an
      // ftruncate, no sync) rather than keeping its largest size
      config.addDataSourceProperty("journal_size_limit", String.valueOf(walLimitBytes));
    } else {
      config.setJdbcUrl(url);
      if (epoch > 0) {
        config.setConnectionInitSql("SET arbiter.epoch = '" + epoch + "'"
            + (leaseMillis > 0 ? "; SET idle_in_transaction_session_timeout = " + leaseMillis
                : ""));
      }
    }
    boolean sqlite = url == null || url.startsWith("jdbc:sqlite:");
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      if (!sqlite) {
        throw e;
      }
      throw new DamagedDatabaseException(file + " cannot be opened as a database: "
          + rootMessage(e), e);
    }
    try {
      if (sqlite) {
        quickCheck(pool, url == null ? file.toString() : url);
      }
      if (epoch == 0) { // a core's lease pool checked and migrated it before it led
        writeCheck(pool, url == null ? file.toString() : "the database");
        migrate(pool, url == null || url.startsWith("jdbc:sqlite:") ? "sqlite" : "postgresql");
      }
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
    return new Database(pool, url == null || url.startsWith("jdbc:sqlite:"), walLimitBytes);
  }

  /**
   * The JDBC address of the SQLite file. Exclusive ({@code sqlite.exclusive=true}): SQLite's {@code unix-excl}
   * file system, which takes the file's lock once for the process and keeps the log's index in
   * the process's memory; the plain one takes and drops five or six file locks a commit (fcntl
   * calls: a quarter of a one-move commit's CPU; README, "The journal's commits on the loop").
   * The data directory is the server's alone anyway ({@link DataLock}); exclusive, no other
   * program can read the file while the server runs, which is why it is not the default: an
   * organizer's {@code sqlite3} shell, a backup or a checking program reads the file live.
   */
  static String sqliteUrl(Path file, boolean exclusive) {
    String path = file.toAbsolutePath().toString();
    if (!exclusive) {
      return "jdbc:sqlite:" + path;
    }
    // a URI file name: what would end the path or start an escape is escaped
    String escaped = path.replace("%", "%25").replace("?", "%3F").replace("#", "%23");
    return "jdbc:sqlite:file:" + escaped + "?vfs=unix-excl";
  }

  /**
   * SQLite's quick_check: a damaged file would otherwise start, take registrations and fail later
   * on the pages it cannot read.
   */
  private static void quickCheck(DataSource dataSource, String name) {
    String verdict;
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement();
        ResultSet rs = statement.executeQuery("PRAGMA quick_check")) {
      verdict = rs.next() ? rs.getString(1) : "no answer";
    } catch (SQLException e) {
      throw new DamagedDatabaseException(name + " cannot be read as a database: " + rootMessage(e),
          e);
    }
    if (!"ok".equals(verdict)) {
      throw new DamagedDatabaseException(name + " is damaged (quick_check: "
          + verdict.lines().findFirst().orElse(verdict) + "); restore it from a backup", null);
    }
  }

  /**
   * Whether the database takes a write (a table made and rolled back): a file or a database that
   * cannot be written would otherwise start and then answer every move and login "server error".
   */
  private static void writeCheck(DataSource dataSource, String name) {
    try (Connection connection = dataSource.getConnection()) {
      connection.setAutoCommit(false);
      try (Statement statement = connection.createStatement()) {
        statement.execute("CREATE TABLE arbiter_write_check (x INTEGER)");
      } finally {
        connection.rollback();
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw new DamagedDatabaseException(name + " cannot be written: " + rootMessage(e), e);
    }
  }

  private static String rootMessage(Throwable error) {
    Throwable cause = error;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    return String.valueOf(cause.getMessage()).lines().findFirst().orElse("");
  }

  private static void migrate(DataSource dataSource, String dialect) {
    Flyway.configure()
        .dataSource(dataSource)
        .locations("classpath:db/migration/" + dialect)
        .load()
        .migrate();
  }

  /** Whether it is SQLite (a file of this machine's), not a database across the network. */
  public boolean sqlite() {
    return sqlite;
  }

  /** The pooled connections. */
  public DataSource dataSource() {
    return pool;
  }

  private ScheduledExecutorService startCheckpoints() {
    ScheduledExecutorService executor =
        Executors.newSingleThreadScheduledExecutor(
            runnable -> {
              Thread thread = new Thread(runnable, "sqlite-checkpoint");
              thread.setDaemon(true);
              return thread;
            });
    executor.scheduleWithFixedDelay(
        this::checkpoint, CHECKPOINT_MILLIS, CHECKPOINT_MILLIS, TimeUnit.MILLISECONDS);
    return executor;
  }

  /**
   * Copies the write-ahead log into the database file, and keeps the log's file bounded.
   *
   * <p>A PASSIVE checkpoint never blocks the writer, but it never resets the log either: under
   * steady play new frames are appended while it copies, the log is never wholly copied when the
   * writer starts its next transaction, so SQLite never starts it over and the file grew by
   * hundreds of megabytes a minute. So once the log holds more than the limit, a RESTART
   * checkpoint follows on this thread: it takes the write lock, copies what the PASSIVE one did
   * not and waits for readers to leave the log, so that the next commit writes the log from its
   * start again (and cuts the file back to the limit: journal_size_limit). Commits wait for it
   * only then, once per limit's worth of log, and briefly: the PASSIVE pass right before it has
   * done nearly all the copying and syncing. The file is not cut to zero (TRUNCATE): a log
   * written over stays in the page cache, where appending to an emptied file had the kernel find
   * and charge a new page for every frame, a fifth of a commit's CPU (issue 25).
   */
  private void checkpoint() {
    try (Connection connection = pool.getConnection();
        Statement statement = connection.createStatement()) {
      long frames;
      try (ResultSet rs = statement.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
        frames = rs.next() ? rs.getLong(2) : 0;
      }
      if (frames * frameBytes(statement) > walLimitBytes) {
        statement.execute("PRAGMA busy_timeout = " + RESTART_WAIT_MILLIS);
        try {
          statement.execute("PRAGMA wal_checkpoint(RESTART)");
        } finally {
          statement.execute("PRAGMA busy_timeout = " + BUSY_TIMEOUT_MILLIS);
        }
      }
    } catch (SQLException | RuntimeException e) {
      LOG.warn("checkpoint failed: {}", e.toString());
    }
  }

  /** The size of a frame of the log: a page and its 24-byte header. */
  private static long frameBytes(Statement statement) throws SQLException {
    try (ResultSet rs = statement.executeQuery("PRAGMA page_size")) {
      return (rs.next() ? rs.getLong(1) : 4096) + 24;
    }
  }

  /** Copies the whole log into the database file and empties it, waiting for readers. */
  private void truncate() {
    try (Connection connection = pool.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch (SQLException | RuntimeException e) {
      LOG.warn("checkpoint failed: {}", e.toString());
    }
  }

  @Override
  public void close() {
    if (checkpointer != null) {
      checkpointer.shutdownNow();
      try {
        checkpointer.awaitTermination(5, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      truncate();
    }
    pool.close();
  }
}
