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
 * Arena scoring as lichess's arena scores (lila {@code modules/tournament/src/main/arena/
 * ArenaSheet.scala} and {@code Pairing.scala}): a win 2, a draw 1, a loss 0; after two wins in a
 * row every game counts double (4 for a win, 2 for a draw) until the player fails to win. Its
 * minimum-move rules, counted in plies (half-moves) as lila's {@code turns}:
 *
 * <ul>
 *   <li>a berserk win (the player gave half their clock) earns one point more only when the game
 *       lasted {@value #BERSERK_PLIES} plies (7 moves each);
 *   <li>a draw in fewer than {@value #QUICK_DRAW_PLIES} plies (10 moves each) scores nothing;
 *   <li>a draw that follows the player's last draw with nothing but losses between scores nothing
 *       unless it lasted {@value #LONG_GAME_PLIES} plies (30 moves each) or the player is on a
 *       streak (lila's draw streak).
 * </ul>
 *
 * A game whose plies are unknown (a history stored before these rules) counts as long: the
 * scores it gave then stay. Pure.
 */
public final class ArenaScoring {

  /** The plies a berserk win needs for its extra point: lila's {@code notSoQuickFinish}. */
  public static final int BERSERK_PLIES = 14;
  /** A draw shorter than this scores nothing: lila's {@code quickDraw}. */
  public static final int QUICK_DRAW_PLIES = 20;
  /** A draw this long always scores: lila's {@code longGame} for standard chess. */
  public static final int LONG_GAME_PLIES = 60;

  private ArenaScoring() {}

  /** How a berserk is kept: {@code board:player}. */
  public static String berserkKey(int board, String player) {
    return board + ":" + player;
  }

  /** A finished game as the streak rules see it. */
  private enum Outcome { WIN, DRAW, LOSS }

  /**
   * Every player's line after the finished boards.
   *
   * @param players every player, in join order (each gets a line, empty if they played nothing)
   * @param boards the arena's boards in the order they were paired: a player's games follow
   *     each other in this order, as a player sits at one board at a time
   * @param berserks the berserks as {@link #berserkKey} gives them
   * @param plies each finished board's plies, by board number (absent: unknown)
   * @param paused the players paused now
   */
  public static Map<String, ArenaLine> lines(List<String> players, List<Pairing> boards,
      Set<String> berserks, Map<Integer, Integer> plies, Set<String> paused) {
    Map<String, List<Integer>> sheets = new LinkedHashMap<>();
    Map<String, List<Outcome>> outcomes = new LinkedHashMap<>();
    Map<String, Integer> berserked = new LinkedHashMap<>();
    for (String player : players) {
      sheets.put(player, new ArrayList<>());
      outcomes.put(player, new ArrayList<>());
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
        List<Outcome> past = outcomes.get(player);
        int length = plies.getOrDefault(board.board(), Integer.MAX_VALUE);
        sheets.get(player).add(points(board.result(), side, past, berserk, length));
        int half = board.result().halfPoints(side);
        past.add(half == 2 ? Outcome.WIN : half == 1 ? Outcome.DRAW : Outcome.LOSS);
      }
    }
    Map<String, ArenaLine> lines = new LinkedHashMap<>();
    for (String player : players) {
      List<Outcome> past = outcomes.get(player);
      int wins = (int) past.stream().filter(o -> o == Outcome.WIN).count();
      lines.put(player, new ArenaLine(player, sheets.get(player), onFire(past), wins,
          berserked.get(player), paused.contains(player)));
    }
    return lines;
  }

  /**
   * One game's points for {@code side}: its half points, doubled on a streak, +1 a berserk win of
   * {@value #BERSERK_PLIES} plies; a quick draw, or a short draw on a draw streak, nothing.
   *
   * @param past the player's earlier games, oldest first
   * @param plies the game's length ({@link Integer#MAX_VALUE}: unknown, counted as long)
   */
  private static int points(Result result, Side side, List<Outcome> past, boolean berserk,
      int plies) {
    int base = result.halfPoints(side); // 2 a win, 1 a draw, 0 a loss: lichess's arena points
    if (base == 1 && plies < QUICK_DRAW_PLIES) {
      return 0;
    }
    boolean fire = onFire(past);
    if (base == 1 && !fire && plies < LONG_GAME_PLIES && drawStreak(past)) {
      return 0;
    }
    int points = fire ? 2 * base : base;
    boolean bonus = base == 2 && berserk && result.played() && plies >= BERSERK_PLIES;
    return bonus ? points + 1 : points;
  }

  /** Whether the last two games were wins: the next one counts double. */
  private static boolean onFire(List<Outcome> past) {
    int n = past.size();
    return n >= 2 && past.get(n - 1) == Outcome.WIN && past.get(n - 2) == Outcome.WIN;
  }

  /** Whether the latest game that was not a loss was a draw (lila's {@code isDrawStreak}). */
  private static boolean drawStreak(List<Outcome> past) {
    for (int i = past.size() - 1; i >= 0; i--) {
      if (past.get(i) != Outcome.LOSS) {
        return past.get(i) == Outcome.DRAW;
      }
    }
    return false;
  }
}
