package arbiter.tournament;

import java.util.List;

/**
 * A team as it plays a team competition: its captain and its players in board order (board 1
 * first), fixed when the team entered.
 */
public record TeamLineup(String team, String captain, List<String> players) {

  public TeamLineup {
    players = List.copyOf(players);
  }
}
