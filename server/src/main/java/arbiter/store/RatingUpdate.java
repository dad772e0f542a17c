package arbiter.store;

import arbiter.game.GameEvent;
import arbiter.rating.Glicko2;
import arbiter.rating.Rating;

/**
 * How both stores move ratings when a game finishes ({@link GameEvent.Finished#countsForRatings})
 * and when an arbiter corrects its result: each game's change is kept, so a correction takes the
 * old change back and makes the new result's from the ratings before it.
 */
final class RatingUpdate {

  private static final Glicko2 GLICKO = new Glicko2();

  private RatingUpdate() {}

  /** Both players' ratings after the game, white's first, from those they had before it. */
  static Rating[] after(GameEvent.Finished finished, Rating white, Rating black) {
    return after(finished.ending().whiteScore(), white, black);
  }

  /** Both players' ratings after a game white scored {@code whiteScore} in (1, 0.5 or 0). */
  static Rating[] after(double whiteScore, Rating white, Rating black) {
    return GLICKO.afterGame(white, black, whiteScore);
  }

  /** What a game changed: {@code after} less {@code before}, field by field. */
  static Rating change(Rating before, Rating after) {
    return new Rating(after.rating() - before.rating(), after.deviation() - before.deviation(),
        after.volatility() - before.volatility(), after.games() - before.games());
  }

  /** {@code now} with a game's {@code change} taken back. */
  static Rating undo(Rating now, Rating change) {
    return new Rating(now.rating() - change.rating(), now.deviation() - change.deviation(),
        now.volatility() - change.volatility(), now.games() - change.games());
  }

  /**
   * The change a game stored before changes were kept is taken to have made: the result's change
   * from the ratings as they are now (the best guess left; exact when neither played since).
   */
  static Rating[] guessedChanges(double whiteScore, Rating white, Rating black) {
    Rating[] after = after(whiteScore, white, black);
    return new Rating[] {change(white, after[0]), change(black, after[1])};
  }
}
