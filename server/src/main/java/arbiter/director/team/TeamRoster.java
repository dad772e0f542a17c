package arbiter.director.team;

import java.util.ArrayList;
import java.util.List;

/**
 * A team as its captain keeps it: the players in board order (board 1 first). The captain, who
 * created it, need not play.
 */
public record TeamRoster(String name, String captain, List<String> players) {

  public TeamRoster {
    players = List.copyOf(players);
  }

  /** The roster with {@code player} at {@code board} (1-based; 0: last), moved if already in. */
  TeamRoster with(String player, int board) {
    List<String> next = new ArrayList<>(players);
    next.remove(player);
    next.add(board == 0 ? next.size() : board - 1, player);
    return new TeamRoster(name, captain, next);
  }

  /** The roster without {@code player}; the boards below move up. */
  TeamRoster without(String player) {
    List<String> next = new ArrayList<>(players);
    next.remove(player);
    return new TeamRoster(name, captain, next);
  }
}
