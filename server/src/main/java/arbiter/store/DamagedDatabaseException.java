package arbiter.store;

/** The database file is not one the server can trust: empty, not a database, damaged, or
 * one it cannot write. */
public final class DamagedDatabaseException extends RuntimeException {

  public DamagedDatabaseException(String message, Throwable cause) {
    super(message, cause);
  }
}
