package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.config.Settings;
import arbiter.store.Database;
import arbiter.store.PostgresProcess;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A core that took over and waits for its port, held by a frozen core on the same machine, stops
 * cleanly on SIGTERM: its shutdown hook is there before its ports are, so it lets the lease go
 * (a standby takes over at once) rather than leave it to lapse.
 */
@Tag("process")
class CoreStopTest {

  @TempDir Path home;
  @TempDir Path data;
  @TempDir Path pgDir;

  @Test
  void aCoreWaitingForItsPortLetsTheLeaseGoOnSigterm() throws Exception {
    Path bin = PostgresProcess.find();
    assumeTrue(bin != null, "PostgreSQL is not installed (.ci/run installs it)");
    try (PostgresProcess pg = PostgresProcess.start(bin, pgDir);
        ServerSocket frozenCoresPort = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Database database = Database.open(Settings.empty().with("jdbc.url", pg.url()), data)) {
      // a core led at epoch 1 and froze: its lease goes unrenewed, its port stays held
      lease(database, "UPDATE arbiter_lease SET epoch = 1, beat = 1, holder = '1@frozen'");
      ServerProcess core = ServerProcess.core(home, data, frozenCoresPort.getLocalPort(),
          "--set", "cluster.role=core", "--set", "jdbc.url=" + pg.url(),
          "--set", "cluster.lease.millis=2000", "--set", "cluster.renew.millis=400");
      try {
        await("waiting for its port").atMost(Duration.ofSeconds(60))
            .until(() -> core.log().contains("is in use, by a deposed core"));
        assertThat(lease(database, "SELECT epoch FROM arbiter_lease")).isEqualTo("2");

        core.terminate();
        assertThat(core.awaitExit(Duration.ofSeconds(30))).isEqualTo(143);
        await("its stop logged").atMost(Duration.ofSeconds(10)) // the log is read by a thread
            .until(() -> core.log().contains("Arbiter stopped while starting"));
        assertThat(lease(database, "SELECT holder FROM arbiter_lease")).isEmpty();
      } finally {
        core.close();
      }
    }
  }

  /** Runs {@code sql} on the lease row; a query's first column. */
  private static String lease(Database database, String sql) throws Exception {
    try (Connection connection = database.dataSource().getConnection();
        Statement statement = connection.createStatement()) {
      if (!statement.execute(sql)) {
        return null;
      }
      try (ResultSet rs = statement.getResultSet()) {
        rs.next();
        return rs.getString(1);
      }
    }
  }
}
