package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.config.Settings;
import arbiter.game.Ending;
import arbiter.game.GameEvent;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes that a commit whose answer was lost had stored already (issue 33: a move refused to its
 * player was in fact stored, and every retry hit the duplicate key): a retry, or the move the
 * game actually made at that ply, goes through, and a game's points are counted once.
 */
class LostCommitTest {

  @TempDir Path data;

  @Test
  void writingAgainWhatALostCommitStoredGoesThroughAndCountsOnce() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      store.register("ann", "pw");
      store.register("bob", "pw");
      List<GameEvent> start = List.of(
          new GameEvent.Started(1, "chess", "ann", "bob", 0, null, true, 1000),
          new GameEvent.Moved(1, 1, "e2e4", 299_000, 0));
      store.write(start);
      store.write(start); // the same batch again: its commit's answer was lost the first time
      GameEvent.Finished finished = new GameEvent.Finished(1, "chess", "ann", "bob",
          new Ending(Side.WHITE, Termination.CHECKMATE), true, 2000);
      store.write(List.of(finished));
      store.write(List.of(finished));

      assertThat(store.game(1).moves()).containsExactly("e2e4");
      assertThat(store.scoreboard(null)).filteredOn(line -> line.name().equals("ann"))
          .singleElement().satisfies(line -> assertThat(line.wins()).isEqualTo(1));
    }
  }

  @Test
  void aMoveALostCommitLeftUnconfirmedIsReplacedByTheMoveTheGameMadeThere() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      LosingDataSource losing = new LosingDataSource(database.dataSource());
      try (HeldWriter writer = new HeldWriter(losing)) {
        writer.write(List.of(new GameEvent.Started(1, "chess", "ann", "bob", 0, null, false, 1),
            new GameEvent.Moved(1, 1, "e2e4")));
        losing.loseNextCommit();
        // stored, but the answer was lost and the store could not be read: the game refuses it
        assertThatThrownBy(() -> writer.write(List.of(new GameEvent.Moved(1, 2, "e7e5"))))
            .isInstanceOf(StoreException.class).hasMessageContaining("the connection dropped");
        losing.up();
        assertThat(store.game(1).moves()).containsExactly("e2e4", "e7e5");

        writer.write(List.of(new GameEvent.Moved(1, 2, "c7c5"))); // black played c5 there
        assertThat(store.game(1).moves()).containsExactly("e2e4", "c7c5");
        // once confirmed, the ply is guarded again
        assertThatThrownBy(() -> writer.write(List.of(new GameEvent.Moved(1, 2, "e7e5"))))
            .isInstanceOf(StoreException.class).hasMessageContaining("holds c7c5 already");
      }
      assertThat(store.game(1).moves()).containsExactly("e2e4", "c7c5");
    }
  }
}
