package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.config.Settings;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The journal's writer keeps one pooled connection from one commit to the next, gives it back
 * when closed, and after a failed write starts again on a sound one: no write is lost to the
 * connection it kept.
 */
class HeldWriterTest {

  @TempDir Path data;

  @Test
  void keepsOneConnectionAcrossWritesAndGivesItBackWhenClosed() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      HikariDataSource pool = (HikariDataSource) database.dataSource();
      try (GameArchive.Writer writer = store.writer()) {
        writer.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1)));
        writer.write(List.of(new GameEvent.Moved(1, 1, "e2e4")));
        writer.write(List.of(new GameEvent.Moved(1, 2, "e7e5"), new GameEvent.Moved(1, 3, "g1f3")));

        assertThat(pool.getHikariPoolMXBean().getActiveConnections()).isEqualTo(1);
        // committed, not merely written on the kept connection: another connection reads them
        assertThat(store.game(1).moves()).containsExactly("e2e4", "e7e5", "g1f3");
      }
      assertThat(pool.getHikariPoolMXBean().getActiveConnections()).isZero();
    }
  }

  @Test
  void aMoveAloneIsItsOwnCommitAndTurnsWithMoreStayOneTransactionBetweenThem() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      try (GameArchive.Writer writer = store.writer()) {
        writer.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1),
            new GameEvent.Moved(1, 1, "e2e4")));
        writer.write(List.of(new GameEvent.Moved(1, 2, "e7e5")));
        // a move alone that fails (game 2 was never started) stores nothing, nor does a turn
        // whose last event fails, however the one before it was written
        assertThatThrownBy(() -> writer.write(List.of(new GameEvent.Moved(2, 1, "d2d4"))))
            .isInstanceOf(StoreException.class);
        assertThatThrownBy(() -> writer.write(List.of(new GameEvent.Moved(1, 3, "g1f3"),
            new GameEvent.Moved(2, 1, "d2d4")))).isInstanceOf(StoreException.class);
        writer.write(List.of(new GameEvent.Moved(1, 3, "b1c3")));
        writer.write(List.of(new GameEvent.Moved(1, 4, "b8c6"), new GameEvent.Moved(1, 5, "g1f3")));
        writer.write(List.of(new GameEvent.Moved(1, 6, "g8f6")));

        // each committed as it returned: another connection reads them while the writer is open
        assertThat(store.game(1).moves())
            .containsExactly("e2e4", "e7e5", "b1c3", "b8c6", "g1f3", "g8f6");
        assertThat(store.game(2)).isNull();
      }
    }
  }

  @Test
  void aFailedWriteIsUndoneWholeAndTheNextGoesThrough() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      HikariDataSource pool = (HikariDataSource) database.dataSource();
      try (GameArchive.Writer writer = store.writer()) {
        writer.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1)));

        // game 2 was never started: its move breaks the foreign key, and the batch goes whole
        assertThatThrownBy(() -> writer.write(List.of(new GameEvent.Moved(1, 1, "e2e4"),
            new GameEvent.Moved(2, 1, "d2d4")))).isInstanceOf(StoreException.class);
        assertThat(pool.getHikariPoolMXBean().getActiveConnections()).isZero();

        writer.write(List.of(new GameEvent.Moved(1, 1, "c2c4")));
      }
      assertThat(store.game(1).moves()).containsExactly("c2c4");
    }
  }

  @Test
  void aWriteOnTheLoopTakesNoConnectionWaitsForNoLockAndLeavesWhatFailsToTheWriter()
      throws Exception {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      try (GameArchive.Writer writer = store.writer()) {
        List<GameEvent> start =
            List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1));
        assertThat(writer.tryWrite(start)).isFalse(); // no connection held: the writer takes one
        writer.write(start);
        assertThat(writer.tryWrite(List.of(new GameEvent.Moved(1, 1, "e2e4")))).isTrue();

        try (Connection other = database.dataSource().getConnection();
            Statement sql = other.createStatement()) {
          sql.execute("BEGIN IMMEDIATE"); // SQLite's write lock, as the checkpointer takes it
          long began = System.nanoTime();
          assertThat(writer.tryWrite(List.of(new GameEvent.Moved(1, 2, "e7e5")))).isFalse();
          // busy at once, not after the busy timeout (10 s)
          assertThat(System.nanoTime() - began).isLessThan(Database.BUSY_TIMEOUT_MILLIS * 500_000L);
          sql.execute("ROLLBACK");
        }
        writer.write(List.of(new GameEvent.Moved(1, 2, "e7e5")));
      }
      assertThat(store.game(1).moves()).containsExactly("e2e4", "e7e5");
    }
  }

  @Test
  void whileTheLogIsFullTheLoopStepsAsideAndTheWriterWaitsForRoom() throws Exception {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      FullLog log = new FullLog();
      HeldWriter writer = new HeldWriter(database.dataSource(), log);
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      writer.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1)));
      List<GameEvent> move = List.of(new GameEvent.Moved(1, 1, "e2e4"));
      assertThat(writer.tryWrite(move)).isTrue();

      log.full = true; // the checkpointer resets the log
      List<GameEvent> next = List.of(new GameEvent.Moved(1, 2, "e7e5"));
      assertThat(writer.tryWrite(next)).isFalse();
      Thread writing = new Thread(() -> writer.write(next));
      writing.start();
      log.waiting.await();
      assertThat(store.game(1).moves()).containsExactly("e2e4");

      log.room.countDown();
      writing.join();
      writer.close();
      assertThat(store.game(1).moves()).containsExactly("e2e4", "e7e5");
    }
  }

  /** A log the checkpointer holds full until the test gives it room. */
  private static final class FullLog implements LogRoom {
    volatile boolean full;
    final CountDownLatch waiting = new CountDownLatch(1);
    final CountDownLatch room = new CountDownLatch(1);

    @Override
    public boolean full() {
      return full;
    }

    @Override
    public void awaitRoom() {
      if (!full) {
        return;
      }
      waiting.countDown();
      try {
        room.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      full = false;
    }
  }

  @Test
  void aDatabaseThatCannotBeReachedIsAskedOnceAndNothingReadBack() {
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      LosingDataSource source = new LosingDataSource(database.dataSource());
      HeldWriter writer = new HeldWriter(source);
      writer.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1)));
      writer.close();
      source.down();
      int before = source.asked();

      assertThatThrownBy(() -> writer.write(List.of(new GameEvent.Moved(1, 1, "e2e4"))))
          .isInstanceOfSatisfying(StoreException.class, e -> assertThat(e.unreachable()).isTrue());
      // a read-back would have waited for a connection as long again (3 s by default)
      assertThat(source.asked() - before).isEqualTo(1);

      source.up();
      writer.write(List.of(new GameEvent.Moved(1, 1, "e2e4")));
      writer.close();
      assertThat(new JdbcStore(database.dataSource(), CheapHasher.create()).game(1).moves())
          .containsExactly("e2e4");
    }
  }

  @Test
  void aTransactionAFullDiskUndidLeavesNoConnectionThatRefusesEveryLaterWrite() throws Exception {
    // one pooled connection, so that the writer meets the one the full disk left
    Settings settings = TestJdbc.store(Settings.empty().with("jdbc.pool.size", 1), data);
    try (Database database = Database.open(settings, data)) {
      JdbcStore store = new JdbcStore(database.dataSource(), CheapHasher.create());
      HeldWriter writer = new HeldWriter(database.dataSource());
      writer.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1)));
      writer.close();
      long pages;
      try (Connection connection = database.dataSource().getConnection();
          Statement sql = connection.createStatement()) {
        pages = sql.executeQuery("PRAGMA page_count").getLong(1);
        sql.execute("PRAGMA max_page_count = " + pages); // the disk is full
      }
      List<GameEvent> turn = new java.util.ArrayList<>();
      for (int ply = 1; ply <= 400; ply++) { // a move log's second of moves, folded at once
        turn.add(new GameEvent.Moved(1, ply, "e2e4".repeat(40)));
      }
      // SQLite undoes the whole transaction on SQLITE_FULL; the driver still deems one open
      assertThatThrownBy(() -> writer.write(turn)).isInstanceOf(StoreException.class);

      try (Connection connection = database.dataSource().getConnection();
          Statement sql = connection.createStatement()) {
        sql.execute("PRAGMA max_page_count = " + (pages * 1000)); // room again
      } catch (java.sql.SQLException poisoned) {
        // the pool's connection is the one left unusable: the writer must not take it again
      }
      writer.write(List.of(new GameEvent.Moved(1, 1, "e2e4")));
      writer.write(turn.subList(1, 3));
      writer.close();
      assertThat(store.game(1).moves()).hasSize(3);
    }
  }
}
