package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.config.Settings;
import arbiter.game.GameEvent;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fence on a real PostgreSQL (migration V44): a core's writes pass while its epoch is the
 * lease's and fail, in their own transaction, once another core took the lease.
 */
@Tag("process")
class LeaseFenceTest {

  @TempDir Path data;
  @TempDir Path pgDir;

  @Test
  void aDeposedCoresLateMoveFailsAndTheNewCoresMoveAtThatPlyIsKept() throws Exception {
    withTheOldCoresLease((pg, settings, rows, lease) -> {
      try (Database old = Database.open(settings, data, 1, 3000)) {
        JdbcStore oldStore = new JdbcStore(old.dataSource(), CheapHasher.create());
        oldStore.write(List.of(new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false,
            1000), new GameEvent.Moved(1, 1, "e4")));

        assertThat(rows.take(rows.read(), "new")).isTrue(); // the old core froze
        try (Database fresh = Database.open(settings, data, 2, 3000)) {
          JdbcStore newStore = new JdbcStore(fresh.dataSource(), CheapHasher.create());
          newStore.write(List.of(new GameEvent.Moved(1, 2, "e5")));
          // the old core wakes and writes the move it had at that ply
          assertThatThrownBy(() -> oldStore.write(List.of(new GameEvent.Moved(1, 2, "c5"))))
              .isInstanceOf(StoreException.class)
              .hasMessageContaining("deposed core: epoch 1 writes, the lease is at epoch 2");
          assertThatThrownBy(() -> oldStore.register("eve", "secret"))
              .hasMessageContaining("deposed core");
          assertThat(newStore.game(1).moves()).containsExactly("e4", "e5");
        }
      }
      // a server with no epoch (cluster.role single) is not fenced
      new JdbcStore(lease.dataSource(), CheapHasher.create())
          .write(List.of(new GameEvent.Moved(1, 3, "Nf3")));
      try (Connection connection = DriverManager.getConnection(pg.url());
          Statement statement = connection.createStatement();
          ResultSet rs = statement.executeQuery("SELECT (SELECT count(*) FROM pg_trigger"
              + " WHERE tgname = 'arbiter_fence'), (SELECT count(*) FROM pg_tables"
              + " WHERE schemaname = 'public')")) {
        rs.next();
        assertThat(rs.getInt(1)).isEqualTo(rs.getInt(2) - 2); // all but the lease and Flyway's
      }
    });
  }

  @Test
  void aCoreFrozenInsideAWriteHoldsTheLeaseRowOnlyALeaseLong() throws Exception {
    withTheOldCoresLease((pg, settings, rows, lease) -> {
      try (Database old = Database.open(settings, data, 1, 1000);
          Connection frozen = old.dataSource().getConnection();
          Statement write = frozen.createStatement()) {
        // a write's first statement passed the fence (a share lock on the lease row), then
        // the core froze before its commit
        frozen.setAutoCommit(false);
        write.executeUpdate("DELETE FROM moves WHERE game_id = -1");
        long asked = System.nanoTime();
        ExecutorService standby = Executors.newSingleThreadExecutor();
        try {
          Future<Boolean> took = standby.submit(() -> rows.take(rows.read(), "new"));
          assertThat(took.get(20, TimeUnit.SECONDS)).isTrue(); // without the timeout: never
        } finally {
          standby.shutdownNow();
        }
        assertThat((System.nanoTime() - asked) / 1_000_000).isLessThan(10_000);
        assertThatThrownBy(frozen::commit).isInstanceOf(SQLException.class); // on waking
      }
    });
  }

  /**
   * The order the share lock gives when a core reads a move just before it freezes: its write
   * passed the fence first, so the standby's take waits for its commit, and the move the old core
   * told of is in the journal the new core replays (StandbyCoreTest's frozen core, when the move
   * reached it before SIGSTOP took hold).
   */
  @Test
  void aWriteThatPassedTheFenceBeforeATakeCommitsAndTheTakeWaitsForIt() throws Exception {
    withTheOldCoresLease((pg, settings, rows, lease) -> {
      ExecutorService standby = Executors.newSingleThreadExecutor();
      try (Database old = Database.open(settings, data, 1, 30_000);
          Connection writing = old.dataSource().getConnection();
          Statement write = writing.createStatement()) {
        new JdbcStore(old.dataSource(), CheapHasher.create()).write(List.of(
            new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1000)));
        writing.setAutoCommit(false);
        write.executeUpdate("INSERT INTO moves (game_id, ply, notation) VALUES (1, 1, 'e4')");
        Future<Boolean> took = standby.submit(() -> rows.take(rows.read(), "new"));
        awaitALockWait(pg);
        assertThat(took).isNotDone();
        writing.commit(); // the old core's answer: moved
        assertThat(took.get(20, TimeUnit.SECONDS)).isTrue();
      } finally {
        standby.shutdownNow();
      }
      try (Database fresh = Database.open(settings, data, 2, 3000)) {
        assertThat(new JdbcStore(fresh.dataSource(), CheapHasher.create()).game(1).moves())
            .containsExactly("e4");
      }
    });
  }

  /**
   * A write that comes while a take is not committed yet waits for it (FOR SHARE against the
   * take's row lock) and then reads the row the take left, under READ COMMITTED: it is refused.
   */
  @Test
  void aWriteDuringAnUncommittedTakeWaitsForItAndIsRefused() throws Exception {
    withTheOldCoresLease((pg, settings, rows, lease) -> {
      ExecutorService oldCore = Executors.newSingleThreadExecutor();
      try (Database old = Database.open(settings, data, 1, 30_000);
          Connection standby = DriverManager.getConnection(pg.url());
          Statement take = standby.createStatement()) {
        JdbcStore oldStore = new JdbcStore(old.dataSource(), CheapHasher.create());
        oldStore.write(List.of(
            new GameEvent.Started(1, "chess", "ali", "bob", 0, null, false, 1000)));
        standby.setAutoCommit(false);
        take.executeUpdate("UPDATE arbiter_lease SET epoch = 2, beat = 0, holder = 'new'");
        Future<?> late = oldCore.submit(
            () -> oldStore.write(List.of(new GameEvent.Moved(1, 1, "e4"))));
        awaitALockWait(pg);
        standby.commit();
        assertThatThrownBy(() -> late.get(20, TimeUnit.SECONDS))
            .isInstanceOf(ExecutionException.class)
            .hasMessageContaining("deposed core: epoch 1 writes, the lease is at epoch 2");
        assertThat(oldStore.game(1).moves()).isEmpty();
      } finally {
        oldCore.shutdownNow();
      }
    });
  }

  /** A test's part on a PostgreSQL of its own whose lease the old core took (epoch 1). */
  private interface OnTheOldCoresLease {
    void run(PostgresProcess pg, Settings settings, LeaseRows rows, Database lease)
        throws Exception;
  }

  private void withTheOldCoresLease(OnTheOldCoresLease part) throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir)) {
      Settings settings = Settings.empty().with("jdbc.url", pg.url());
      try (Database lease = Database.open(settings, data)) {
        LeaseRows rows = new LeaseRows(lease.dataSource());
        assertThat(rows.take(rows.read(), "old")).isTrue();
        part.run(pg, settings, rows, lease);
      }
    }
  }

  /** Until a backend of the database waits for a lock another transaction holds. */
  private static void awaitALockWait(PostgresProcess pg) {
    await("a lock wait").atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(5))
        .until(() -> {
          try (Connection look = DriverManager.getConnection(pg.url());
              Statement statement = look.createStatement();
              ResultSet rs = statement.executeQuery(
                  "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'")) {
            rs.next();
            return rs.getInt(1) > 0;
          }
        });
  }
}
