package arbiter.tournament.arena;

import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Arena scoring as lichess's arena scores: a win 2, a draw 1, a loss 0; after two wins in a row
 * every game counts double (4 for a win, 2 for a draw) until the player fails to win; a berserk
 * win (the player halved their own clock) earns one point more. Pure.
 */
public final class ArenaScoring {

  private ArenaScoring() {}

  /** How a berserk is kept: {@code board:player}. */
  public static String berserkKey(int board, String player) {
    return board + ":" + player;
  }

  /**
   * Every player's line after the finished boards.
   *
   * @param players every player, in join order (each gets a line, empty if they played nothing)
   * @param boards the arena's boards in the order they were paired: a player's games follow
   *     each other in this order, as a player sits at one board at a time
   * @param berserks the berserks as {@link #berserkKey} gives them
   * @param paused the players paused now
   */
  public static Map<String, ArenaLine> lines(List<String> players, List<Pairing> boards,
      Set<String> berserks, Set<String> paused) {
    Map<String, List<Integer>> sheets = new LinkedHashMap<>();
    Map<String, Integer> streaks = new LinkedHashMap<>();
    Map<String, Integer> wins = new LinkedHashMap<>();
    Map<String, Integer> berserked = new LinkedHashMap<>();
    for (String player : players) {
      sheets.put(player, new ArrayList<>());
      streaks.put(player, 0);
      wins.put(player, 0);
      berserked.put(player, 0);
    }
    for (Pairing board : boards) {
      if (board.isBye()) {
        continue;
      }
      for (Side side : Side.values()) {
        String player = side == Side.WHITE ? board.white() : board.black();
        boolean berserk = berserks.contains(berserkKey(board.board(), player));
        if (berserk) {
          berserked.merge(player, 1, Integer::sum);
        }
        if (board.isPending() || !sheets.containsKey(player)) {
          continue;
        }
        sheets.get(player).add(points(board.result(), side, streaks.get(player) >= 2, berserk));
        boolean won = board.result().halfPoints(side) == 2;
        streaks.put(player, won ? streaks.get(player) + 1 : 0);
        wins.merge(player, won ? 1 : 0, Integer::sum);
      }
    }
    Map<String, ArenaLine> lines = new LinkedHashMap<>();
    for (String player : players) {
      lines.put(player, new ArenaLine(player, sheets.get(player), streaks.get(player) >= 2,
          wins.get(player), berserked.get(player), paused.contains(player)));
    }
    return lines;
  }

  /** One game's points for {@code side}: its half points, doubled on a streak, +1 a berserk win. */
  static int points(Result result, Side side, boolean onFire, boolean berserk) {
    int base = result.halfPoints(side); // 2 a win, 1 a draw, 0 a loss: lichess's arena points
    int points = onFire ? 2 * base : base;
    return base == 2 && berserk && result.played() ? points + 1 : points;
  }
}
