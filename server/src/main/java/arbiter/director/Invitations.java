package arbiter.director;

import java.util.HashMap;
import java.util.Map;

/**
 * The organizers' open invitations: a registered user an organizer entered plays only once they
 * accept ({@code tournament join}), so nobody is put into a game they did not agree to. Each is
 * stored before it is told, and read back on first use after a restart. Confined to the
 * director's thread.
 */
final class Invitations {

  /** Who invited the user, and what their missed rounds are worth as byes, in half points. */
  record Invitation(String by, int byeHalfPoints) {}

  private final TournamentArchive archive;
  /** By tournament, then invited user; null until read from the archive. */
  private Map<String, Map<String, Invitation>> byTournament;

  Invitations(TournamentArchive archive) {
    this.archive = archive;
  }

  void invite(String tournament, String user, Invitation invitation) {
    archive.invite(new TournamentArchive.Invitation(tournament, user, invitation.by(),
        invitation.byeHalfPoints()));
    open().computeIfAbsent(tournament, name -> new HashMap<>()).put(user, invitation);
  }

  /** The user's open invitation to the tournament, taken away; null when there is none. */
  Invitation take(String tournament, String user) {
    Map<String, Invitation> open = open().get(tournament);
    Invitation invitation = open == null ? null : open.get(user);
    if (invitation == null) {
      return null;
    }
    archive.uninvite(tournament, user); // stored first: a failed store keeps the invitation open
    open.remove(user);
    if (open.isEmpty()) {
      byTournament.remove(tournament);
    }
    return invitation;
  }

  private Map<String, Map<String, Invitation>> open() {
    if (byTournament == null) {
      Map<String, Map<String, Invitation>> read = new HashMap<>();
      for (TournamentArchive.Invitation stored : archive.invitations()) {
        read.computeIfAbsent(stored.tournament(), name -> new HashMap<>())
            .put(stored.invited(), new Invitation(stored.by(), stored.byeHalfPoints()));
      }
      byTournament = read;
    }
    return byTournament;
  }
}
