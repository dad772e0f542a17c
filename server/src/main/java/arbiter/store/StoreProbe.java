package arbiter.store;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Whether the database answers now: a pooled connection that it confirms is alive. */
public final class StoreProbe {

  /** How long the database has to confirm a connection, once the pool hands one out. */
  private static final int VALID_SECONDS = 2;

  private StoreProbe() {}

  /**
   * Whether {@code dataSource} gives a connection the database confirms within its wait for a
   * connection ({@code jdbc.connect.timeout.millis}) and {@value #VALID_SECONDS} s more. Blocks:
   * never on an event loop.
   */
  public static boolean answers(DataSource dataSource) {
    try (Connection connection = dataSource.getConnection()) {
      return connection.isValid(VALID_SECONDS);
    } catch (SQLException e) {
      return false; // the outage itself: its watch says so, once
    }
  }
}
