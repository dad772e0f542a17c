package arbiter.store;

import arbiter.account.ScoreLine;
import arbiter.account.Accounts;
import arbiter.game.StoredGame;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.rating.Rating;
import arbiter.rating.RatingBook;
import arbiter.rating.RatingRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/** Accounts, scores, ratings and games in a SQL database (SQLite or PostgreSQL). Calls block. */
public final class JdbcStore implements Accounts, GameArchive, RatingBook {

  private final DataSource dataSource;
  private final LogRoom logRoom;
  private final Path moveLog; // null: the journal commits every move
  private final PasswordHasher hasher;

  /** The store of {@code database}, whose journal gives way to SQLite's checkpointer. */
  public JdbcStore(Database database, PasswordHasher hasher) {
    this(database.dataSource(), database.logRoom(), database.moveLog(), hasher);
  }

  public JdbcStore(DataSource dataSource, PasswordHasher hasher) {
    this(dataSource, LogRoom.ALWAYS, null, hasher);
  }

  private JdbcStore(DataSource dataSource, LogRoom logRoom, Path moveLog,
      PasswordHasher hasher) {
    this.dataSource = dataSource;
    this.logRoom = logRoom;
    this.moveLog = moveLog;
    this.hasher = hasher;
  }

  @Override
  public boolean exists(String name) {
    return passwordHash(name) != null;
  }

  @Override
  public boolean register(String name, String password) {
    if (exists(name) || existsInAnyCase(name)) {
      return false;
    }
    String hash = hasher.hash(password); // hashed outside the connection: it takes a while
    // no conflict target: the unique index on lower(name) (V6) refuses another case as well;
    // the id comes from a counter no removal lowers (V39), so no later account has it again
    return inTransaction(
        connection -> {
          execute(connection, "UPDATE account_ids SET last = last + 1");
          return execute(connection,
                  "INSERT INTO users (name, password_hash, created_at, id)"
                      + " VALUES (?, ?, ?, (SELECT last FROM account_ids))"
                      + " ON CONFLICT DO NOTHING",
                  name,
                  hash,
                  System.currentTimeMillis())
              == 1;
        });
  }

  @Override
  public long id(String name) {
    long[] id = {0};
    query("SELECT id FROM users WHERE name = ?", rs -> id[0] = rs.getLong(1), name);
    return id[0];
  }

  /** Whether a user has this name written in another case ({@code Ali} for {@code ali}). */
  @Override
  public boolean existsInAnyCase(String name) {
    boolean[] found = {false};
    query("SELECT 1 FROM users WHERE lower(name) = lower(?)", rs -> found[0] = true, name);
    return found[0];
  }

  private volatile String absentUserHash;

  /** A hash of the server's cost that no password is checked against but for its time. */
  private String absentUserHash() {
    String hash = absentUserHash;
    if (hash == null) {
      hash = hasher.hash("absent user");
      absentUserHash = hash;
    }
    return hash;
  }

  @Override
  public Check check(String name, String password) {
    String hash = passwordHash(name);
    if (hash == null) {
      // as slow as a wrong password, so the time of the answer does not tell that no user has it
      hasher.verify(password, absentUserHash());
      return Check.NO_USER;
    }
    return hasher.verify(password, hash) ? Check.OK : Check.WRONG_PASSWORD;
  }

  @Override
  public String language(String name) {
    String[] language = {null};
    query("SELECT language FROM users WHERE name = ?", rs -> language[0] = rs.getString(1), name);
    return language[0];
  }

  @Override
  public void language(String name, String language) {
    update("UPDATE users SET language = ? WHERE name = ?", language, name);
  }

  @Override
  public boolean remove(String name) {
    return inTransaction(
        connection -> {
          execute(connection, "DELETE FROM scores WHERE user_name = ?", name);
          execute(connection, "DELETE FROM ratings WHERE user_name = ?", name);
          execute(connection, "DELETE FROM web_logins WHERE user_name = ?", name); // its logins end
          return execute(connection, "DELETE FROM users WHERE name = ?", name) == 1;
        });
  }

  @Override
  public void endLogins(String name) {
    update("DELETE FROM web_logins WHERE user_name = ?", name);
  }

  @Override
  public List<String> names() {
    List<String> names = new ArrayList<>();
    query("SELECT name FROM users", rs -> names.add(rs.getString(1)));
    names.sort(null); // Java's order, whatever the database's collation
    return names;
  }

  @Override
  public List<ScoreLine> scoreboard(String variant) {
    List<ScoreLine> lines = new ArrayList<>();
    String sql =
        "SELECT u.name, COALESCE(SUM(s.score), 0), COALESCE(SUM(s.wins), 0),"
            + " COALESCE(SUM(s.draws), 0), COALESCE(SUM(s.losses), 0)"
            + " FROM users u LEFT JOIN scores s ON s.user_name = u.name"
            + (variant == null ? "" : " AND s.variant = ?")
            + " GROUP BY u.name";
    ResultReader reader =
        rs ->
            lines.add(
                new ScoreLine(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5)));
    if (variant == null) {
      query(sql, reader);
    } else {
      query(sql, reader, variant);
    }
    lines.sort(ScoreLine.ORDER);
    return lines;
  }

  @Override
  public List<RatingRow> list(String variant) {
    List<RatingRow> rows = variant == null ? ratings("TRUE") : ratings("variant = ?", variant);
    rows.sort(RatingRow.ORDER); // Java's order of names, whatever the database's collation
    return rows;
  }

  @Override
  public List<RatingRow> of(String user) {
    List<RatingRow> rows = ratings("user_name = ?", user);
    rows.sort(Comparator.comparing(RatingRow::variant));
    return rows;
  }

  private List<RatingRow> ratings(String condition, Object... parameters) {
    List<RatingRow> rows = new ArrayList<>();
    query(
        "SELECT user_name, variant, rating, deviation, volatility, games FROM ratings WHERE "
            + condition,
        rs ->
            rows.add(
                new RatingRow(
                    rs.getString(1),
                    rs.getString(2),
                    new Rating(rs.getDouble(3), rs.getDouble(4), rs.getDouble(5), rs.getInt(6)))),
        parameters);
    return rows;
  }

  @Override
  public long lastGameId() {
    long[] last = {0};
    // a tournament links a game id before the game's row exists: never hand that id out again
    query(
        "SELECT COALESCE(MAX(id), 0) FROM (SELECT MAX(id) AS id FROM games"
            + " UNION ALL SELECT MAX(game_id) AS id FROM tournament_games) ids",
        rs -> last[0] = rs.getLong(1));
    return last[0];
  }

  @Override
  public void write(List<GameEvent> events) {
    try (GameArchive.Writer writer = writer()) {
      writer.write(events);
    }
  }

  @Override
  public GameArchive.Writer writer() {
    return new HeldWriter(dataSource, logRoom);
  }

  /**
   * The journal's writer, its one: on the data directory's SQLite, with {@code logMoves}, moves
   * alone on a loop go to the move log ({@link MoveLogWriter}), which this store's reads see
   * too; otherwise {@link #writer}.
   */
  public GameArchive.Writer journalWriter(boolean logMoves) {
    if (moveLog == null || !logMoves) {
      return writer();
    }
    try {
      return new MoveLogWriter(writer(), MoveLog.open(moveLog));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the move log", e);
    }
  }

  @Override
  public List<StoredGame> finishedGames() {
    return games("finished");
  }

  @Override
  public List<StoredGame> runningGames() {
    return games("running");
  }

  private List<StoredGame> games(String status) {
    return games("g.status = ? ORDER BY g.id", status);
  }

  @Override
  public List<StoredGame> history(String user, int limit) {
    return games("(g.white = ? OR g.black = ?) ORDER BY g.id DESC LIMIT ?", user, user, limit);
  }

  @Override
  public StoredGame game(long id) {
    List<StoredGame> found = games("g.id = ?", id);
    return found.isEmpty() ? null : found.get(0);
  }

  /** The games the condition on {@code g} (the games table) selects, in its order, with moves. */
  private List<StoredGame> games(String condition, Object... parameters) {
    // read before the database: a fold between the two reads has the moves in the database
    List<GameEvent.Moved> logged = logged();
    Map<Long, StoredGame> games = new LinkedHashMap<>();
    query(
        "SELECT g.id, g.variant, g.white, g.black, g.move_limit, g.result, g.reason,"
            + " g.undos_white, g.undos_black, g.time_control, g.started_at,"
            + " COALESCE(g.finished_at, 0), g.rated, g.paused, g.corrected_by, g.corrected_from,"
            + " g.adjudicated_by, g.adjudication_note FROM games g WHERE " + condition,
        rs ->
            games.put(
                rs.getLong(1),
                new StoredGame(
                    rs.getLong(1),
                    rs.getString(2),
                    rs.getString(3),
                    rs.getString(4),
                    rs.getInt(5),
                    rs.getString(6),
                    rs.getString(7),
                    new ArrayList<>(),
                    rs.getInt(8),
                    rs.getInt(9),
                    rs.getString(10),
                    new ArrayList<>(),
                    rs.getLong(11),
                    rs.getLong(12),
                    rs.getBoolean(13),
                    rs.getBoolean(14),
                    new ArrayList<>(),
                    correction(rs.getString(15), rs.getString(16)),
                    rs.getString(17) == null ? null
                        : new StoredGame.Adjudication(rs.getString(17), rs.getString(18)))),
        parameters);
    if (games.isEmpty()) {
      return List.of();
    }
    // the moves of exactly these games: their ids are numbers from the query above, not user text
    StringBuilder ids = new StringBuilder();
    for (long id : games.keySet()) {
      ids.append(ids.length() == 0 ? "" : ",").append(id);
    }
    query(
        "SELECT game_id, notation, clock_millis, clock_periods FROM moves WHERE game_id IN ("
            + ids + ") ORDER BY game_id, ply",
        rs -> {
          StoredGame game = games.get(rs.getLong(1));
          game.moves().add(rs.getString(2));
          long millis = rs.getLong(3);
          if (!rs.wasNull()) {
            game.clocks().add(new StoredGame.MoveClock(millis, rs.getInt(4)));
          }
        });
    query("SELECT game_id, white, ply, millis, berserk FROM time_gifts WHERE game_id IN ("
            + ids + ") ORDER BY game_id, given_at",
        rs -> games.get(rs.getLong(1)).gifts().add(new StoredGame.TimeGift(rs.getBoolean(2),
            rs.getInt(3), rs.getLong(4), rs.getBoolean(5))));
    for (GameEvent.Moved moved : logged) {
      StoredGame game = games.get(moved.gameId());
      if (game != null && moved.ply() == game.moves().size() + 1) {
        game.moves().add(moved.notation());
        if (moved.clockMillis() >= 0) {
          game.clocks().add(new StoredGame.MoveClock(moved.clockMillis(), moved.clockPeriods()));
        }
      }
    }
    return new ArrayList<>(games.values());
  }

  /** The moves in the journal's move log, not in the database yet (some may be, just folded). */
  private List<GameEvent.Moved> logged() {
    if (moveLog == null) {
      return List.of();
    }
    try {
      return MoveLog.read(moveLog).moves();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the move log", e);
    }
  }

  /** A stored correction: {@code from} is the result and reason words it replaced. */
  private static StoredGame.Correction correction(String by, String from) {
    if (by == null || from == null) {
      return null;
    }
    int space = from.indexOf(' ');
    return new StoredGame.Correction(by, from.substring(0, Math.max(0, space)),
        from.substring(space + 1));
  }

  /** How many moves are stored, of running and finished games. */
  public long moveCount() {
    long[] count = {0};
    query("SELECT COUNT(*) FROM moves", rs -> count[0] = rs.getLong(1));
    return count[0];
  }

  private String passwordHash(String name) {
    String[] hash = {null};
    query("SELECT password_hash FROM users WHERE name = ?", rs -> hash[0] = rs.getString(1), name);
    return hash[0];
  }

  /** Reads one row of a result. */
  interface ResultReader {
    void read(ResultSet rs) throws SQLException;
  }

  /** Work done on one connection inside a transaction. */
  private interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  private void query(String sql, ResultReader reader, Object... parameters) {
    query(dataSource, sql, reader, parameters);
  }

  static void query(DataSource dataSource, String sql, ResultReader reader, Object... parameters) {
    try (Connection connection = dataSource.getConnection();
        PreparedStatement statement = prepare(connection, sql, parameters);
        ResultSet rs = statement.executeQuery()) {
      while (rs.next()) {
        reader.read(rs);
      }
    } catch (SQLException e) {
      throw new StoreException(sql, e);
    }
  }

  private int update(String sql, Object... parameters) {
    return update(dataSource, sql, parameters);
  }

  static int update(DataSource dataSource, String sql, Object... parameters) {
    try (Connection connection = dataSource.getConnection()) {
      return execute(connection, sql, parameters);
    } catch (SQLException e) {
      throw new StoreException(sql, e);
    }
  }

  static int execute(Connection connection, String sql, Object... parameters) throws SQLException {
    try (PreparedStatement statement = prepare(connection, sql, parameters)) {
      return statement.executeUpdate();
    }
  }

  static PreparedStatement prepare(Connection connection, String sql, Object... parameters)
      throws SQLException {
    PreparedStatement statement = connection.prepareStatement(sql);
    for (int i = 0; i < parameters.length; i++) {
      statement.setObject(i + 1, parameters[i]);
    }
    return statement;
  }

  private <T> T inTransaction(Work<T> work) {
    try (Connection connection = dataSource.getConnection()) {
      connection.setAutoCommit(false);
      try {
        T result = work.run(connection);
        connection.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw new StoreException("transaction", e);
    }
  }
}
