package arbiter.store;

import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.rating.Rating;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Writes an arbiter's correction of a finished game inside the caller's transaction: the game's
 * row says the new result (and who changed it from what), the old points are taken back and the
 * new ones given, the old rating change undone and the new result's made.
 */
final class CorrectionWriter {

  private final Connection connection;

  CorrectionWriter(Connection connection) {
    this.connection = connection;
  }

  void correct(GameEvent.Corrected corrected) throws SQLException {
    Stored game = stored(corrected.gameId());
    Ending to = corrected.ending();
    JdbcStore.execute(connection, "UPDATE games SET result = ?, reason = ?, corrected_by = ?,"
            + " corrected_from = COALESCE(corrected_from, ?) WHERE id = ?",
        to.result(), to.termination().word(), corrected.by(),
        game.from.result() + " " + game.from.termination().word(), corrected.gameId());
    EventWriter.score(connection, game.variant, game.from.points(game.white, game.black), -1);
    EventWriter.score(connection, game.variant, to.points(game.white, game.black), 1);
    String[] players = {game.white, game.black};
    Rating[] before = new Rating[2];
    Rating[] guessed = game.rated && game.from.rates()
        ? RatingUpdate.guessedChanges(game.from.whiteScore(),
            EventWriter.rating(connection, game.white, game.variant),
            EventWriter.rating(connection, game.black, game.variant)) : null;
    for (int i = 0; i < 2; i++) {
      Rating now = EventWriter.rating(connection, players[i], game.variant);
      Rating change = change(corrected.gameId(), players[i]);
      before[i] = change != null ? RatingUpdate.undo(now, change)
          : guessed != null ? RatingUpdate.undo(now, guessed[i]) : now;
      EventWriter.setRating(connection, players[i], game.variant, before[i]);
    }
    JdbcStore.execute(connection, "DELETE FROM rating_changes WHERE game_id = ?",
        corrected.gameId());
    if (game.rated && to.rates()) {
      EventWriter.rate(connection, corrected.gameId(), game.variant, to.whiteScore(), players,
          before);
    }
  }

  private record Stored(String variant, String white, String black, Ending from, boolean rated) {}

  private Stored stored(long gameId) throws SQLException {
    try (PreparedStatement statement = JdbcStore.prepare(connection,
            "SELECT variant, white, black, result, reason, rated FROM games"
                + " WHERE id = ? AND status = 'finished'", gameId);
        ResultSet rs = statement.executeQuery()) {
      Ending from = rs.next() ? Ending.stored(rs.getString(4), rs.getString(5)) : null;
      if (from == null) {
        throw new SQLException("game " + gameId + " has no stored result to correct");
      }
      return new Stored(rs.getString(1), rs.getString(2), rs.getString(3), from,
          rs.getBoolean(6));
    }
  }

  /** The rating change the game made to {@code user}, or {@code null} when none is kept. */
  private Rating change(long gameId, String user) throws SQLException {
    try (PreparedStatement statement = JdbcStore.prepare(connection,
            "SELECT rating, deviation, volatility, games FROM rating_changes"
                + " WHERE game_id = ? AND user_name = ?", gameId, user);
        ResultSet rs = statement.executeQuery()) {
      return rs.next()
          ? new Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3), rs.getInt(4)) : null;
    }
  }
}
