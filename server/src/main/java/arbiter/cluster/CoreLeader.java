package arbiter.cluster;

import arbiter.config.Settings;
import arbiter.store.Database;
import arbiter.store.LeaseRows;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How a core comes to lead ({@code cluster.role=core}): a pool of its own for the lease row, so
 * that a journal stalled on the database never delays a renewal, and a wait, as the standby,
 * until the lease is this core's. Closing it lets the lease go.
 */
public final class CoreLeader implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(CoreLeader.class);

  private final Database database;
  private final CoreLease lease;

  private CoreLeader(Database database, CoreLease lease) {
    this.database = database;
    this.lease = lease;
  }

  /** The exit status of a deposed core, for a supervisor that starts it again as a standby. */
  public static final int DEPOSED_EXIT = 75;

  /**
   * Blocks until this core holds the lease of the PostgreSQL database of {@code jdbc.url}. If
   * another core takes it later (this one was frozen or cut off), its writes fail at the fence
   * already; it stops serving at once, its ports closing with the process, and exits.
   */
  public static CoreLeader await(Settings settings, Path dataDir) throws InterruptedException {
    return await(settings, dataDir, line -> {
      LOG.error("{}; this core stops now (exit {})", line, DEPOSED_EXIT);
      Runtime.getRuntime().halt(DEPOSED_EXIT);
    });
  }

  /**
   * Blocks until this core holds the lease; {@code deposed} is told once, later, if another core
   * takes it.
   */
  static CoreLeader await(Settings settings, Path dataDir, Consumer<String> deposed)
      throws InterruptedException {
    String url = settings.string("jdbc.url", "");
    if (!url.startsWith("jdbc:postgresql:")) {
      throw new IllegalArgumentException("cluster.role=core needs jdbc.url on PostgreSQL, where"
          + " the cores share the lease and the journal");
    }
    LeaseTiming timing = LeaseTiming.of(settings);
    Database database = Database.open(settings, dataDir);
    CoreLease lease = new CoreLease(new LeaseRows(database.dataSource()), holderName(), timing,
        () -> System.nanoTime() / 1_000_000, deposed);
    CoreLeader leader = new CoreLeader(database, lease);
    try {
      lease.turn(); // the first look here, so that the log says whom this core waits for
      if (!lease.isLeader()) {
        LeaseRows.Row held = lease.seen();
        LOG.info("standby core: {} holds the lease at epoch {}; taking over when it is {} ms"
                + " unrenewed", held == null ? "another core" : held.holder(),
            held == null ? "?" : held.epoch(), timing.leaseMillis());
      }
      lease.start();
      lease.awaitLeader();
    } catch (InterruptedException | RuntimeException e) {
      leader.close();
      throw e;
    }
    LOG.info("core {} leads at epoch {}: replaying the journal", holderName(), lease.epoch());
    return leader;
  }

  /** This process as the lease names it: {@code pid@host}. */
  static String holderName() {
    return ManagementFactory.getRuntimeMXBean().getName();
  }

  /** The lease: whether and at which epoch this core leads. */
  public Leadership leadership() {
    return lease;
  }

  @Override
  public void close() {
    lease.close();
    database.close();
  }
}
