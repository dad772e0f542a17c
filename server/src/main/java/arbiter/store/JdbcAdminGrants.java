package arbiter.store;

import arbiter.account.AdminGrants;
import javax.sql.DataSource;

/** The admins' grants in the SQL database (SQLite or PostgreSQL). Every call blocks. */
public final class JdbcAdminGrants implements AdminGrants {

  private final DataSource dataSource;

  public JdbcAdminGrants(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public long grantedTo(String name) {
    long[] id = {0};
    JdbcStore.query(dataSource, "SELECT account_id FROM admin_grants WHERE user_name = ?",
        rs -> id[0] = rs.getLong(1), name);
    return id[0];
  }

  @Override
  public void grant(String name, long accountId) {
    JdbcStore.update(dataSource, "INSERT INTO admin_grants (user_name, account_id) VALUES (?, ?)"
        + " ON CONFLICT (user_name) DO UPDATE SET account_id = excluded.account_id",
        name, accountId);
  }
}
