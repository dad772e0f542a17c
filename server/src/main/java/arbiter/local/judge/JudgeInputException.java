package arbiter.local.judge;

/** Input the judge cannot read: a count that is no number, or the end inside a game. */
public final class JudgeInputException extends Exception {

  public JudgeInputException(String message) {
    super(message);
  }
}
