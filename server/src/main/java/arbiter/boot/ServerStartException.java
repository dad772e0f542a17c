package arbiter.boot;

/** The server cannot start for a reason its operator can fix; the message says which. */
public final class ServerStartException extends RuntimeException {

  public ServerStartException(String message) {
    super(message);
  }

  public ServerStartException(String message, Throwable cause) {
    super(message, cause);
  }

  /** What an operator can do about a failed bind, when the reason is a common one. */
  static String bindHint(String reason) {
    if (reason == null) {
      return "";
    }
    if (reason.contains("in use")) {
      return " (another program uses that port: stop it, or choose another with --port)";
    }
    if (reason.contains("assign requested address")) {
      return " (not an address of this machine: --bind one of its addresses, or 0.0.0.0 for all)";
    }
    return "";
  }
}
