package arbiter.tournament.arena;

import java.util.List;

/**
 * One player's arena score: the points of each finished game in the order played (lichess's
 * "sheet"), and whether they are on a streak now.
 *
 * @param sheet each finished game's points: 0, 1 or 2, doubled to 2 or 4 on a streak, plus 1 for
 *     a berserk win
 * @param fire whether the player won their last two games: the next one counts double
 * @param wins games won (forfeit wins included)
 * @param berserks games in which the player berserked
 * @param paused whether the player is paused (not paired until they come back)
 */
public record ArenaLine(String player, List<Integer> sheet, boolean fire, int wins, int berserks,
    boolean paused) {

  public ArenaLine {
    sheet = List.copyOf(sheet);
  }

  /** The player's arena points: the sum of the sheet. */
  public int points() {
    return sheet.stream().mapToInt(Integer::intValue).sum();
  }
}
