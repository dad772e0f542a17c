package arbiter.store;

import arbiter.simul.Simul;
import arbiter.simul.SimulArchive;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Simuls in the SQL database (migrations V43, V59): the simul, its boards and its audit log. Every
 * call blocks; the simuls' runner calls them one at a time, so a new id is the highest plus one.
 */
public final class JdbcSimulArchive implements SimulArchive {

  private static final String UNTIMED = "none";

  private final DataSource dataSource;

  public JdbcSimulArchive(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public long create(String host, String variant, String time, Simul.HostColour colour, long at) {
    long[] last = {0};
    query("SELECT COALESCE(MAX(id), 0) FROM simuls", rs -> last[0] = rs.getLong(1));
    long id = last[0] + 1;
    update("INSERT INTO simuls (id, host, variant, time_control, host_colour, stage, created_at)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?)", id, host, variant, time == null ? UNTIMED : time,
        colour.name(), Simul.Stage.OPEN.name(), at);
    return id;
  }

  @Override
  public void join(long simul, String player) {
    int[] last = {0};
    query("SELECT COALESCE(MAX(seq), 0) FROM simul_boards WHERE simul_id = ?",
        rs -> last[0] = rs.getInt(1), simul);
    update("INSERT INTO simul_boards (simul_id, seq, player, game_id) VALUES (?, ?, ?, 0)", simul,
        last[0] + 1, player);
  }

  @Override
  public void leave(long simul, String player) {
    update("DELETE FROM simul_boards WHERE simul_id = ? AND player = ?", simul, player);
  }

  @Override
  public void started(long simul, Map<String, Long> games) {
    List<String> dropped = new ArrayList<>();
    query("SELECT player FROM simul_boards WHERE simul_id = ?", rs -> {
      if (!games.containsKey(rs.getString(1))) {
        dropped.add(rs.getString(1));
      }
    }, simul);
    dropped.forEach(player -> leave(simul, player));
    games.forEach((player, game) -> update(
        "UPDATE simul_boards SET game_id = ? WHERE simul_id = ? AND player = ?", game, simul,
        player));
    update("UPDATE simuls SET stage = ? WHERE id = ?", Simul.Stage.RUNNING.name(), simul);
  }

  @Override
  public void ended(long simul, Simul.Stage stage) {
    update("UPDATE simuls SET stage = ? WHERE id = ?", stage.name(), simul);
  }

  @Override
  public void audit(long simul, AuditLine line) {
    update("INSERT INTO simul_audit (simul_id, at, by_user, action, kind, args)"
        + " VALUES (?, ?, ?, '', ?, ?)", simul, line.at(), line.by(), line.action().kind().code(),
        StoredAudit.args(line.action()));
  }

  @Override
  public List<AuditLine> audit(long simul) {
    List<AuditLine> lines = new ArrayList<>();
    query("SELECT at, by_user, action, kind, args FROM simul_audit WHERE simul_id = ? ORDER BY id",
        rs -> lines.add(new AuditLine(rs.getLong(1), rs.getString(2),
            StoredAudit.action(rs.getString(4), rs.getString(5), rs.getString(3)))), simul);
    return lines;
  }

  @Override
  public List<Stored> unfinished() {
    Map<Long, Stored> simuls = new LinkedHashMap<>();
    query("SELECT id, host, variant, time_control, host_colour, stage FROM simuls"
        + " WHERE stage <> ? ORDER BY id", rs -> {
          String time = rs.getString(4);
          simuls.put(rs.getLong(1), new Stored(rs.getLong(1), rs.getString(2), rs.getString(3),
              UNTIMED.equals(time) ? null : time, Simul.HostColour.valueOf(rs.getString(5)),
              Simul.Stage.valueOf(rs.getString(6)), new LinkedHashMap<>()));
        }, Simul.Stage.OVER.name());
    for (Stored simul : simuls.values()) {
      query("SELECT player, game_id FROM simul_boards WHERE simul_id = ? ORDER BY seq",
          rs -> simul.boards().put(rs.getString(1), rs.getLong(2)), simul.id());
    }
    return new ArrayList<>(simuls.values());
  }

  @Override
  public String hostOf(long game) {
    String[] host = {null};
    query("SELECT s.host FROM simuls s JOIN simul_boards b ON b.simul_id = s.id"
        + " WHERE b.game_id = ? AND b.game_id <> 0", rs -> host[0] = rs.getString(1), game);
    return host[0];
  }

  @Override
  public List<Long> latestGames(String host) {
    List<Long> games = new ArrayList<>();
    query("SELECT b.game_id FROM simul_boards b WHERE b.game_id <> 0 AND b.simul_id ="
        + " (SELECT MAX(s.id) FROM simuls s JOIN simul_boards g ON g.simul_id = s.id"
        + " WHERE s.host = ? AND g.game_id <> 0) ORDER BY b.seq",
        rs -> games.add(rs.getLong(1)), host);
    return games;
  }

  private void query(String sql, JdbcStore.ResultReader reader, Object... parameters) {
    JdbcStore.query(dataSource, sql, reader, parameters);
  }

  private void update(String sql, Object... parameters) {
    JdbcStore.update(dataSource, sql, parameters);
  }
}
