package arbiter.director;

import arbiter.event.Refusal;
import arbiter.tournament.Tournament;
import java.util.Set;

/**
 * Who may run a tournament: its creator and the server's admins own it; they and the arbiters
 * they named run it. The one place that decides.
 */
final class Organizers {

  /** The admins whose accounts exist; one removed stays out (see {@link #accountRemoved}). */
  private final Set<String> admins;

  Organizers(Set<String> admins) {
    this.admins = new java.util.HashSet<>(admins);
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
    return user.equals(tournament.creator()) || admins.contains(user);
  }

  /** Whether the user is one of the server's admins. */
  boolean admin(String user) {
    return admins.contains(user);
  }

  /** Whether the user owns the tournament or is one of its arbiters. */
  boolean runs(String user, Tournament tournament) {
    return owns(user, tournament) || tournament.arbiters().contains(user);
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
