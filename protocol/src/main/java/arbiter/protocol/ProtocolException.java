package arbiter.protocol;

/** A line that cannot be decoded into a message; carries the error code to answer with. */
public class ProtocolException extends Exception {

  private final ErrorCode code;

  public ProtocolException(ErrorCode code, String message) {
    super(message);
    this.code = code;
  }

  /** The code to send back in {@link Event.Error}. */
  public ErrorCode code() {
    return code;
  }
}
