package arbiter.lobby;

/** Whether a game counts for the ratings: the one rule, wherever a game is agreed. */
final class Ratedness {

  private Ratedness() {}

  /** A game is rated when it was asked to be and no player is a guest (a guest has no account). */
  static boolean rated(boolean asked, Member... players) {
    for (Member player : players) {
      if (player.guest()) {
        return false;
      }
    }
    return asked;
  }
}
