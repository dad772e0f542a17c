package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.config.Settings;
import arbiter.game.GameEvent;
import arbiter.game.StoredGame;
import arbiter.rules.Side;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A running game's pause and time gifts in the database, as a restart reads them back. */
class PauseAndGiftStoreTest {

  @TempDir Path data;

  @Test
  void aPauseAndTheGiftsAreReadBackWithTheRunningGame() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      store.write(List.of(
          new GameEvent.Started(1, "chess", "ali", "bob", 0, "5+0", true, 1000),
          new GameEvent.Moved(1, 1, "e2e4", 299_000, 0),
          new GameEvent.TimeGiven(1, Side.BLACK, 1, 20_000, 2000),
          new GameEvent.TimeGiven(1, Side.WHITE, 1, 30_000, 3000),
          new GameEvent.Paused(1, true)));
      // a retry of a write whose answer was lost stores the gift once
      store.write(List.of(new GameEvent.TimeGiven(1, Side.WHITE, 1, 30_000, 3000)));

      StoredGame game = store.runningGames().get(0);
      assertThat(game.paused()).isTrue();
      assertThat(game.gifts()).containsExactly(new StoredGame.TimeGift(false, 1, 20_000),
          new StoredGame.TimeGift(true, 1, 30_000));

      store.write(List.of(new GameEvent.Paused(1, false)));
      assertThat(store.runningGames().get(0).paused()).isFalse();
    }
  }
}
