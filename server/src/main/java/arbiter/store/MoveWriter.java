package arbiter.store;

import arbiter.game.GameEvent;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Writes a game's moves batched, on one connection inside the caller's transaction, and refuses a
 * ply that holds another move: the unique {@code (game_id, ply)} key is a second guard beside
 * the epoch fence (README, "Fencing"), so a deposed core's late write fails even where no
 * fence runs (SQLite, a connection with no epoch). Writing a ply again with the move it holds
 * (a commit retried after its answer was lost) goes through and changes nothing.
 */
final class MoveWriter implements AutoCloseable {

  private static final String INSERT = "INSERT INTO moves (game_id, ply, notation,"
      + " clock_millis, clock_periods) VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, ply) DO NOTHING";
  static final String READ =
      "SELECT notation, clock_millis, clock_periods FROM moves WHERE game_id = ? AND ply = ?";
  private static final String REPLACE = "UPDATE moves SET notation = ?, clock_millis = ?,"
      + " clock_periods = ? WHERE game_id = ? AND ply = ? AND notation = ?";

  private final Connection connection;
  private final Function<GameEvent.Moved, GameEvent.Moved> leftover;
  private final List<GameEvent.Moved> batched = new ArrayList<>();
  private PreparedStatement insert;

  /**
   * @param leftover for a move, the move this writer's own commit may have left at its ply with
   *     its answer lost and unconfirmed (the game refused it), or null: only that row is replaced
   */
  MoveWriter(Connection connection, Function<GameEvent.Moved, GameEvent.Moved> leftover) {
    this.connection = connection;
    this.leftover = leftover;
  }

  void add(GameEvent.Moved moved) throws SQLException {
    if (insert == null) {
      insert = connection.prepareStatement(INSERT);
    }
    insert.setLong(1, moved.gameId());
    insert.setInt(2, moved.ply());
    insert.setString(3, moved.notation());
    clock(insert, 4, moved);
    insert.addBatch();
    batched.add(moved);
  }

  /** Writes the moves added; a ply that holds another move fails it ({@link PlyTaken}). */
  void flush() throws SQLException {
    if (batched.isEmpty()) {
      return;
    }
    try {
      int[] counts = insert.executeBatch();
      for (int i = 0; i < batched.size(); i++) {
        // 0: the key was there; SUCCESS_NO_INFO (a driver that rewrote the batch): read it
        if (i >= counts.length || counts[i] != 1) {
          alreadyThere(batched.get(i));
        }
      }
    } finally {
      batched.clear();
    }
  }

  /** The row at a move's ply that was there already: the same move, or a leftover of ours. */
  private void alreadyThere(GameEvent.Moved moved) throws SQLException {
    GameEvent.Moved held = held(moved);
    if (held == null) {
      throw new SQLException("game " + moved.gameId() + " ply " + moved.ply() + ": not written");
    }
    if (held.equals(moved)) {
      return;
    }
    if (!held.equals(leftover.apply(moved))) {
      throw new PlyTaken(moved, held);
    }
    try (PreparedStatement replace = connection.prepareStatement(REPLACE)) {
      replace.setString(1, moved.notation());
      clock(replace, 2, moved);
      replace.setLong(4, moved.gameId());
      replace.setInt(5, moved.ply());
      replace.setString(6, held.notation());
      replace.executeUpdate();
    }
  }

  private GameEvent.Moved held(GameEvent.Moved moved) throws SQLException {
    try (PreparedStatement read = JdbcStore.prepare(connection, READ, moved.gameId(),
            moved.ply());
        ResultSet rs = read.executeQuery()) {
      return rs.next() ? row(rs, moved) : null;
    }
  }

  /** The move a row of {@link #READ} holds at {@code moved}'s ply. */
  static GameEvent.Moved row(ResultSet rs, GameEvent.Moved moved) throws SQLException {
    long clock = rs.getLong(2);
    return rs.wasNull() ? new GameEvent.Moved(moved.gameId(), moved.ply(), rs.getString(1))
        : new GameEvent.Moved(moved.gameId(), moved.ply(), rs.getString(1), clock,
            rs.getInt(3));
  }

  private static void clock(PreparedStatement statement, int at, GameEvent.Moved moved)
      throws SQLException {
    if (moved.clockMillis() >= 0) {
      statement.setLong(at, moved.clockMillis());
      statement.setInt(at + 1, moved.clockPeriods());
    } else {
      statement.setNull(at, Types.BIGINT);
      statement.setNull(at + 1, Types.INTEGER);
    }
  }

  @Override
  public void close() throws SQLException {
    if (insert != null) {
      insert.close();
    }
  }

  /**
   * A ply that holds another move than the one written: another core stored it (this one was
   * deposed) and the whole write is refused. Nothing of it is committed; reading cannot make it
   * stored.
   */
  static final class PlyTaken extends SQLException {

    PlyTaken(GameEvent.Moved written, GameEvent.Moved held) {
      super("game " + written.gameId() + " ply " + written.ply() + " holds " + said(held)
          + " already, not " + said(written) + " (written by another core?)", "23505");
    }

    private static String said(GameEvent.Moved moved) {
      return moved.clockMillis() < 0 ? moved.notation()
          : moved.notation() + " at " + moved.clockMillis() + " ms";
    }
  }
}
