package arbiter.tournament;

import java.util.List;

/**
 * A team as it plays a team competition: its captain and its players in board order (board 1
 * first): as it entered, then as its last lineup set them; the players after the matches' boards
 * are its reserves (who played before and sit out now).
 */
public record TeamLineup(String team, String captain, List<String> players) {

  public TeamLineup {
    players = List.copyOf(players);
  }
}
