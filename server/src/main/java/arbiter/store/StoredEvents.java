package arbiter.store;

import arbiter.game.GameEvent;
import arbiter.rules.Side;
import java.util.List;
import javax.sql.DataSource;

/**
 * Whether the store holds events already: how a write whose commit answer was lost (the
 * connection dropped after {@code COMMIT} was sent) is settled by reading, rather than guessed
 * failed, so the game goes on from what is stored. An undo's count cannot be told apart from an
 * earlier one, so a batch with one is never taken as held.
 */
final class StoredEvents {

  private StoredEvents() {}

  /** True when every event is in the store; false when one is not or the store cannot say. */
  static boolean allHeld(DataSource dataSource, List<GameEvent> events) {
    try {
      for (GameEvent event : events) {
        if (!held(dataSource, event)) {
          return false;
        }
      }
      return !events.isEmpty();
    } catch (StoreException stillDown) {
      return false;
    }
  }

  private static boolean held(DataSource dataSource, GameEvent event) {
    boolean[] found = {false};
    if (event instanceof GameEvent.Moved moved) {
      JdbcStore.query(dataSource, MoveWriter.READ,
          rs -> found[0] = moved.equals(MoveWriter.row(rs, moved)), moved.gameId(), moved.ply());
    } else if (event instanceof GameEvent.Started started) {
      JdbcStore.query(dataSource, "SELECT 1 FROM games WHERE id = ?", rs -> found[0] = true,
          started.gameId());
    } else if (event instanceof GameEvent.Finished finished) {
      JdbcStore.query(dataSource, "SELECT 1 FROM games WHERE id = ? AND status = 'finished'",
          rs -> found[0] = true, finished.gameId());
    } else if (event instanceof GameEvent.Corrected corrected) {
      JdbcStore.query(dataSource, "SELECT 1 FROM games WHERE id = ? AND result = ? AND reason = ?"
              + " AND corrected_by = ?", rs -> found[0] = true, corrected.gameId(),
          corrected.ending().result(), corrected.ending().termination().word(), corrected.by());
    } else if (event instanceof GameEvent.Adjudicated adjudicated) {
      JdbcStore.query(dataSource, "SELECT 1 FROM games WHERE id = ? AND adjudicated_by = ?",
          rs -> found[0] = true, adjudicated.gameId(), adjudicated.by());
    } else if (event instanceof GameEvent.TimeGiven given) {
      JdbcStore.query(dataSource, "SELECT 1 FROM time_gifts WHERE game_id = ? AND given_at = ?"
          + " AND white = ?", rs -> found[0] = true, given.gameId(), given.at(),
          given.side() == Side.WHITE);
    } else if (event instanceof GameEvent.Paused paused) {
      JdbcStore.query(dataSource, "SELECT paused FROM games WHERE id = ?",
          rs -> found[0] = rs.getBoolean(1) == paused.paused(), paused.gameId());
    }
    return found[0];
  }
}
