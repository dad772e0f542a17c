package arbiter.director.team;

import java.util.ArrayList;
import java.util.List;

/**
 * A team as its captain keeps it: the players in board order (board 1 first), and the users the
 * captain invited who have not accepted yet. The captain, who created it, need not play.
 */
public record TeamRoster(String name, String captain, List<String> players, List<String> invited) {

  public TeamRoster {
    players = List.copyOf(players);
    invited = List.copyOf(invited);
  }

  /** The roster with {@code player} at {@code board} (1-based; 0: last), moved if already in. */
  TeamRoster with(String player, int board) {
    List<String> next = new ArrayList<>(players);
    next.remove(player);
    next.add(board == 0 ? next.size() : board - 1, player);
    return new TeamRoster(name, captain, next, without(invited, player));
  }

  /** The roster with {@code player} invited (a second invitation changes nothing). */
  TeamRoster inviting(String player) {
    List<String> next = new ArrayList<>(without(invited, player));
    next.add(player);
    return new TeamRoster(name, captain, players, next);
  }

  /** The roster without {@code player}, played or invited; the boards below move up. */
  TeamRoster without(String player) {
    return new TeamRoster(name, captain, without(players, player), without(invited, player));
  }

  private static List<String> without(List<String> names, String name) {
    List<String> next = new ArrayList<>(names);
    next.remove(name);
    return next;
  }
}
