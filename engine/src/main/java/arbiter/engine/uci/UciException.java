package arbiter.engine.uci;

/** Why an external engine gave no usable move: its kind, for the caller to act on, and details. */
public final class UciException extends Exception {

  /** What went wrong with the engine. */
  public enum Failure {
    /** The command could not be started (not found, not executable). */
    NOT_STARTED,
    /** The process ended (crashed or quit) before it answered. */
    DIED,
    /** The engine did not answer in time; it has been stopped. */
    TIMEOUT,
    /** The engine's move is not legal in the position. */
    ILLEGAL_MOVE,
    /** The engine answered something that is not UCI. */
    PROTOCOL
  }

  private final Failure failure;

  public UciException(Failure failure, String detail) {
    super(detail);
    this.failure = failure;
  }

  public UciException(Failure failure, String detail, Throwable cause) {
    super(detail, cause);
    this.failure = failure;
  }

  public Failure failure() {
    return failure;
  }
}
