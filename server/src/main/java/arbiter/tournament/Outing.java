package arbiter.tournament;

import arbiter.rules.Side;

/**
 * One round of one player, once its result is known.
 *
 * @param opponent {@code null} for a bye
 * @param side the colour the player had; {@code null} for a bye
 * @param halfPoints what the player scored in this round
 */
record Outing(int round, String opponent, Side side, Result result, int halfPoints) {

  /** Whether a game was played over the board (forfeits and byes were not). */
  boolean played() {
    return result.played();
  }

  boolean isBye() {
    return opponent == null;
  }

  /** A win over the board or by forfeit; a bye is not a win. */
  boolean isWin() {
    return !isBye() && result.isWinFor(side);
  }

  /** The colour played, or {@code null} when no game was played (forfeit, bye). */
  Side colourPlayed() {
    return played() ? side : null;
  }
}
