package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.config.Settings;
import arbiter.store.Database;
import arbiter.store.LeaseRows;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two cores on one lease row, their turns taken by hand on a clock the test moves. */
class CoreLeaseTest {

  private static final LeaseTiming TIMING = new LeaseTiming(3000, 1000);

  @TempDir static Path data;
  /** One database for the class: migrating one takes seconds; each test frees the row. */
  private static Database database;
  private final AtomicLong clock = new AtomicLong(1_000_000);
  private final List<String> deposed = new ArrayList<>();

  @BeforeAll
  static void open() {
    database = Database.open(Settings.empty(), data);
  }

  @BeforeEach
  void freeTheLease() throws Exception {
    try (Connection connection = database.dataSource().getConnection();
        Statement statement = connection.createStatement()) {
      statement.execute("UPDATE arbiter_lease SET epoch = 0, beat = 0, holder = ''");
    }
  }

  @AfterAll
  static void close() {
    database.close();
  }

  private CoreLease core(String name) {
    return new CoreLease(new LeaseRows(database.dataSource()), name, TIMING, clock::get,
        deposed::add);
  }

  @Test
  void theFirstCoreTakesAFreeLeaseAtOnceAndRunsWhatWaitedForIt() {
    CoreLease a = core("a");
    List<String> ran = new ArrayList<>();
    a.onLeader(() -> ran.add("before"));
    a.turn();
    a.onLeader(() -> ran.add("after"));
    assertThat(a.isLeader()).isTrue();
    assertThat(a.epoch()).isEqualTo(1);
    assertThat(ran).containsExactly("before", "after");
  }

  @Test
  void aStandbyTakesOverOnlyAfterALeaseWithoutRenewalAndTheOldCoreLearnsItWasDeposed() {
    CoreLease a = core("a");
    CoreLease b = core("b");
    a.turn();
    b.turn();
    for (int i = 0; i < 10; i++) { // renewed every second: the standby waits however long
      clock.addAndGet(1000);
      a.turn();
      b.turn();
    }
    assertThat(b.isLeader()).isFalse();
    clock.addAndGet(2999); // a froze right after its last renewal
    b.turn();
    assertThat(b.isLeader()).isFalse();
    clock.addAndGet(1);
    b.turn();
    assertThat(b.isLeader()).isTrue();
    assertThat(b.epoch()).isEqualTo(2);
    assertThat(deposed).isEmpty();
    // a wakes: before its next turn it knows its lease ran out by its own clock
    assertThat(a.isLeader()).isFalse();

    a.turn();
    assertThat(a.isLeader()).isFalse();
    assertThat(deposed).containsExactly(
        "deposed: this core led at epoch 1, b holds the lease at epoch 2");
    a.turn();
    assertThat(deposed).hasSize(1); // said once
  }

  @Test
  void aLeaderCountsItselfLeadingOnlyWithinALeaseOfItsLastRenewalThatSucceeded() {
    CoreLease a = core("a");
    a.turn();
    clock.addAndGet(2999);
    assertThat(a.isLeader()).isTrue();
    a.turn(); // renewed: a lease from now
    clock.addAndGet(2999);
    assertThat(a.isLeader()).isTrue();
    clock.addAndGet(1); // frozen a whole lease since: a standby may lead now
    assertThat(a.isLeader()).isFalse();
    a.turn(); // nobody took it: the renewal goes through and it leads again
    assertThat(a.isLeader()).isTrue();
    assertThat(deposed).isEmpty();
  }

  @Test
  void aLeaseLetGoOnACleanStopIsTakenAtOnce() {
    CoreLease a = core("a");
    CoreLease b = core("b");
    a.turn();
    b.turn();
    a.close();
    b.turn();
    assertThat(b.isLeader()).isTrue();
    assertThat(b.epoch()).isEqualTo(2);
  }

  @Test
  void twoStandbysNeverBothTakeIt() {
    CoreLease a = core("a");
    CoreLease b = core("b");
    CoreLease c = core("c");
    a.turn();
    b.turn();
    c.turn();
    clock.addAndGet(3000);
    b.turn();
    c.turn();
    assertThat(b.isLeader()).isTrue();
    assertThat(c.isLeader()).isFalse();
    clock.addAndGet(1000);
    b.turn();
    c.turn();
    assertThat(c.isLeader()).isFalse();
  }

  @Test
  void aRenewalIntervalNotBelowTheLeaseIsRefusedNamingBothKeys() {
    assertThatThrownBy(() -> LeaseTiming.of(Settings.empty().with("cluster.renew.millis", 3000)))
        .hasMessage("setting cluster.renew.millis (3000) must be above 0 and below"
            + " cluster.lease.millis (3000)");
    assertThat(LeaseTiming.of(Settings.empty())).isEqualTo(TIMING);
  }

  @Test
  void aRoleThatIsNoneOfTheThreeIsNamed() {
    assertThat(ClusterRole.of(Settings.empty())).isEqualTo(ClusterRole.SINGLE);
    assertThat(ClusterRole.of(Settings.empty().withEnvironment(
        java.util.Map.of("ARBITER_CLUSTER_ROLE", "core")))).isEqualTo(ClusterRole.CORE);
    assertThatThrownBy(() -> ClusterRole.of(Settings.empty().with("cluster.role", "master")))
        .hasMessage("setting cluster.role is single, core or edge, not master");
  }
}
