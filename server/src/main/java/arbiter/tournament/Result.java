package arbiter.tournament;

import arbiter.game.Ending;
import arbiter.rules.Side;
import arbiter.rules.Termination;

/**
 * The result of one board. Points are counted in half points so that sums stay exact. A forfeit
 * scores like a win or a loss but is not a played game: it leaves colour history alone and counts
 * as an unplayed round for the tie-breaks.
 */
public enum Result {
  WHITE_WIN(2, 0, true, "1-0"),
  BLACK_WIN(0, 2, true, "0-1"),
  DRAW(1, 1, true, "1/2-1/2"),
  /** Black did not play (absent, or withdrew from the tournament). */
  WHITE_WIN_BY_FORFEIT(2, 0, false, "+/-"),
  /** White did not play. */
  BLACK_WIN_BY_FORFEIT(0, 2, false, "-/+"),
  /** Neither player played; both score nothing. */
  DOUBLE_FORFEIT(0, 0, false, "-/-"),
  /** The player on a bye board had no opponent; its worth depends on the {@link Format}. */
  BYE(0, 0, false, "bye"),
  /** A half-point bye: asked for by the player, or given for a round missed by a late entry. */
  HALF_BYE(1, 0, false, "bye 1/2"),
  /** A zero-point bye: a round a late entry was not paired in. */
  ZERO_BYE(0, 0, false, "bye 0"),
  /**
   * A full-point bye given by an organizer (a late entry's missed rounds): one point whatever the
   * pairing-allocated bye is worth, and no pairing-allocated bye (TRF {@code F}, not {@code U}).
   * Last, so that the constants before it keep their places.
   */
  FULL_BYE(2, 0, false, "bye 1");

  private final int whiteHalfPoints;
  private final int blackHalfPoints;
  private final boolean played;
  private final String label;

  Result(int whiteHalfPoints, int blackHalfPoints, boolean played, String label) {
    this.whiteHalfPoints = whiteHalfPoints;
    this.blackHalfPoints = blackHalfPoints;
    this.played = played;
    this.label = label;
  }

  /**
   * The result a finished game gives its board: a game a player never came to is a forfeit (an
   * unplayed game), any other ending is the result played over the board.
   */
  public static Result of(Ending ending) {
    boolean unplayed = ending.termination().isUnplayed();
    if (ending.winner() == null) {
      return unplayed ? DOUBLE_FORFEIT : DRAW;
    }
    return unplayed ? forfeitWinFor(ending.winner()) : winFor(ending.winner());
  }

  /**
   * The ending an arbiter's decision of this result gives the board's game: a result over the
   * board is adjudicated, a forfeit is the absence of the side that lost; {@code null} for a bye.
   */
  public Ending decided() {
    return switch (this) {
      case WHITE_WIN -> new Ending(Side.WHITE, Termination.ADJUDICATION);
      case BLACK_WIN -> new Ending(Side.BLACK, Termination.ADJUDICATION);
      case DRAW -> new Ending(null, Termination.ADJUDICATION);
      case WHITE_WIN_BY_FORFEIT -> new Ending(Side.WHITE, Termination.ABSENT);
      case BLACK_WIN_BY_FORFEIT -> new Ending(Side.BLACK, Termination.ABSENT);
      case DOUBLE_FORFEIT -> new Ending(null, Termination.BOTH_ABSENT);
      default -> null;
    };
  }

  /** The over-the-board win for {@code side}. */
  public static Result winFor(Side side) {
    return side == Side.WHITE ? WHITE_WIN : BLACK_WIN;
  }

  /** The win for {@code side} because the other side did not play. */
  public static Result forfeitWinFor(Side side) {
    return side == Side.WHITE ? WHITE_WIN_BY_FORFEIT : BLACK_WIN_BY_FORFEIT;
  }

  /** Half points this result gives to {@code side} (byes excluded: see {@link Format}). */
  public int halfPoints(Side side) {
    return side == Side.WHITE ? whiteHalfPoints : blackHalfPoints;
  }

  /** Whether a game was actually played over the board. */
  public boolean played() {
    return played;
  }

  /** Whether {@code side} won, over the board or by forfeit. */
  public boolean isWinFor(Side side) {
    return !isBye() && halfPoints(side) == 2;
  }

  /** Whether this is a bye of any kind: a board without an opponent. */
  public boolean isBye() {
    return this == BYE || this == HALF_BYE || this == ZERO_BYE || this == FULL_BYE;
  }

  /**
   * The result an arbiter types: {@code 1-0}, {@code 0-1}, {@code =} (or {@code 1/2-1/2}),
   * {@code +-} (or {@code +/-}, white wins by forfeit), {@code -+}, {@code --} (double forfeit);
   * {@code null} for anything else.
   */
  public static Result parse(String text) {
    return switch (text == null ? "" : text) {
      case "1-0" -> WHITE_WIN;
      case "0-1" -> BLACK_WIN;
      case "=", "1/2-1/2", "1/2" -> DRAW;
      case "+-", "+/-" -> WHITE_WIN_BY_FORFEIT;
      case "-+", "-/+" -> BLACK_WIN_BY_FORFEIT;
      case "--", "-/-" -> DOUBLE_FORFEIT;
      default -> null;
    };
  }

  /** The usual crosstable notation: {@code 1-0}, {@code 1/2-1/2}, {@code +/-}, {@code bye}. */
  public String label() {
    return label;
  }
}
