package arbiter.tournament.trf;

/** The result letter of one round in a player line (TRF-2026, as TRF-2016 and TRF(x) read it). */
public enum TrfResult {
  /** Won over the board. */
  WIN('1', 10, true),
  /** Lost over the board. */
  LOSS('0', 0, true),
  /** Drawn over the board. */
  DRAW('=', 5, true),
  /** Won by forfeit: the opponent did not come. */
  FORFEIT_WIN('+', 10, false),
  /** Lost by forfeit. */
  FORFEIT_LOSS('-', 0, false),
  /** Won over the board, not rated. */
  UNRATED_WIN('W', 10, true),
  /** Drawn over the board, not rated. */
  UNRATED_DRAW('D', 5, true),
  /** Lost over the board, not rated. */
  UNRATED_LOSS('L', 0, true),
  /** A half-point bye the player asked for. */
  HALF_BYE('H', 5, false),
  /** A full-point bye given by the organizer (not by the pairing). */
  FULL_BYE('F', 10, false),
  /** The pairing-allocated bye. */
  PAIRING_BYE('U', 10, false),
  /** A zero-point bye: absent, or not yet entered for the round. */
  ZERO_BYE('Z', 0, false),
  /** No result yet: a round paired but not played, or a blank column. */
  NONE(' ', 0, false);

  private final char code;
  private final int tenths;
  private final boolean played;

  TrfResult(char code, int tenths, boolean played) {
    this.code = code;
    this.tenths = tenths;
    this.played = played;
  }

  /** The letter in the file. */
  public char code() {
    return code;
  }

  /** Points in tenths under the standard scoring (1, 1/2, 0); a pairing bye is worth a win. */
  public int tenths() {
    return tenths;
  }

  /** Whether the game was played over the board. */
  public boolean played() {
    return played;
  }

  /** Whether this round gave the player no opponent (a bye of any kind). */
  public boolean isBye() {
    return this == HALF_BYE || this == FULL_BYE || this == PAIRING_BYE || this == ZERO_BYE;
  }

  /**
   * The result for a letter, {@code null} for a letter that is none; lower-case letters are read
   * as upper case, as bbpPairings does.
   */
  public static TrfResult of(char code) {
    char upper = Character.toUpperCase(code);
    for (TrfResult result : values()) {
      if (result.code == upper) {
        return result;
      }
    }
    return null;
  }
}
