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
  private final IllegalMove reason;

  public NotationException(Kind kind, String message) {
    this(kind, null, message);
  }

  /** An illegal move, and why it is illegal. */
  public NotationException(IllegalMove reason, String message) {
    this(Kind.ILLEGAL, reason, message);
  }

  private NotationException(Kind kind, IllegalMove reason, String message) {
    super(message);
    this.kind = kind;
    this.reason = reason;
  }

  /** Why the text was refused. */
  public Kind kind() {
    return kind;
  }

  /** Why an illegal move is illegal; {@code null} when not known or the text is no such move. */
  public IllegalMove reason() {
    return reason;
  }
}
