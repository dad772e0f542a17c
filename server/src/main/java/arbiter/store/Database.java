package arbiter.store;

import arbiter.config.Settings;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;

/**
 * The connection pool and schema: SQLite in WAL mode in the data directory, or the database of the
 * {@code jdbc.url} setting (PostgreSQL); the schema is migrated by Flyway, one folder per dialect.
 */
public final class Database implements AutoCloseable {

  private final HikariDataSource pool;

  private Database(HikariDataSource pool) {
    this.pool = pool;
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
    return new Database(pool);
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

  @Override
  public void close() {
    pool.close();
  }
}
