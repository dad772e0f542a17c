package arbiter.rules;

/** One of the two players; which one moves first is the variant's choice. */
public enum Side {
  WHITE,
  BLACK;

  /** The other player. */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /** Lower-case name as used in messages ("white", "black"). */
  public String label() {
    return this == WHITE ? "white" : "black";
  }
}
