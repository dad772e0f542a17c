package arbiter.boot;

/** The server cannot start for a reason its operator can fix; the message says which. */
public final class ServerStartException extends RuntimeException {

  public ServerStartException(String message) {
    super(message);
  }

  public ServerStartException(String message, Throwable cause) {
    super(message, cause);
  }
}
