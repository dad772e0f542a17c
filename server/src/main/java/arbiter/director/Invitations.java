package arbiter.director;

import java.util.HashMap;
import java.util.Map;

/**
 * The organizers' open invitations: a registered user an organizer entered plays only once they
 * accept ({@code tournament join}), so nobody is put into a game they did not agree to. Kept in
 * memory: a restart drops them, and the organizer invites again. Confined to the director's
 * thread.
 */
final class Invitations {

  /** Who invited the user, and whether their missed rounds count as half-point byes. */
  record Invitation(String by, boolean half) {}

  private final Map<String, Map<String, Invitation>> byTournament = new HashMap<>();

  void invite(String tournament, String user, Invitation invitation) {
    byTournament.computeIfAbsent(tournament, name -> new HashMap<>()).put(user, invitation);
  }

  /** The user's open invitation to the tournament, taken away; null when there is none. */
  Invitation take(String tournament, String user) {
    Map<String, Invitation> open = byTournament.get(tournament);
    if (open == null) {
      return null;
    }
    Invitation invitation = open.remove(user);
    if (open.isEmpty()) {
      byTournament.remove(tournament);
    }
    return invitation;
  }
}
