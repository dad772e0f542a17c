package arbiter.store;

import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.rating.Glicko2;
import arbiter.rating.Rating;
import arbiter.rules.Side;

/** The one rule by which both stores move ratings when a game finishes, so they agree. */
final class RatingUpdate {

  private static final Glicko2 GLICKO = new Glicko2();

  private RatingUpdate() {}

  /**
   * Whether the game moves its players' ratings: a rated game that was played. The room never
   * marks an unplayed game rated; checking here too keeps a wrong flag from rating an absence.
   */
  static boolean counts(GameEvent.Finished finished) {
    return finished.rated() && !finished.ending().termination().isUnplayed();
  }

  /** White's score: 1 for a win, 0 for a loss, 0.5 for a draw (a time forfeit drawn too). */
  static double whiteScore(Ending ending) {
    if (ending.winner() == null) {
      return 0.5;
    }
    return ending.winner() == Side.WHITE ? 1 : 0;
  }

  /** Both players' ratings after the game, white's first, from those they had before it. */
  static Rating[] after(GameEvent.Finished finished, Rating white, Rating black) {
    return GLICKO.afterGame(white, black, whiteScore(finished.ending()));
  }
}
