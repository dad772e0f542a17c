package arbiter.director;

import arbiter.event.DomainEvent;
import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Tournament;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Who hears of a tournament's rounds: its players, each only through the account that plays them
 * (a seat's news reaches nobody, not whoever registered its name), and its organizers.
 * Confined to the director's thread.
 */
final class RoundAudience {

  private final Lobby lobby;
  private final PlayerAccounts accounts;

  RoundAudience(Lobby lobby, PlayerAccounts accounts) {
    this.lobby = lobby;
    this.accounts = accounts;
  }

  /** Tells {@code user} the event, unless the name is one of the tournament's seats. */
  void tell(Tournament tournament, String user, DomainEvent event) {
    if (!accounts.isSeat(tournament, user)) {
      lobby.tell(user, event);
    }
  }

  /** Tells the tournament's players still in it, its creator and its arbiters, each once. */
  void tellAll(Tournament tournament, DomainEvent event) {
    of(tournament).forEach(user -> tell(tournament, user, event));
  }

  /** The tournament's players still in it, its creator and its arbiters, each once. */
  static Set<String> of(Tournament tournament) {
    Set<String> users = new LinkedHashSet<>();
    for (String player : tournament.players()) {
      if (!tournament.hasWithdrawn(player)) {
        users.add(player);
      }
    }
    users.add(tournament.creator());
    users.addAll(tournament.arbiters());
    return users;
  }

  /**
   * After a restart, the resumed games of the current round: nobody sits for a player whose name
   * no account plays (a seat), or whose seat was handed over since (the game bears its old name,
   * which an account may have taken up again, for the other seat).
   */
  void unclaimResumed(Tournament tournament, BoardGames games) {
    for (Pairing pairing : tournament.currentRound()) {
      for (GameRoom room : pairing.isPending() ? games.gamesOf(tournament, pairing)
          : List.<GameRoom>of()) {
        for (Side side : Side.values()) { // by the heir too: its freed name may play the other
          String heir = heir(tournament, pairing, room, side);
          if (heir != null || !accounts.plays(tournament, room.player(side))) {
            lobby.unclaim(room.player(side), room, heir);
          }
        }
      }
    }
  }

  /**
   * The seat {@code seat} was handed to {@code heir}: its running games of the current round go on
   * with them (the games keep the seat's name).
   */
  void handedOver(Tournament tournament, BoardGames games, String seat, String heir) {
    for (Pairing pairing : tournament.currentRound()) {
      if (!pairing.isPending() || pairing.sideOf(heir).isEmpty()) {
        continue;
      }
      for (GameRoom room : games.gamesOf(tournament, pairing)) {
        if (seat.equals(room.player(Side.WHITE)) || seat.equals(room.player(Side.BLACK))) {
          lobby.unclaim(seat, room, heir);
        }
      }
    }
  }

  /**
   * The account the seat of the room's {@code side} was handed to since it started, {@code null}
   * when none: the pairing's player of that side (a board's game is started with the pairing's
   * colours, and a hand-over renames the seat in the pairing) when the room does not name it. By
   * side, not by whoever of the pairing is not seated yet: that gave black's heir white's seat
   * when white's was not handed over.
   */
  private String heir(Tournament tournament, Pairing pairing, GameRoom room, Side side) {
    String player = side == Side.WHITE ? pairing.white() : pairing.black();
    return !player.equals(room.player(side)) && accounts.plays(tournament, player) ? player : null;
  }

  /** The players of a board that nobody may sit for: the tournament's seats among them. */
  Set<String> unclaimed(Tournament tournament, String white, String black) {
    Set<String> seats = new java.util.HashSet<>();
    for (String player : new String[] {white, black}) {
      if (accounts.isSeat(tournament, player)) {
        seats.add(player);
      }
    }
    return seats;
  }
}
