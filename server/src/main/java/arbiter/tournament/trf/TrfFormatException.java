package arbiter.tournament.trf;

/** A tournament report file that cannot be read; the message is one line naming the line. */
public final class TrfFormatException extends RuntimeException {

  private final int line;

  TrfFormatException(int line, String message) {
    super("TRF line " + line + ": " + message);
    this.line = line;
  }

  /** The 1-based number of the offending line. */
  public int line() {
    return line;
  }
}
