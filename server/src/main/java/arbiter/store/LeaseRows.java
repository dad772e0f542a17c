package arbiter.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * The lease row of the cores ({@code arbiter_lease}): read by a standby, taken with the next
 * epoch, renewed by its holder raising the beat, let go on a clean stop. Each change names the
 * row it expects, so two cores never both take it.
 */
public final class LeaseRows {

  /** The row as read: whose it is ({@code holder}, empty when let go), its epoch and beat. */
  public record Row(long epoch, long beat, String holder) {

    /** Whether nobody holds it: the last core let it go, or none ever took it. */
    public boolean free() {
      return holder.isEmpty();
    }
  }

  private final DataSource dataSource;

  public LeaseRows(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  /** The row now. */
  public Row read() {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement statement = connection.prepareStatement(
            "SELECT epoch, beat, holder FROM arbiter_lease WHERE id = 1");
        ResultSet rs = statement.executeQuery()) {
      if (!rs.next()) {
        throw new IllegalStateException("the lease row is missing (migration V44)");
      }
      return new Row(rs.getLong(1), rs.getLong(2), rs.getString(3));
    } catch (SQLException e) {
      throw new StoreException("cannot read the lease", e);
    }
  }

  /** Takes the lease for {@code holder} at the epoch after {@code seen}'s, if it is still that. */
  public boolean take(Row seen, String holder) {
    return update("UPDATE arbiter_lease SET epoch = ?, beat = 0, holder = ?"
        + " WHERE id = 1 AND epoch = ? AND beat = ?", seen.epoch() + 1, holder, seen.epoch(),
        seen.beat());
  }

  /** Raises the beat of the lease held at {@code epoch}; false when another core took it. */
  public boolean renew(long epoch) {
    return update("UPDATE arbiter_lease SET beat = beat + 1 WHERE id = 1 AND epoch = ?", epoch);
  }

  /** Lets the lease held at {@code epoch} go, so that a standby takes it at once. */
  public void release(long epoch) {
    update("UPDATE arbiter_lease SET holder = '' WHERE id = 1 AND epoch = ?", epoch);
  }

  private boolean update(String sql, Object... parameters) {
    try (Connection connection = dataSource.getConnection()) {
      return JdbcStore.execute(connection, sql, parameters) == 1;
    } catch (SQLException e) {
      throw new StoreException("cannot write the lease", e);
    }
  }
}
