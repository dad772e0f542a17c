package arbiter.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The teams' standings of a team competition, in this order (FIDE's team tournaments rank so):
 * match points (2 a won match, 1 a drawn one), then game points (the boards' points), then the
 * direct encounter (the match points scored in the matches among the teams still tied), then the
 * team Sonneborn-Berger (each match's opponent's match points times the game points scored
 * against it), then the entry order. Only complete matches give match points; game points count
 * every board with a result.
 */
public final class TeamStandings {

  /** The tie-break codes, in the order they rank. */
  public static final List<String> ORDER = List.of("MP", "GP", "DE", "TSB");

  /**
   * One team's line.
   *
   * @param gameHalfPoints game points in half points
   * @param sonnebornBerger the team Sonneborn-Berger, in half points times match points
   * @param withdrawn whether every player of the team has withdrawn
   */
  public record Row(int rank, String team, int matchPoints, int gameHalfPoints,
      int directEncounter, int sonnebornBerger, int played, int won, int drawn, int lost,
      boolean withdrawn) {}

  private TeamStandings() {}

  /** The standings of {@code tournament}'s teams; empty for a tournament of players. */
  public static List<Row> of(Tournament tournament) {
    TeamField field = TeamField.of(tournament);
    if (!field.isTeam()) {
      return List.of();
    }
    Map<String, String> teamOf = new HashMap<>();
    field.teams().forEach(l -> l.players().forEach(p -> teamOf.put(p, l.team())));
    int bye = tournament.options().byeHalfPoints(tournament.format());
    List<TeamMatch> matches = new ArrayList<>();
    for (int r = 1; r <= tournament.roundNumber(); r++) {
      matches.addAll(TeamMatch.of(tournament.pairings(r), teamOf, bye));
    }
    Map<String, int[]> totals = new LinkedHashMap<>(); // mp, gp, played, won, drawn, lost
    field.teams().forEach(l -> totals.put(l.team(), new int[6]));
    for (TeamMatch match : matches) {
      for (String team : new String[] {match.home(), match.away()}) {
        if (team == null) {
          continue;
        }
        int[] t = totals.get(team);
        int mp = match.matchPointsOf(team);
        t[0] += mp;
        t[1] += match.halfPointsOf(team);
        if (match.complete() && match.away() != null) {
          t[2]++;
          t[mp == TeamMatch.WIN ? 3 : mp == 1 ? 4 : 5]++;
        }
      }
    }
    Map<String, Integer> sb = new HashMap<>();
    for (TeamMatch match : matches) {
      if (match.away() != null) {
        sb.merge(match.home(), totals.get(match.away())[0] * match.homeHalfPoints(), Integer::sum);
        sb.merge(match.away(), totals.get(match.home())[0] * match.awayHalfPoints(), Integer::sum);
      }
    }
    List<String> order = new ArrayList<>(totals.keySet());
    Comparator<String> byPoints = Comparator.comparingInt((String t) -> -totals.get(t)[0])
        .thenComparingInt(t -> -totals.get(t)[1]);
    order.sort(byPoints);
    Map<String, Integer> direct = directEncounters(order, totals, matches);
    List<String> entry = new ArrayList<>(totals.keySet());
    order.sort(byPoints.thenComparingInt((String t) -> -direct.get(t))
        .thenComparingInt(t -> -sb.getOrDefault(t, 0)).thenComparingInt(entry::indexOf));
    List<Row> rows = new ArrayList<>();
    Map<String, TeamLineup> lineups = new HashMap<>();
    field.teams().forEach(l -> lineups.put(l.team(), l));
    for (String team : order) {
      int[] t = totals.get(team);
      boolean gone = lineups.get(team).players().stream().allMatch(tournament::hasWithdrawn);
      rows.add(new Row(rows.size() + 1, team, t[0], t[1], direct.get(team),
          sb.getOrDefault(team, 0), t[2], t[3], t[4], t[5], gone));
    }
    return rows;
  }

  /**
   * Each team's match points against the teams tied with it on match and game points (0 when
   * none is tied with it).
   */
  private static Map<String, Integer> directEncounters(List<String> sorted,
      Map<String, int[]> totals, List<TeamMatch> matches) {
    Map<String, Integer> direct = new HashMap<>();
    for (String team : sorted) {
      int points = 0;
      for (TeamMatch match : matches) {
        String other = match.involves(team) ? match.opponentOf(team) : null;
        if (other != null && !other.equals(team) && tied(totals.get(team), totals.get(other))) {
          points += match.matchPointsOf(team);
        }
      }
      direct.put(team, points);
    }
    return direct;
  }

  private static boolean tied(int[] a, int[] b) {
    return Objects.equals(a[0], b[0]) && a[1] == b[1];
  }
}
