package arbiter.rules;

/** A move text that is malformed, illegal or ambiguous in the position it was read in. */
public class NotationException extends Exception {

  /** Why the text names no single legal move. */
  public enum Kind {
    MALFORMED,
    ILLEGAL,
    AMBIGUOUS
  }

  private final Kind kind;

  public NotationException(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  /** Why the text was refused. */
  public Kind kind() {
    return kind;
  }
}
