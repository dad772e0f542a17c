package arbiter.director;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The organizers' open invitations: a registered user an organizer entered plays only once they
 * accept ({@code tournament join}), so nobody is put into a game they did not agree to. Each is
 * stored before it is told, and read back on first use after a restart. Confined to the
 * director's thread.
 */
final class Invitations {

  /**
   * Who invited the user, and what their missed rounds are worth as byes, in half points; or the
   * seat (a player without an account) offered to them, null for an invitation to play as oneself.
   */
  record Invitation(String by, int byeHalfPoints, String seat) {

    /** An invitation to play as oneself. */
    Invitation(String by, int byeHalfPoints) {
      this(by, byeHalfPoints, null);
    }
  }

  private final TournamentArchive archive;
  /** By tournament, then invited user; null until read from the archive. */
  private Map<String, Map<String, Invitation>> byTournament;

  Invitations(TournamentArchive archive) {
    this.archive = archive;
  }

  void invite(String tournament, String user, Invitation invitation) {
    archive.invite(new TournamentArchive.Invitation(tournament, user, invitation.by(),
        invitation.byeHalfPoints(), invitation.seat()));
    open().computeIfAbsent(tournament, name -> new HashMap<>()).put(user, invitation);
  }

  /** The user's open invitation to the tournament, left open; null when there is none. */
  Invitation peek(String tournament, String user) {
    return open().getOrDefault(tournament, Map.of()).get(user);
  }

  /** The user's open invitations, by tournament name (sorted). */
  Map<String, Invitation> of(String user) {
    Map<String, Invitation> mine = new TreeMap<>();
    open().forEach((tournament, invited) -> {
      Invitation invitation = invited.get(user);
      if (invitation != null) {
        mine.put(tournament, invitation);
      }
    });
    return mine;
  }

  /**
   * A removed account's invitations go with it: whoever registers the name next was not
   * invited.
   */
  void dropAll(String user) {
    for (String tournament : List.copyOf(open().keySet())) {
      take(tournament, user);
    }
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
            .put(stored.invited(),
                new Invitation(stored.by(), stored.byeHalfPoints(), stored.seat()));
      }
      byTournament = read;
    }
    return byTournament;
  }
}
