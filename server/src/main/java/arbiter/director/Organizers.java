package arbiter.director;

import arbiter.event.Refusal;
import arbiter.tournament.Tournament;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;

/**
 * Who may run a tournament: its creator and the server's admins own it; they and the arbiters
 * they named run it. The one place that decides. A creator or arbiter is the account they were
 * when named (its stable id), not the name: whoever registers a removed account's name runs
 * nothing of theirs. Confined to the director's thread.
 */
final class Organizers {

  /** The admins whose accounts exist; one removed stays out (see {@link #accountRemoved}). */
  private final Set<String> admins;
  private final ToLongFunction<String> accountIds;
  private final TournamentArchive archive;
  /** The account id of each creator and arbiter, by tournament, then by name. */
  private final Map<String, Map<String, Long>> bound = new HashMap<>();

  /**
   * @param accountIds each name's stable account id, 0 when it has no account
   * @param archive where the roles are kept
   */
  Organizers(Set<String> admins, ToLongFunction<String> accountIds, TournamentArchive archive) {
    this.admins = new HashSet<>(admins);
    this.accountIds = accountIds;
    this.archive = archive;
    for (TournamentArchive.Role role : archive.roles()) {
      bound.computeIfAbsent(role.tournament(), name -> new HashMap<>())
          .put(role.user(), role.accountId());
    }
  }

  /**
   * Binds {@code user}, just named creator or arbiter of the tournament, to their account; a
   * name without one (a guest's) is bound to none, id 0, so whoever registers it later has no role.
   */
  void bind(Tournament tournament, String user) {
    long id = accountIds.applyAsLong(user);
    archive.bind(new TournamentArchive.Role(tournament.name(), user, id));
    bound.computeIfAbsent(tournament.name(), name -> new HashMap<>()).put(user, id);
  }

  /**
   * Binds the creators and arbiters of tournaments stored before accounts had ids to the
   * accounts that have their names now, at load: the best that old data allows.
   */
  void bindUnbound(Collection<Tournament> tournaments) {
    for (Tournament tournament : tournaments) {
      Map<String, Long> roles = bound.getOrDefault(tournament.name(), Map.of());
      for (String user : people(tournament)) {
        if (!roles.containsKey(user)) {
          bind(tournament, user);
        }
      }
    }
  }

  private static List<String> people(Tournament tournament) {
    List<String> people = new java.util.ArrayList<>();
    people.add(tournament.creator());
    people.addAll(tournament.arbiters());
    return people;
  }

  /**
   * An account was removed: its name is no admin any more, so whoever registers it next is not
   * one either (until the operator restarts the server with the name still in {@code admins=}).
   */
  void accountRemoved(String user) {
    admins.remove(user);
  }

  /** Whether the user created the tournament or is an admin. */
  boolean owns(String user, Tournament tournament) {
    return user.equals(tournament.creator()) && isBound(user, tournament)
        || admins.contains(user);
  }

  /** Whether the user is one of the server's admins. */
  boolean admin(String user) {
    return admins.contains(user);
  }

  /** Whether the user owns the tournament or is one of its arbiters. */
  boolean runs(String user, Tournament tournament) {
    return owns(user, tournament)
        || tournament.arbiters().contains(user) && isBound(user, tournament);
  }

  /**
   * Whether the user is named an arbiter of the tournament, but was bound to another account
   * (one since removed): naming them again binds the role to the account they have now.
   */
  boolean heldByAnother(String user, Tournament tournament) {
    return tournament.arbiters().contains(user) && !isBound(user, tournament);
  }

  /** Whether the user's account now is the one their role in the tournament was bound to. */
  private boolean isBound(String user, Tournament tournament) {
    Long id = bound.getOrDefault(tournament.name(), Map.of()).get(user);
    return id != null && id == accountIds.applyAsLong(user);
  }

  /** Refuses with {@code refusal} (naming the tournament) anyone who does not run it. */
  void requireRunner(String user, Tournament tournament, Refusal refusal) {
    if (!runs(user, tournament)) {
      throw new Refused(refusal, tournament.name());
    }
  }

  /** Refuses anyone who does not own the tournament. */
  void requireOwner(String user, Tournament tournament) {
    if (!owns(user, tournament)) {
      throw new Refused(Refusal.NOT_ORGANIZER, tournament.name());
    }
  }
}
