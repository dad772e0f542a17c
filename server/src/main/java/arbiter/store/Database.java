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
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/**
 * The connection pool and schema: SQLite in WAL mode in the data directory, or the database of the
 * {@code jdbc.url} setting (PostgreSQL); the schema is migrated by Flyway, one folder per dialect.
 */
public final class Database implements AutoCloseable {

  /** How long a connection waits for another's write lock before its statement fails. */
  static final int BUSY_TIMEOUT_MILLIS = 10_000;

  private final HikariDataSource pool;
  private final WalCheckpoints checkpoints; // SQLite's; null on another database
  private final boolean sqlite;
  private final Path moveLog; // beside the data directory's arbiter.db; null on another database

  private Database(HikariDataSource pool, Path sqliteFile, long walLimitBytes, Path moveLog) {
    this.pool = pool;
    this.moveLog = moveLog;
    this.sqlite = sqliteFile != null;
    this.checkpoints = sqlite
        ? new WalCheckpoints(pool, Path.of(sqliteFile + "-wal"), walLimitBytes)
        : null;
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
      // queued behind it: commits never checkpoint; a background thread does (WalCheckpoints)
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
    // a jdbc:sqlite: address names its file (a URI's path, its query left out); where no log is
    // found there, the checkpointer passes at its pace without looking at the file
    Path sqliteFile = url == null ? file.toAbsolutePath()
        : sqlite ? Path.of(url.substring("jdbc:sqlite:".length()).replaceFirst("^file:", "")
            .replaceFirst("\\?.*", "")).toAbsolutePath()
        : null;
    Database database = new Database(pool, sqliteFile, walLimitBytes,
        url == null ? Path.of(file.toAbsolutePath() + "-moves") : null);
    try {
      database.foldMoveLog();
    } catch (RuntimeException e) {
      database.close();
      throw e;
    }
    return database;
  }

  /** Stores the moves a server that stopped left in its move log, before anything reads them. */
  private void foldMoveLog() {
    if (moveLog == null) {
      return;
    }
    try {
      MoveLogWriter.foldLeft(moveLog, new HeldWriter(pool));
    } catch (IOException e) { // read, copied aside when damaged, or emptied
      throw new DamagedDatabaseException(moveLog.getFileName() + " cannot be read or written: "
          + e.getMessage(), e);
    } catch (StoreException e) { // a full disk: the log keeps them for the next start
      throw new DamagedDatabaseException("the moves in " + moveLog.getFileName()
          + " cannot be stored in the database: " + e.getMessage(), e);
    }
  }

  /** The journal's move log ({@link MoveLog}): null where there is none (not the data's SQLite). */
  Path moveLog() {
    return moveLog;
  }

  /**
   * The JDBC address of the SQLite file. Exclusive ({@code sqlite.exclusive=true}): SQLite's {@code unix-excl}
   * file system, which takes the file's lock once for the process and keeps the log's index in
   * the process's memory; the plain one takes and drops five or six file locks a commit (fcntl
   * calls: a quarter of a one-move commit's CPU; docs/PERFORMANCE.md, "The journal's commits on
   * the loop").
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

  /** Whether the journal may append to the log now (SQLite's checkpointer's say). */
  LogRoom logRoom() {
    return checkpoints == null ? LogRoom.ALWAYS : checkpoints;
  }

  @Override
  public void close() {
    if (checkpoints != null) {
      checkpoints.close();
    }
    pool.close();
  }
}
