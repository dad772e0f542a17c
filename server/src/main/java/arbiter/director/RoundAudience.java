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
   * no account plays (a seat, or one handed over since, whose game still bears its old name).
   */
  void unclaimResumed(Tournament tournament, BoardGames games) {
    for (Pairing pairing : tournament.currentRound()) {
      for (GameRoom room : pairing.isPending() ? games.gamesOf(tournament, pairing)
          : List.<GameRoom>of()) {
        for (Side side : Side.values()) {
          if (!accounts.plays(tournament, room.player(side))) {
            lobby.unclaim(room.player(side), room, heir(tournament, pairing, room));
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
   * The account a seat of the room was handed to since it started: the pairing's player (bound to
   * an account) that the room neither names nor seats; {@code null} when none.
   */
  private String heir(Tournament tournament, Pairing pairing, GameRoom room) {
    for (String player : new String[] {pairing.white(), pairing.black()}) {
      boolean inRoom = false;
      for (Side side : Side.values()) {
        inRoom |= player.equals(room.player(side)) || player.equals(room.sitter(side));
      }
      if (!inRoom && accounts.plays(tournament, player)) {
        return player;
      }
    }
    return null;
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
