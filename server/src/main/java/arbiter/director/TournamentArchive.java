package arbiter.director;

import arbiter.event.Actor;
import arbiter.event.AuditAction;
import arbiter.game.Ending;
import arbiter.tournament.TournamentEvent;
import java.util.List;
import java.util.Map;

/** Where tournaments are kept: their event histories and the games their rounds started. */
public interface TournamentArchive {

  /** A game a tournament round started, at one board. */
  record BoardGame(long gameId, String tournament, int round, int board) {}

  /** Appends an event as number {@code seq} (0-based) of the tournament's history. */
  void append(String tournament, int seq, TournamentEvent event);

  /** Every tournament's history, by tournament name. */
  Map<String, List<TournamentEvent>> histories();

  /** Links a game to its board; stored before the game itself. */
  void link(BoardGame game);

  /** Every game a tournament started, by game id. */
  Map<Long, BoardGame> boardGames();

  /** How a stored game ended, or {@code null} while it runs (or was never stored). */
  Ending ending(long gameId);

  /** The half-moves a stored game has, or -1 when the store cannot say. */
  default int plies(long gameId) {
    return -1;
  }

  /** One line of a tournament's audit log: an organizer's or player's action, who and when. */
  record AuditLine(long at, Actor by, AuditAction action) {}

  /** Appends a line to the tournament's audit log. */
  void audit(String tournament, AuditLine line);

  /** The tournament's audit log, oldest first. */
  List<AuditLine> audit(String tournament);

  /**
   * An open invitation: {@code by} invited {@code invited}, whose missed rounds are byes worth
   * {@code byeHalfPoints} (0, 1 or 2); or, when {@code seat} is not null, offered them that seat
   * (a player without an account) to take over.
   */
  record Invitation(String tournament, String invited, String by, int byeHalfPoints,
      String seat) {

    /** An invitation to play as oneself. */
    public Invitation(String tournament, String invited, String by, int byeHalfPoints) {
      this(tournament, invited, by, byeHalfPoints, null);
    }
  }

  /** Stores an open invitation, replacing one to the same user and tournament. */
  void invite(Invitation invitation);

  /** The invitation of {@code invited} to {@code tournament} was accepted or declined. */
  void uninvite(String tournament, String invited);

  /** Every open invitation, oldest first. */
  List<Invitation> invitations();

  /**
   * A tournament's creator or arbiter, bound to the account they were when named: whoever
   * registers the name after that account is removed has another id, and no role.
   */
  record Role(String tournament, String user, long accountId) {}

  /** Stores a role, replacing the one of the same user in the same tournament. */
  void bind(Role role);

  /** Every stored role. */
  List<Role> roles();

  /**
   * A tournament player bound to the account that plays them (its stable id), or 0: a seat, a
   * player without an account, whom nobody plays until an organizer hands it to an account.
   */
  record PlayerBinding(String tournament, String player, long accountId) {}

  /** Stores a player's binding, replacing the one of the same player in the same tournament. */
  void bindPlayer(PlayerBinding binding);

  /** Every stored player binding. */
  List<PlayerBinding> playerBindings();

  /** Stores a team, replacing the one of the same name (none kept: a store without teams). */
  default void saveTeam(arbiter.director.team.TeamRoster team) {}

  /** Every stored team, in the order they were created. */
  default List<arbiter.director.team.TeamRoster> teams() {
    return List.of();
  }
}
