package arbiter.store;

import java.util.HashMap;
import java.util.Map;

/**
 * Web login tokens kept across restarts: each token's hash, the account it names and its expiry
 * in epoch milliseconds. A token names an account, not a name: once the account is removed no
 * token of it is found, even after someone registers the name again. Calls may block.
 */
public interface LoginTokens {

  /** Keeps a token of an existing account (nothing if the account does not exist). */
  void save(String hash, String user, long expiresEpochMillis);

  /** The name of the account the token names, or {@code null} (unknown, expired, removed). */
  String find(String hash, long nowEpochMillis);

  /** Forgets one token. */
  void delete(String hash);

  /** Tokens kept in memory only, for tests and a server without a database. */
  static LoginTokens inMemory() {
    return new LoginTokens() {
      private record Row(String user, long expires) {}

      private final Map<String, Row> rows = new HashMap<>();

      @Override
      public synchronized void save(String hash, String user, long expiresEpochMillis) {
        rows.put(hash, new Row(user, expiresEpochMillis));
      }

      @Override
      public synchronized String find(String hash, long nowEpochMillis) {
        Row row = rows.get(hash);
        return row == null || row.expires <= nowEpochMillis ? null : row.user;
      }

      @Override
      public synchronized void delete(String hash) {
        rows.remove(hash);
      }
    };
  }
}
