package arbiter.tournament;

import java.util.List;

/**
 * The teams of a team competition as they entered, and the boards of each match.
 *
 * @param boards 0 for a tournament of players
 */
public record TeamField(int boards, List<TeamLineup> teams) {

  public TeamField {
    teams = List.copyOf(teams);
  }

  /** A tournament's teams and boards (no boards and no team for a tournament of players). */
  public static TeamField of(Tournament tournament) {
    TournamentState state = tournament.state();
    return new TeamField(state.created.boards(), List.copyOf(state.teams.values()));
  }

  /** Whether this is a team competition. */
  public boolean isTeam() {
    return boards > 0;
  }
}
