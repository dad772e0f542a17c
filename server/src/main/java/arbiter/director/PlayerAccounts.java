package arbiter.director;

import arbiter.tournament.Tournament;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Which account plays each tournament player: the one that joined, accepted an invitation or
 * took a seat over (its stable id), or none: a seat, a player without an account, whom nobody
 * plays until an organizer hands it to an account that accepts. A logged-in user plays only the
 * player of their name bound to their own account, so whoever registers a seat's name, or the
 * name of a removed account, gets nothing of it. A team competition's players came through their
 * teams, whose rosters decide. The one place that decides; confined to the director's thread.
 */
final class PlayerAccounts {

  /** The binding of a seat: nobody plays it. */
  private static final long SEAT = 0;
  /**
   * The binding of a player who joined under a name without an account (an ICS guest): they play
   * it while the name has none; whoever registers the name later does not.
   */
  private static final long NO_ACCOUNT = -1;

  private final ToLongFunction<String> accountIds;
  private final TournamentArchive archive;
  /** Each player's account id (0: a seat), by tournament, then by player. */
  private final Map<String, Map<String, Long>> bound = new HashMap<>();

  /**
   * @param accountIds each name's stable account id, 0 when it has no account
   * @param archive where the bindings are kept
   */
  PlayerAccounts(ToLongFunction<String> accountIds, TournamentArchive archive) {
    this.accountIds = accountIds;
    this.archive = archive;
    for (TournamentArchive.PlayerBinding binding : archive.playerBindings()) {
      bound.computeIfAbsent(binding.tournament(), name -> new HashMap<>())
          .put(binding.player(), binding.accountId());
    }
  }

  /** {@code user} plays in the tournament as themselves: bound to their account, stored first. */
  void bindToAccount(Tournament tournament, String user) {
    long id = accountIds.applyAsLong(user);
    store(tournament.name(), user, id == 0 ? NO_ACCOUNT : id);
  }

  /** {@code player} takes a seat: no account plays it. */
  void seat(Tournament tournament, String player) {
    store(tournament.name(), player, SEAT);
  }

  /**
   * Every player of the tournament bound to nothing yet is a seat: whatever entered them (an
   * organizer, a players or report file), nobody agreed to play them.
   */
  void seatUnbound(Tournament tournament) {
    if (tournament.format().isTeam()) {
      return; // its players came through their teams
    }
    Map<String, Long> players = bound.getOrDefault(tournament.name(), Map.of());
    for (String player : tournament.players()) {
      if (!players.containsKey(player)) {
        seat(tournament, player);
      }
    }
  }

  /**
   * Binds the players of tournaments stored before players had accounts (none of them bound) to
   * the accounts that have their names now, at load: the best that old data allows.
   */
  void bindLoaded(Collection<Tournament> tournaments) {
    for (Tournament tournament : tournaments) {
      if (!tournament.format().isTeam() && !bound.containsKey(tournament.name())) {
        for (String player : tournament.players()) {
          store(tournament.name(), player, accountIds.applyAsLong(player));
        }
      }
    }
  }

  /** Whether {@code user} (logged in under that name) plays the tournament's player of the name. */
  boolean plays(Tournament tournament, String user) {
    if (tournament.format().isTeam()) {
      return tournament.players().contains(user);
    }
    Long id = bound.getOrDefault(tournament.name(), Map.of()).get(user);
    return id != null && id != SEAT
        && (id == NO_ACCOUNT ? 0 : id) == accountIds.applyAsLong(user);
  }

  /** Whether an account (one that may since have been removed) took the player: no seat. */
  boolean takenByAccount(Tournament tournament, String player) {
    Long id = bound.getOrDefault(tournament.name(), Map.of()).get(player);
    return id != null && id > 0;
  }

  /** Whether the player is one of the tournament's that no account plays now: a seat. */
  boolean isSeat(Tournament tournament, String player) {
    return tournament.players().contains(player) && !plays(tournament, player);
  }

  private void store(String tournament, String player, long id) {
    archive.bindPlayer(new TournamentArchive.PlayerBinding(tournament, player, id));
    bound.computeIfAbsent(tournament, name -> new HashMap<>()).put(player, id);
  }
}
