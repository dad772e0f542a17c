package arbiter.store;

import arbiter.config.Settings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Where the tests keep their data: SQLite in the test's directory, or, when the environment names
 * a database in {@code ARBITER_TEST_JDBC_URL} (PostgreSQL), a schema of its own per directory, so
 * the whole suite can be run against that database too.
 *
 * <p>A new SQLite directory starts with a copy of a database this JVM migrated once: a test
 * server's start then checks the migrations (Flyway's validation) instead of running all of them:
 * its database opens on 13 ms of CPU instead of 60 to 70 once the JVM is warm (23 against 255
 * cold).
 */
public final class TestJdbc {

  /** The environment variable with the JDBC URL of a database the tests may create schemas in. */
  public static final String URL_VARIABLE = "ARBITER_TEST_JDBC_URL";

  private TestJdbc() {}

  /** The settings, with a {@code jdbc.url} of a schema for {@code data} if a database is named. */
  public static Settings store(Settings settings, Path data) {
    String url = System.getenv(URL_VARIABLE);
    if (url == null || url.isBlank()) {
      startMigrated(data);
      return settings;
    }
    // one schema per data directory: a restarted server finds what it stored before
    String schema = "t" + Integer.toUnsignedString(data.toAbsolutePath().toString().hashCode(), 36);
    try (Connection connection = DriverManager.getConnection(url);
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE SCHEMA IF NOT EXISTS " + schema);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create schema " + schema + " at " + url, e);
    }
    return settings.with("jdbc.url", url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema);
  }

  /** Puts a migrated SQLite database in {@code data}, unless it holds one already. */
  private static void startMigrated(Path data) {
    Path file = data.resolve("arbiter.db");
    try {
      if (!Files.exists(file)) {
        Files.createDirectories(data);
        Files.copy(template(), file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy the migrated database to " + data, e);
    }
  }

  private static Path template;

  /** The database every migration made, once per JVM, closed (its log copied into the file). */
  private static synchronized Path template() throws IOException {
    if (template == null) {
      Path dir = Files.createTempDirectory("arbiter-migrated");
      Database.open(Settings.empty(), dir).close();
      template = dir.resolve("arbiter.db");
      dir.toFile().deleteOnExit();
      template.toFile().deleteOnExit();
    }
    return template;
  }
}
