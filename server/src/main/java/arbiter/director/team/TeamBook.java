package arbiter.director.team;

import arbiter.director.TournamentArchive;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The server's teams: {@code team create}, {@code team add}, {@code team remove} and
 * {@code team show}, {@code team join} and {@code team decline}. The creator of a team is its
 * captain and the only one who changes it; a user the captain adds is invited, and plays for the
 * team only once they accept (nobody is put into a game they did not agree to). Every change is
 * stored before it is answered. Confined to the tournament director's thread, where
 * the store's calls may block.
 */
public final class TeamBook {

  /** Letters, digits, {@code _} and {@code -}, as a tournament's name. */
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,32}");
  /** The most players a team may have. */
  static final int PLAYERS_MAX = 32;

  private final TournamentArchive archive;
  private final Predicate<String> registered;
  private final Map<String, TeamRoster> teams = new LinkedHashMap<>();

  /**
   * @param archive where the teams are kept
   * @param registered whether a name has an account: only accounts play for a team
   */
  public TeamBook(TournamentArchive archive, Predicate<String> registered) {
    this.archive = archive;
    this.registered = registered;
  }

  /** Reads the stored teams; call once, on the director's thread. */
  public void load() {
    archive.teams().forEach(team -> teams.put(team.name(), team));
  }

  /** The teams whose invitation {@code user} has not answered yet. */
  public List<TeamRoster> inviting(String user) {
    return teams.values().stream().filter(roster -> roster.invited().contains(user)).toList();
  }

  /** Creates a team whose captain is {@code user}. */
  public TeamRoster create(String user, String team) {
    if (!NAME.matcher(team).matches()) {
      throw new TournamentException(TournamentRefusal.TEAM_NAME);
    }
    if (teams.keySet().stream().anyMatch(team::equalsIgnoreCase)) {
      throw new TournamentException(TournamentRefusal.TEAM_EXISTS, team);
    }
    return save(new TeamRoster(team, user, java.util.List.of(), java.util.List.of()));
  }

  /**
   * By the captain only: puts a member (or the captain) at {@code board} (0: after the last), or
   * invites anyone else, who goes after the last board on accepting.
   */
  public TeamRoster add(String user, String team, String player, int board) {
    TeamRoster roster = captained(user, team);
    if (!registered.test(player)) {
      throw new TournamentException(TournamentRefusal.TEAM_NO_USER, player);
    }
    boolean seated = player.equals(user) || roster.players().contains(player);
    int size = roster.players().size() - (roster.players().contains(player) ? 1 : 0);
    // an invitation holds a place too, so that accepting never overfills the team
    int places = size + roster.invited().size() - (roster.invited().contains(player) ? 1 : 0);
    if (board < 0 || board > size + 1 || places + 1 > PLAYERS_MAX) {
      throw new TournamentException(TournamentRefusal.TEAM_BOARD, board, size + 1);
    }
    return save(seated ? roster.with(player, board) : roster.inviting(player));
  }

  /** The invited {@code user} accepts: they play for the team, after its last board. */
  public TeamRoster join(String user, String team) {
    return save(invitedTo(user, team).with(user, 0));
  }

  /** The invited {@code user} turns the invitation down. */
  public TeamRoster decline(String user, String team) {
    return save(invitedTo(user, team).without(user));
  }

  private TeamRoster invitedTo(String user, String team) {
    TeamRoster roster = get(team);
    if (!roster.invited().contains(user)) {
      throw new TournamentException(TournamentRefusal.TEAM_NOT_INVITED, team);
    }
    return roster;
  }

  /** Takes {@code player} off the team, by the captain only. */
  public TeamRoster remove(String user, String team, String player) {
    TeamRoster roster = captained(user, team);
    if (!roster.players().contains(player) && !roster.invited().contains(player)) {
      throw new TournamentException(TournamentRefusal.TEAM_NOT_MEMBER, player, team);
    }
    return save(roster.without(player));
  }

  /** The team named {@code team}, refused when there is none. */
  public TeamRoster get(String team) {
    TeamRoster roster = teams.get(team);
    if (roster == null) {
      throw new TournamentException(TournamentRefusal.NO_SUCH_TEAM, team);
    }
    return roster;
  }

  /** The team, refused unless {@code user} is its captain. */
  public TeamRoster captained(String user, String team) {
    TeamRoster roster = get(team);
    if (!roster.captain().equals(user)) {
      throw new TournamentException(TournamentRefusal.NOT_CAPTAIN, team, roster.captain());
    }
    return roster;
  }

  private TeamRoster save(TeamRoster roster) {
    archive.saveTeam(roster);
    teams.put(roster.name(), roster);
    return roster;
  }
}
