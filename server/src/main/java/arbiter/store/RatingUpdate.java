package arbiter.store;

import arbiter.game.GameEvent;
import arbiter.rating.Glicko2;
import arbiter.rating.Rating;

/** How both stores move ratings when a game finishes ({@link GameEvent.Finished#countsForRatings}). */
final class RatingUpdate {

  private static final Glicko2 GLICKO = new Glicko2();

  private RatingUpdate() {}

  /** Both players' ratings after the game, white's first, from those they had before it. */
  static Rating[] after(GameEvent.Finished finished, Rating white, Rating black) {
    return GLICKO.afterGame(white, black, finished.ending().whiteScore());
  }
}
