package arbiter.store;

import arbiter.config.Settings;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
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
  private static final long CHECKPOINT_MILLIS = 1000;

  private final HikariDataSource pool;
  private final ScheduledExecutorService checkpointer;

  private Database(HikariDataSource pool, boolean sqlite) {
    this.pool = pool;
    this.checkpointer = sqlite ? startCheckpoints() : null;
  }

  /** Opens and migrates the database of {@code jdbc.url}, or SQLite under {@code dataDir}. */
  public static Database open(Settings settings, Path dataDir) {
    String url = settings.string("jdbc.url", null);
    HikariConfig config = new HikariConfig();
    config.setPoolName("arbiter-db");
    config.setMaximumPoolSize(settings.integer("jdbc.pool.size", 4));
    if (url == null) {
      try {
        Files.createDirectories(dataDir);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot create data directory " + dataDir, e);
      }
      config.setJdbcUrl("jdbc:sqlite:" + dataDir.resolve("arbiter.db").toAbsolutePath());
      // WAL lets readers run beside the writer; NORMAL syncs at checkpoints, safe in WAL mode
      config.addDataSourceProperty("journal_mode", "WAL");
      config.addDataSourceProperty("synchronous", "NORMAL");
      config.addDataSourceProperty("busy_timeout", "10000");
      config.addDataSourceProperty("foreign_keys", "true");
      // a checkpoint syncs the disk and took up to 35 ms inside a commit, stalling every move
      // queued behind it: commits never checkpoint; a background thread does, passively
      config.addDataSourceProperty("wal_autocheckpoint", "0");
    } else {
      config.setJdbcUrl(url);
    }
    HikariDataSource pool = new HikariDataSource(config);
    try {
      migrate(pool, url == null || url.startsWith("jdbc:sqlite:") ? "sqlite" : "postgresql");
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
    return new Database(pool, url == null || url.startsWith("jdbc:sqlite:"));
  }

  private static void migrate(DataSource dataSource, String dialect) {
    Flyway.configure()
        .dataSource(dataSource)
        .locations("classpath:db/migration/" + dialect)
        .load()
        .migrate();
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
        () -> checkpoint("PASSIVE"), CHECKPOINT_MILLIS, CHECKPOINT_MILLIS, TimeUnit.MILLISECONDS);
    return executor;
  }

  /** Copies the write-ahead log into the database file; PASSIVE never blocks the writers. */
  private void checkpoint(String mode) {
    try (Connection connection = pool.getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("PRAGMA wal_checkpoint(" + mode + ")");
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
      checkpoint("TRUNCATE");
    }
    pool.close();
  }
}
