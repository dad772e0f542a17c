package arbiter.tournament;

import java.util.List;

/**
 * The teams of a team competition as they entered, and the boards of each match.
 *
 * @param boards 0 for a tournament of players
 */
public record TeamField(int boards, List<TeamLineup> teams) {

  /** A tournament of players. */
  public static final TeamField NONE = new TeamField(0, List.of());

  public TeamField {
    teams = List.copyOf(teams);
  }

  /** Whether this is a team competition. */
  public boolean isTeam() {
    return boards > 0;
  }
}
