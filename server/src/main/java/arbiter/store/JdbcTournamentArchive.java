package arbiter.store;

import arbiter.director.TournamentArchive;
import arbiter.game.Ending;
import arbiter.tournament.TournamentEvent;
import com.google.gson.Gson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Tournament histories in the SQL database, each event a JSON row. Every call blocks. */
public final class JdbcTournamentArchive implements TournamentArchive {

  private static final Gson GSON = new Gson();
  private static final Logger LOG = LoggerFactory.getLogger(JdbcTournamentArchive.class);

  private final DataSource dataSource;

  public JdbcTournamentArchive(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public void append(String tournament, int seq, TournamentEvent event) {
    update(
        "INSERT INTO tournament_events (tournament, seq, kind, payload) VALUES (?, ?, ?, ?)",
        tournament, seq, event.getClass().getSimpleName(), GSON.toJson(event));
  }

  @Override
  public Map<String, List<TournamentEvent>> histories() {
    Map<String, List<TournamentEvent>> histories = new LinkedHashMap<>();
    java.util.Set<String> unreadable = new java.util.HashSet<>();
    query(
        "SELECT tournament, kind, payload, seq FROM tournament_events ORDER BY tournament, seq",
        rs -> {
          String name = rs.getString(1);
          if (unreadable.contains(name)) {
            return;
          }
          try {
            histories.computeIfAbsent(name, key -> new ArrayList<>())
                .add(decode(rs.getString(2), rs.getString(3)));
          } catch (RuntimeException e) { // one bad row must not keep the server from starting
            LOG.error("tournament {}: stored event {} cannot be read ({}); the tournament is"
                + " skipped", name, rs.getInt(4), e.toString());
            unreadable.add(name);
            histories.remove(name);
          }
        });
    return histories;
  }

  private static TournamentEvent decode(String kind, String payload) {
    Class<? extends TournamentEvent> type =
        switch (kind) {
          case "Created" -> TournamentEvent.Created.class;
          case "Joined" -> TournamentEvent.Joined.class;
          case "Left" -> TournamentEvent.Left.class;
          case "Started" -> TournamentEvent.Started.class;
          case "Recorded" -> TournamentEvent.Recorded.class;
          case "RoundClosed" -> TournamentEvent.RoundClosed.class;
          case "Rated" -> TournamentEvent.Rated.class;
          case "Entered" -> TournamentEvent.Entered.class;
          case "ByeRequested" -> TournamentEvent.ByeRequested.class;
          case "Reinstated" -> TournamentEvent.Reinstated.class;
          case "Corrected" -> TournamentEvent.Corrected.class;
          case "Reseated" -> TournamentEvent.Reseated.class;
          case "Configured" -> TournamentEvent.Configured.class;
          case "ArbiterNamed" -> TournamentEvent.ArbiterNamed.class;
          case "RoundEnded" -> TournamentEvent.RoundEnded.class;
          case "Paired" -> TournamentEvent.Paired.class;
          case "Begun" -> TournamentEvent.Begun.class;
          case "Imported" -> TournamentEvent.Imported.class;
          case "CheckedIn" -> TournamentEvent.CheckedIn.class;
          case "Described" -> TournamentEvent.Described.class;
          case "Handed" -> TournamentEvent.Handed.class;
          case "Repaired" -> TournamentEvent.Repaired.class;
          case "Reported" -> TournamentEvent.Reported.class;
          case "Locked" -> TournamentEvent.Locked.class;
          case "Live" -> TournamentEvent.Live.class;
          case "Keyed" -> TournamentEvent.Keyed.class;
          case "ArenaTimed" -> TournamentEvent.ArenaTimed.class;
          case "ArenaPaired" -> TournamentEvent.ArenaPaired.class;
          case "Berserked" -> TournamentEvent.Berserked.class;
          case "ArenaPlayed" -> TournamentEvent.ArenaPlayed.class;
          case "Paused" -> TournamentEvent.Paused.class;
          case "Resumed" -> TournamentEvent.Resumed.class;
          case "TeamJoined" -> TournamentEvent.TeamJoined.class;
          case "TeamLeft" -> TournamentEvent.TeamLeft.class;
          case "LineupSet" -> TournamentEvent.LineupSet.class;
          default -> throw new IllegalStateException("unknown tournament event " + kind);
        };
    return GSON.fromJson(payload, type);
  }

  @Override
  public void link(BoardGame game) {
    update(
        "INSERT INTO tournament_games (game_id, tournament, round, board) VALUES (?, ?, ?, ?)",
        game.gameId(), game.tournament(), game.round(), game.board());
  }

  @Override
  public Map<Long, BoardGame> boardGames() {
    Map<Long, BoardGame> games = new LinkedHashMap<>();
    query(
        "SELECT game_id, tournament, round, board FROM tournament_games ORDER BY game_id",
        rs -> games.put(rs.getLong(1),
            new BoardGame(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getInt(4))));
    return games;
  }

  @Override
  public Ending ending(long gameId) {
    Ending[] ending = {null};
    query("SELECT result, reason FROM games WHERE id = ? AND status = 'finished'",
        rs -> ending[0] = Ending.stored(rs.getString(1), rs.getString(2)), gameId);
    return ending[0];
  }

  @Override
  public int plies(long gameId) {
    int[] plies = {-1};
    query("SELECT COUNT(*) FROM moves WHERE game_id = ?", rs -> plies[0] = rs.getInt(1), gameId);
    return plies[0];
  }

  @Override
  public void audit(String tournament, AuditLine line) {
    update("INSERT INTO tournament_audit (tournament, at, by_user, action, kind, args)"
        + " VALUES (?, ?, ?, '', ?, ?)", tournament, line.at(), StoredAudit.actor(line.by()),
        line.action().kind().code(), StoredAudit.args(line.action()));
  }

  @Override
  public List<AuditLine> audit(String tournament) {
    List<AuditLine> lines = new ArrayList<>();
    query("SELECT at, by_user, action, kind, args FROM tournament_audit WHERE tournament = ?"
        + " ORDER BY id", rs -> lines.add(new AuditLine(rs.getLong(1),
            StoredAudit.actor(rs.getString(2)),
            StoredAudit.action(rs.getString(4), rs.getString(5), rs.getString(3)))), tournament);
    return lines;
  }

  @Override
  public void invite(Invitation invitation) {
    uninvite(invitation.tournament(), invitation.invited());
    update("INSERT INTO tournament_invitations (tournament, invited, by_user, bye_half_points,"
        + " seat) VALUES (?, ?, ?, ?, ?)", invitation.tournament(), invitation.invited(),
        invitation.by(), invitation.byeHalfPoints(), invitation.seat());
  }

  @Override
  public void uninvite(String tournament, String invited) {
    update("DELETE FROM tournament_invitations WHERE tournament = ? AND invited = ?", tournament,
        invited);
  }

  @Override
  public List<Invitation> invitations() {
    List<Invitation> open = new ArrayList<>();
    query("SELECT tournament, invited, by_user, bye_half_points, seat"
        + " FROM tournament_invitations",
        rs -> open.add(new Invitation(rs.getString(1), rs.getString(2), rs.getString(3),
            rs.getInt(4), rs.getString(5))));
    return open;
  }

  @Override
  public void bind(Role role) {
    update("DELETE FROM tournament_roles WHERE tournament = ? AND user_name = ?",
        role.tournament(), role.user());
    update("INSERT INTO tournament_roles (tournament, user_name, account_id) VALUES (?, ?, ?)",
        role.tournament(), role.user(), role.accountId());
  }

  @Override
  public List<Role> roles() {
    List<Role> roles = new ArrayList<>();
    query("SELECT tournament, user_name, account_id FROM tournament_roles",
        rs -> roles.add(new Role(rs.getString(1), rs.getString(2), rs.getLong(3))));
    return roles;
  }

  @Override
  public void bindPlayer(PlayerBinding binding) {
    update("DELETE FROM tournament_players WHERE tournament = ? AND player = ?",
        binding.tournament(), binding.player());
    update("INSERT INTO tournament_players (tournament, player, account_id) VALUES (?, ?, ?)",
        binding.tournament(), binding.player(), binding.accountId());
  }

  @Override
  public List<PlayerBinding> playerBindings() {
    List<PlayerBinding> bindings = new ArrayList<>();
    query("SELECT tournament, player, account_id FROM tournament_players",
        rs -> bindings.add(new PlayerBinding(rs.getString(1), rs.getString(2), rs.getLong(3))));
    return bindings;
  }

  @Override
  public void saveTeam(arbiter.director.team.TeamRoster team) {
    String players = String.join("\n", team.players());
    String invited = String.join("\n", team.invited());
    update("INSERT INTO teams (name, captain, players, invited, created_seq) VALUES (?, ?, ?, ?,"
        + " (SELECT COUNT(*) FROM teams)) ON CONFLICT (name) DO UPDATE SET players = ?,"
        + " invited = ?", team.name(), team.captain(), players, invited, players, invited);
  }

  @Override
  public List<arbiter.director.team.TeamRoster> teams() {
    List<arbiter.director.team.TeamRoster> teams = new ArrayList<>();
    query("SELECT name, captain, players, invited FROM teams ORDER BY created_seq",
        rs -> teams.add(new arbiter.director.team.TeamRoster(rs.getString(1), rs.getString(2),
            lines(rs.getString(3)), lines(rs.getString(4)))));
    return teams;
  }

  /** Names kept one a line. */
  private static List<String> lines(String names) {
    return names.isEmpty() ? List.of() : List.of(names.split("\n"));
  }

  private void query(String sql, JdbcStore.ResultReader reader, Object... parameters) {
    JdbcStore.query(dataSource, sql, reader, parameters);
  }

  private void update(String sql, Object... parameters) {
    JdbcStore.update(dataSource, sql, parameters);
  }
}
