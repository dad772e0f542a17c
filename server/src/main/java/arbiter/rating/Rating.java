package arbiter.rating;

/**
 * A player's Glicko-2 rating in one variant, on the Glicko scale (the one players see).
 *
 * @param rating the rating, 1500 for a newcomer
 * @param deviation the rating deviation (RD): how unsure the rating is, 350 for a newcomer
 * @param volatility how erratic the player's results are, 0.06 for a newcomer
 * @param games how many rated games the rating rests on
 */
public record Rating(double rating, double deviation, double volatility, int games) {

  /** The rating of a player with no rated game yet: Glickman's suggested defaults. */
  public static final Rating INITIAL = new Rating(1500, 350, 0.06, 0);
}
