package arbiter.store;

import arbiter.config.Settings;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Where the tests keep their data: SQLite in the test's directory, or, when the environment names
 * a database in {@code ARBITER_TEST_JDBC_URL} (PostgreSQL), a schema of its own per directory, so
 * the whole suite can be run against that database too.
 */
public final class TestJdbc {

  /** The environment variable with the JDBC URL of a database the tests may create schemas in. */
  public static final String URL_VARIABLE = "ARBITER_TEST_JDBC_URL";

  private TestJdbc() {}

  /** The settings, with a {@code jdbc.url} of a schema for {@code data} if a database is named. */
  public static Settings store(Settings settings, Path data) {
    String url = System.getenv(URL_VARIABLE);
    if (url == null || url.isBlank()) {
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
}
