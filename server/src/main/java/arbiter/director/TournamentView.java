package arbiter.director;

import arbiter.tournament.Pairing;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.knockout.Bracket;
import arbiter.tournament.TeamField;
import arbiter.tournament.TeamStandings;
import java.util.List;
import java.util.Map;

/**
 * A tournament as it stands, for a page that shows it whole: every round's boards with their
 * results, the standings with tie-breaks, and the game each board of a round has been given.
 *
 * @param format {@code roundrobin}, {@code swiss}, {@code teamroundrobin} or {@code teamswiss}
 * @param phase {@code open}, {@code running} or {@code finished}
 * @param round the round being played (the last once finished; 0 before the start)
 * @param timeControl every game's time control, {@code null} when untimed
 * @param players in pairing-number order
 * @param withdrawn players who left after the start
 * @param rounds every round paired so far, round 1 first
 * @param standings the standings with the tie-breaks in the tournament's order
 * @param games the game of each board, keyed {@code round:board}
 * @param ratings the players' ratings as fixed at the start or entry; unrated players absent
 * @param byeHalfPoints what a pairing-allocated bye is worth, in half points
 * @param startsInSeconds until the published round's games start (0: started, or no countdown)
 * @param breakSeconds until the next round is paired after a break between rounds; -1 when no
 *     break is counted down (pairing by hand, or a round under way)
 * @param bracket a knockout's bracket, {@code null} for another format or before the start
 * @param otb whether the tournament is played over the board (its players report results)
 * @param arena an arena's length and time left; {@code null} for the other formats
 * @param teams a team competition's teams in entry order with their boards (none for players)
 * @param teamStandings a team competition's team standings (empty for players)
 */
public record TournamentView(
    String name,
    String variant,
    String format,
    String phase,
    int round,
    int rounds,
    String timeControl,
    List<String> players,
    List<String> withdrawn,
    List<List<Pairing>> roundsPaired,
    StandingsTable standings,
    Map<String, Long> games,
    Map<String, Integer> ratings,
    int byeHalfPoints,
    int startsInSeconds,
    int breakSeconds,
    Bracket bracket,
    boolean otb,
    ArenaTime arena,
    TeamField teams,
    List<TeamStandings.Row> teamStandings) {

  /** An arena's clock: its length, and the seconds left until it stops pairing (0 after). */
  public record ArenaTime(int minutes, long secondsLeft) {}
}
