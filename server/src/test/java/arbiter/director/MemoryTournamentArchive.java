package arbiter.director;

import arbiter.game.Ending;
import arbiter.tournament.TournamentEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tournament archive in memory, for scenario tests without a database. */
public final class MemoryTournamentArchive implements TournamentArchive {

  private final Map<String, List<TournamentEvent>> histories = new LinkedHashMap<>();
  private final Map<Long, BoardGame> boards = new HashMap<>();
  private final Map<String, List<AuditLine>> audits = new HashMap<>();
  private final Map<List<String>, Invitation> invitations = new LinkedHashMap<>();
  private final Map<List<String>, Role> roles = new LinkedHashMap<>();
  private final Map<List<String>, PlayerBinding> players = new LinkedHashMap<>();
  private final Map<String, arbiter.director.team.TeamRoster> teams = new LinkedHashMap<>();

  @Override
  public void saveTeam(arbiter.director.team.TeamRoster team) {
    teams.put(team.name(), team);
  }

  @Override
  public List<arbiter.director.team.TeamRoster> teams() {
    return List.copyOf(teams.values());
  }

  @Override
  public void append(String tournament, int seq, TournamentEvent event) {
    histories.computeIfAbsent(tournament, name -> new ArrayList<>()).add(event);
  }

  @Override
  public Map<String, List<TournamentEvent>> histories() {
    return histories;
  }

  @Override
  public void link(BoardGame game) {
    boards.put(game.gameId(), game);
  }

  @Override
  public Map<Long, BoardGame> boardGames() {
    return boards;
  }

  /** No game's end is read back: these tests never restart the director. */
  @Override
  public Ending ending(long gameId) {
    return null;
  }

  @Override
  public void audit(String tournament, AuditLine line) {
    audits.computeIfAbsent(tournament, name -> new ArrayList<>()).add(line);
  }

  @Override
  public List<AuditLine> audit(String tournament) {
    return audits.getOrDefault(tournament, List.of());
  }

  @Override
  public void invite(Invitation invitation) {
    invitations.put(List.of(invitation.tournament(), invitation.invited()), invitation);
  }

  @Override
  public void uninvite(String tournament, String invited) {
    invitations.remove(List.of(tournament, invited));
  }

  @Override
  public List<Invitation> invitations() {
    return List.copyOf(invitations.values());
  }

  @Override
  public void bind(Role role) {
    roles.put(List.of(role.tournament(), role.user()), role);
  }

  @Override
  public List<Role> roles() {
    return List.copyOf(roles.values());
  }

  @Override
  public void bindPlayer(PlayerBinding binding) {
    players.put(List.of(binding.tournament(), binding.player()), binding);
  }

  @Override
  public List<PlayerBinding> playerBindings() {
    return List.copyOf(players.values());
  }
}
