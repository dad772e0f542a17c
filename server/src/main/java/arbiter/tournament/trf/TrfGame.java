package arbiter.tournament.trf;

/**
 * One round's column of a player line: {@code OOOO C R} (opponent, colour, result).
 *
 * @param opponent the opponent's starting rank; 0 for {@code 0000} (no opponent), -1 for a blank
 *     field
 * @param colour {@code 'w'}, {@code 'b'}, {@code '-'} (none) or {@code ' '} (blank)
 */
public record TrfGame(int opponent, char colour, TrfResult result) {

  /** A round with nothing in it (ten spaces), as for a round not yet paired. */
  public static final TrfGame BLANK = new TrfGame(-1, ' ', TrfResult.NONE);

  public TrfGame {
    if (colour != 'w' && colour != 'b' && colour != '-' && colour != ' ') {
      throw new IllegalArgumentException("colour must be w, b, - or blank, not '" + colour + "'");
    }
    if (opponent < -1 || opponent > 9999) {
      throw new IllegalArgumentException("opponent out of range: " + opponent);
    }
  }

  /** A game against {@code opponent} with the colour {@code 'w'} or {@code 'b'}. */
  public static TrfGame game(int opponent, char colour, TrfResult result) {
    return new TrfGame(opponent, colour, result);
  }

  /** A round without opponent: {@code 0000 - R}. */
  public static TrfGame bye(TrfResult result) {
    return new TrfGame(0, '-', result);
  }

  /** Whether there was an opponent in this round (a game played or forfeited). */
  public boolean hasOpponent() {
    return opponent > 0;
  }

  /** Whether the column is empty. */
  public boolean isBlank() {
    return opponent == -1 && colour == ' ' && result == TrfResult.NONE;
  }

  /** The eight characters of the column (the two separating spaces are not included). */
  public String text() {
    String opp = opponent == -1 ? "    " : opponent == 0 ? "0000" : String.format("%4d", opponent);
    return opp + " " + colour + " " + result.code();
  }
}
