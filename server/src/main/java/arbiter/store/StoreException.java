package arbiter.store;

import java.sql.SQLException;

/** A database failure, unchecked: callers of the store cannot repair it, only report it. */
public final class StoreException extends RuntimeException {

  public StoreException(String what, SQLException cause) {
    super(what + ": " + cause.getMessage(), cause);
  }
}
