package arbiter.store;

import java.sql.SQLException;

/** A database failure, unchecked: callers of the store cannot repair it, only report it. */
public final class StoreException extends RuntimeException {

  private final boolean unreachable;

  public StoreException(String what, SQLException cause) {
    this(what, cause, false);
  }

  private StoreException(String what, SQLException cause, boolean unreachable) {
    super(what + ": " + cause.getMessage(), cause);
    this.unreachable = unreachable;
  }

  /** No connection to the database could be had: nothing was written. */
  static StoreException unreachable(SQLException cause) {
    return new StoreException("the database cannot be reached", cause, true);
  }

  /** Whether the database could not be reached at all, so nothing was written. */
  public boolean unreachable() {
    return unreachable;
  }
}
