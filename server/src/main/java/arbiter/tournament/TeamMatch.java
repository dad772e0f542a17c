package arbiter.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One team match of a round, read back from the boards of that round: the team named first
 * ({@code home}) has white on the odd boards, the other on the even ones. A team alone on its
 * boards ({@code away} null) had a bye or sat the round out (a late entry).
 *
 * @param homeHalfPoints the game points of {@code home}, in half points
 * @param complete whether every board has a result
 */
public record TeamMatch(String home, String away, int homeHalfPoints, int awayHalfPoints,
    boolean complete, List<Pairing> boards) {

  /** Match points of a won match; a drawn one gets 1, a lost one 0 (FIDE). */
  public static final int WIN = 2;

  public TeamMatch {
    boards = List.copyOf(boards);
  }

  /** Whether {@code team} played in this match. */
  public boolean involves(String team) {
    return team.equals(home) || team.equals(away);
  }

  /** The other team; {@code null} for a bye. */
  public String opponentOf(String team) {
    return team.equals(home) ? away : home;
  }

  /** The game points of {@code team} in this match, in half points. */
  public int halfPointsOf(String team) {
    return team.equals(home) ? homeHalfPoints : awayHalfPoints;
  }

  /**
   * The match points of {@code team}: 2, 1 or 0 once the match is complete, 0 before. A team
   * alone on its boards is measured against the half of its boards' points (a bye worth a win on
   * every board is a won match; a round missed by a late entry is a lost one).
   */
  public int matchPointsOf(String team) {
    if (!complete) {
      return 0;
    }
    int own = halfPointsOf(team);
    int other = away == null ? boards.size() * 2 - own : halfPointsOf(opponentOf(team));
    return own > other ? WIN : own == other ? 1 : 0;
  }

  /**
   * The matches of one round's {@code boards}, in board order.
   *
   * @param teamOf each player's team
   * @param byeHalfPoints what a pairing-allocated bye ({@link Result#BYE}) is worth on one board
   */
  public static List<TeamMatch> of(List<Pairing> boards, Map<String, String> teamOf,
      int byeHalfPoints) {
    Map<String, List<Pairing>> grouped = new LinkedHashMap<>();
    for (Pairing p : boards) {
      String white = teamOf.get(p.white());
      String black = p.isBye() ? null : teamOf.get(p.black());
      String key = black == null ? white
          : white.compareTo(black) < 0 ? white + '\n' + black : black + '\n' + white;
      grouped.computeIfAbsent(key, k -> new ArrayList<>()).add(p);
    }
    List<TeamMatch> matches = new ArrayList<>();
    for (List<Pairing> group : grouped.values()) {
      Pairing first = group.get(0);
      String home = teamOf.get(first.white());
      String away = first.isBye() ? null : teamOf.get(first.black());
      int homePoints = 0;
      int awayPoints = 0;
      boolean complete = true;
      for (Pairing p : group) {
        if (p.isPending()) {
          complete = false;
          continue;
        }
        boolean homeWhite = home.equals(teamOf.get(p.white()));
        int white = p.result() == Result.BYE ? byeHalfPoints
            : p.result().halfPoints(arbiter.rules.Side.WHITE);
        int black = p.isBye() ? 0 : p.result().halfPoints(arbiter.rules.Side.BLACK);
        homePoints += homeWhite ? white : black;
        awayPoints += homeWhite ? black : white;
      }
      matches.add(new TeamMatch(home, away, homePoints, awayPoints, complete, group));
    }
    return matches;
  }
}
