package arbiter.local.judge;

/** The judge's verdict on one game (seed 003, SPEC 1.4), with the line it prints. */
public enum Verdict {
  WHITE_WIN("White Win"),
  BLACK_WIN("Black Win"),
  STALEMATE("Stalemate"),
  DRAW("Draw"),
  DEAD_MOVES("Dead Moves"),
  PUZZLE_MOVE("Puzzle Move"),
  ILLEGAL_MOVE("Illegal Move");

  private final String text;

  Verdict(String text) {
    this.text = text;
  }

  /** The line the judge prints for this verdict. */
  public String text() {
    return text;
  }
}
