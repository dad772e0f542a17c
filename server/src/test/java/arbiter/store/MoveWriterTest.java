package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.config.Settings;
import arbiter.game.GameEvent;
import arbiter.game.StoredGame;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The unique (game, ply) key as the second guard beside the epoch fence: a deposed core's late
 * move at a ply the new core stored fails, its whole commit with it, with no fence at all (SQLite;
 * a PostgreSQL connection that says no epoch), while a commit retried with the same moves goes
 * through and changes nothing.
 */
class MoveWriterTest {

  @TempDir Path data;
  @TempDir Path pgDir;

  @Test
  void aLateMoveAtAStoredPlyIsRefusedOnSqlite() {
    try (Database database = Database.open(Settings.empty(), data)) {
      lateMoveRefusedAndRetryGoesThrough(database, database);
    }
  }

  @Test
  @Tag("process")
  void aLateMoveAtAStoredPlyIsRefusedOnPostgresqlWithNoFence() throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir)) {
      Settings settings = Settings.empty().with("jdbc.url", pg.url());
      // two cores' pools, neither saying an epoch: the fence lets both write
      try (Database fresh = Database.open(settings, data);
          Database deposed = Database.open(settings, data)) {
        lateMoveRefusedAndRetryGoesThrough(fresh, deposed);
      }
    }
  }

  private static void lateMoveRefusedAndRetryGoesThrough(Database freshDb, Database deposedDb) {
    JdbcStore fresh = new JdbcStore(freshDb.dataSource(), CheapHasher.create());
    JdbcStore deposed = new JdbcStore(deposedDb.dataSource(), CheapHasher.create());
    fresh.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, "5+3", false, 1000),
        new GameEvent.Moved(1, 1, "e2e4", 299_000, 0)));
    GameEvent.Moved e5 = new GameEvent.Moved(1, 2, "e7e5", 298_000, 0);
    fresh.write(List.of(e5));

    // the deposed core wakes and writes the move it had at ply 2, and its next
    assertThatThrownBy(() -> deposed.write(List.of(new GameEvent.Moved(1, 2, "c7c5", 297_000, 0),
        new GameEvent.Moved(1, 3, "g1f3", 296_000, 0))))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("game 1 ply 2 holds e7e5 at 298000 ms already, not c7c5 at 297000 ms");
    // the same move with another clock is another write, refused as well
    assertThatThrownBy(() -> deposed.write(List.of(new GameEvent.Moved(1, 2, "e7e5", 1, 0))))
        .isInstanceOf(StoreException.class).hasMessageContaining("holds e7e5 at 298000 ms");

    fresh.write(List.of(e5)); // retried after its answer was lost: the same row, through
    fresh.write(List.of(e5, new GameEvent.Moved(1, 3, "g1f3", 297_500, 0)));
    StoredGame game = fresh.game(1);
    assertThat(game.moves()).containsExactly("e2e4", "e7e5", "g1f3");
    assertThat(game.clocks()).extracting(StoredGame.MoveClock::millis)
        .containsExactly(299_000L, 298_000L, 297_500L);
  }
}
