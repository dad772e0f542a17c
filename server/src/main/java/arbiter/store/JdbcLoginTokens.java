package arbiter.store;

import javax.sql.DataSource;

/** {@link LoginTokens} in the {@code web_logins} table, checked against the account's creation. */
public final class JdbcLoginTokens implements LoginTokens {

  private final DataSource dataSource;

  public JdbcLoginTokens(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public void save(String hash, String user, long expiresEpochMillis) {
    JdbcStore.update(dataSource, "DELETE FROM web_logins WHERE expires_at <= ?",
        System.currentTimeMillis()); // the expired go as new ones come
    JdbcStore.update(dataSource,
        "INSERT INTO web_logins (token_hash, user_name, account_created, expires_at)"
            + " SELECT ?, name, created_at, ? FROM users WHERE name = ?",
        hash, expiresEpochMillis, user);
  }

  @Override
  public String find(String hash, long nowEpochMillis) {
    String[] user = {null};
    JdbcStore.query(dataSource,
        "SELECT w.user_name FROM web_logins w JOIN users u ON u.name = w.user_name"
            + " AND u.created_at = w.account_created WHERE w.token_hash = ? AND w.expires_at > ?",
        rs -> user[0] = rs.getString(1), hash, nowEpochMillis);
    return user[0];
  }

  @Override
  public void delete(String hash) {
    JdbcStore.update(dataSource, "DELETE FROM web_logins WHERE token_hash = ?", hash);
  }
}
