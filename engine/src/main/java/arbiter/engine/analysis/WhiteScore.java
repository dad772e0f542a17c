package arbiter.engine.analysis;

import arbiter.engine.Scores;
import arbiter.rules.Outcome;
import arbiter.rules.Side;

/**
 * How a position stands from white's side: centipawns, a forced win in a number of moves
 * (positive: white wins), or a game already over.
 *
 * @param kind what {@code value} means
 * @param value centipawns; or moves to the forced end, positive when white wins; or for a finished
 *     game 1 (white won), -1 (black won), 0 (drawn)
 */
public record WhiteScore(Kind kind, int value) {

  /** What a score says. */
  public enum Kind {
    CENTIPAWNS,
    MATE,
    OVER
  }

  /** Lichess's slope from centipawns to winning chances. */
  private static final double SLOPE = 0.00368208;

  /** The search's score {@code score} for {@code mover}, seen from white's side. */
  public static WhiteScore of(int score, Side mover) {
    int sign = mover == Side.WHITE ? 1 : -1;
    if (Scores.isMate(score)) {
      return new WhiteScore(Kind.MATE, sign * Scores.mateInMoves(score));
    }
    return new WhiteScore(Kind.CENTIPAWNS, sign * score);
  }

  /** The score of a finished game. */
  public static WhiteScore over(Outcome outcome) {
    int value = outcome.winner() == null ? 0 : outcome.winner() == Side.WHITE ? 1 : -1;
    return new WhiteScore(Kind.OVER, value);
  }

  /**
   * White's winning chances from -1 (black wins) to 1 (white wins), lichess's curve of the
   * centipawns; a forced or finished result is certain.
   */
  public double winningChances() {
    return switch (kind) {
      case CENTIPAWNS -> 2 / (1 + Math.exp(-SLOPE * value)) - 1;
      case MATE, OVER -> Integer.signum(value);
    };
  }

  /**
   * The text every face shows: pawns with a sign and two decimals ({@code +0.35}), {@code #3} or
   * {@code #-2} for a forced win in moves, {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} for a
   * finished game.
   */
  public String text() {
    return switch (kind) {
      case CENTIPAWNS -> String.format(java.util.Locale.ROOT, "%+.2f", value / 100.0);
      case MATE -> "#" + value;
      case OVER -> value > 0 ? "1-0" : value < 0 ? "0-1" : "1/2-1/2";
    };
  }
}
