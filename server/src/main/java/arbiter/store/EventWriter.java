package arbiter.store;

import arbiter.account.ScoreLine;
import arbiter.game.GameEvent;
import arbiter.rating.Rating;
import arbiter.rules.Side;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Function;

/**
 * Writes game events on one connection, inside the caller's transaction, moves batched
 * ({@link MoveWriter}); the move statement is prepared once for all the writes on the
 * connection, until {@link #close}.
 */
final class EventWriter implements AutoCloseable {

  private static final String UPSERT_SCORE =
      "INSERT INTO scores (user_name, variant, score, wins, draws, losses)"
          + " SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE name = ?)"
          + " ON CONFLICT (user_name, variant) DO UPDATE SET"
          + " score = scores.score + excluded.score, wins = scores.wins + excluded.wins,"
          + " draws = scores.draws + excluded.draws, losses = scores.losses + excluded.losses";

  // unlike scores, ratings are kept for any name: see MemoryStore.rate
  private static final String UPSERT_RATING =
      "INSERT INTO ratings (user_name, variant, rating, deviation, volatility, games)"
          + " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_name, variant) DO UPDATE SET"
          + " rating = excluded.rating, deviation = excluded.deviation,"
          + " volatility = excluded.volatility, games = excluded.games";

  private final Connection connection;
  private final MoveWriter moves;

  /** @param leftover see {@link MoveWriter#MoveWriter} */
  EventWriter(Connection connection, Function<GameEvent.Moved, GameEvent.Moved> leftover) {
    this.connection = connection;
    this.moves = new MoveWriter(connection, leftover);
  }

  void write(List<GameEvent> events) throws SQLException {
    for (GameEvent event : events) {
      if (event instanceof GameEvent.Moved moved) {
        moves.add(moved);
        continue;
      }
      // a game's moves must be in before the game ends; its row before its moves
      moves.flush();
      if (event instanceof GameEvent.Started started) {
        start(started);
      } else if (event instanceof GameEvent.UndoUsed undo) {
        JdbcStore.execute(connection, undo.side() == Side.WHITE
                ? "UPDATE games SET undos_white = undos_white + 1 WHERE id = ?"
                : "UPDATE games SET undos_black = undos_black + 1 WHERE id = ?",
            undo.gameId());
      } else if (event instanceof GameEvent.TimeGiven given) {
        JdbcStore.execute(connection, "INSERT INTO time_gifts (game_id, given_at, white, ply,"
                + " millis, berserk) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            given.gameId(), given.at(), given.side() == Side.WHITE, given.ply(), given.millis(),
            given.berserk());
      } else if (event instanceof GameEvent.Paused paused) {
        JdbcStore.execute(connection, "UPDATE games SET paused = ? WHERE id = ?",
            paused.paused(), paused.gameId());
      } else if (event instanceof GameEvent.Finished finished) {
        finish(finished);
      } else if (event instanceof GameEvent.Corrected corrected) {
        new CorrectionWriter(connection).correct(corrected);
      } else if (event instanceof GameEvent.Adjudicated adjudicated) {
        JdbcStore.execute(connection, "UPDATE games SET adjudicated_by = ?,"
                + " adjudication_note = ? WHERE id = ?", adjudicated.by(), adjudicated.note(),
            adjudicated.gameId());
      }
    }
    moves.flush();
  }

  @Override
  public void close() throws SQLException {
    moves.close();
  }

  private void start(GameEvent.Started started) throws SQLException {
    JdbcStore.execute(
        connection,
        "INSERT INTO games (id, variant, white, black, move_limit, status, started_at, time_control,"
            + " rated) VALUES (?, ?, ?, ?, ?, 'running', ?, ?, ?)"
            + " ON CONFLICT (id) DO NOTHING", // stored already by a commit whose answer was lost
        started.gameId(),
        started.variant(),
        started.white(),
        started.black(),
        started.limit(),
        started.at(),
        started.timeControl(),
        started.rated());
  }

  private void finish(GameEvent.Finished finished) throws SQLException {
    int updated = JdbcStore.execute(
        connection,
        "UPDATE games SET status = 'finished', result = ?, reason = ?, finished_at = ?"
            + " WHERE id = ? AND status = 'running'",
        finished.ending().result(),
        finished.ending().termination().word(),
        finished.at(),
        finished.gameId());
    if (updated == 0) {
      return; // finished already, by a commit whose answer was lost: its points are counted
    }
    score(connection, finished.variant(), finished.points(), 1);
    if (finished.countsForRatings()) {
      // read and written in this transaction: no other write can slip between the two
      rate(connection, finished.gameId(), finished.variant(), finished.ending().whiteScore(),
          new String[] {finished.white(), finished.black()},
          new Rating[] {rating(connection, finished.white(), finished.variant()),
              rating(connection, finished.black(), finished.variant())});
    }
  }

  /** Adds each line's points ({@code sign} 1) or takes them back ({@code sign} -1). */
  static void score(Connection connection, String variant, List<ScoreLine> lines, int sign)
      throws SQLException {
    for (ScoreLine points : lines) {
      JdbcStore.execute(
          connection,
          UPSERT_SCORE,
          points.name(),
          variant,
          sign * points.score(),
          sign * points.wins(),
          sign * points.draws(),
          sign * points.losses(),
          points.name());
    }
  }

  /**
   * Rates a game from the players' ratings {@code before} it, and keeps what it changed so that a
   * correction can take it back.
   */
  static void rate(Connection connection, long gameId, String variant, double whiteScore,
      String[] players, Rating[] before) throws SQLException {
    Rating[] after = RatingUpdate.after(whiteScore, before[0], before[1]);
    for (int i = 0; i < 2; i++) {
      setRating(connection, players[i], variant, after[i]);
      Rating change = RatingUpdate.change(before[i], after[i]);
      JdbcStore.execute(connection, "INSERT INTO rating_changes (game_id, user_name, variant,"
              + " rating, deviation, volatility, games) VALUES (?, ?, ?, ?, ?, ?, ?)"
              + " ON CONFLICT (game_id, user_name) DO UPDATE SET rating = excluded.rating,"
              + " deviation = excluded.deviation, volatility = excluded.volatility,"
              + " games = excluded.games",
          gameId, players[i], variant, change.rating(), change.deviation(), change.volatility(),
          change.games());
    }
  }

  static Rating rating(Connection connection, String user, String variant) throws SQLException {
    try (PreparedStatement statement =
            JdbcStore.prepare(
                connection,
                "SELECT rating, deviation, volatility, games FROM ratings"
                    + " WHERE user_name = ? AND variant = ?",
                user,
                variant);
        ResultSet rs = statement.executeQuery()) {
      return rs.next()
          ? new Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3), rs.getInt(4))
          : Rating.INITIAL;
    }
  }

  static void setRating(Connection connection, String user, String variant, Rating rating)
      throws SQLException {
    JdbcStore.execute(
        connection,
        UPSERT_RATING,
        user,
        variant,
        rating.rating(),
        rating.deviation(),
        rating.volatility(),
        rating.games());
  }
}
