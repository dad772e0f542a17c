package arbiter.cluster;

import arbiter.store.LeaseRows;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A core's hold on the lease row. A standby looks at the row every renewal interval and takes it
 * (epoch + 1) when it is free, or when neither its epoch nor its beat moved for a whole lease by
 * the standby's own clock (no two machines' clocks are compared). The leader raises the beat every
 * interval; when the row has a later epoch it was deposed, and says so once. Between renewals the
 * leader counts itself leading only within a lease of the last renewal it saw succeed, by its own
 * clock: a core frozen past its lease (SIGSTOP, a long pause) knows on waking that a standby may
 * lead, before its next renewal has told it so, and serves no edge meanwhile.
 */
public final class CoreLease implements Leadership, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(CoreLease.class);

  private final LeaseRows rows;
  private final String holder;
  private final LeaseTiming timing;
  /** Monotonic milliseconds. */
  private final LongSupplier clock;
  /** Told once, with the line to log, when another core took the lease from this one. */
  private final Consumer<String> deposed;
  private final List<Runnable> onLeader = new ArrayList<>();
  private final CountDownLatch led = new CountDownLatch(1);
  private ScheduledExecutorService turns;
  // touched by the lease's own thread only, except through the volatile reads below
  private LeaseRows.Row seen;
  private long seenAt;
  private volatile long epoch;
  private volatile boolean leader;
  /** When the last renewal (or the take) that succeeded was sent, on {@link #clock}. */
  private volatile long confirmedAt;
  private volatile boolean lost;
  private boolean failing;

  public CoreLease(LeaseRows rows, String holder, LeaseTiming timing, LongSupplier clock,
      Consumer<String> deposed) {
    this.rows = rows;
    this.holder = holder;
    this.timing = timing;
    this.clock = clock;
    this.deposed = deposed;
  }

  /** Takes a turn every renewal interval on a thread of its own. */
  public void start() {
    turns = Executors.newSingleThreadScheduledExecutor(runnable -> {
      Thread thread = new Thread(runnable, "core-lease");
      thread.setDaemon(true);
      return thread;
    });
    turns.scheduleWithFixedDelay(this::turn, timing.renewMillis(), timing.renewMillis(),
        TimeUnit.MILLISECONDS);
  }

  /** Blocks until this core leads. */
  public void awaitLeader() throws InterruptedException {
    led.await();
  }

  /** The row as this core last read it, for the standby's log line; null before the first. */
  public LeaseRows.Row seen() {
    return seen;
  }

  /** One look at the row: a standby may take it, the leader renews it. */
  public void turn() {
    if (lost) {
      return;
    }
    try {
      if (leader) {
        renew();
      } else {
        look();
      }
      if (failing) {
        LOG.info("the lease row can be read again");
        failing = false;
      }
    } catch (RuntimeException e) { // the database is away: the next turn tries again
      // a standby counts a lease from its first look after the outage: the leader could not
      // renew meanwhile either, and taking over the moment both are back would depose it
      seen = null;
      if (!failing) {
        LOG.warn("cannot reach the lease row: {}", e.getMessage());
        failing = true;
      }
    }
  }

  private void renew() {
    long sent = clock.getAsLong(); // a standby's lease counts from after this, never before
    if (rows.renew(epoch)) {
      confirmedAt = sent;
      return;
    }
    lost = true;
    leader = false;
    String taker;
    try {
      LeaseRows.Row now = rows.read();
      taker = now.holder() + " holds the lease at epoch " + now.epoch();
    } catch (RuntimeException e) { // told all the same: whoever took it, this core must stop
      taker = "another core holds the lease";
    }
    deposed.accept("deposed: this core led at epoch " + epoch + ", " + taker);
  }

  private void look() {
    LeaseRows.Row row = rows.read();
    long now = clock.getAsLong();
    if (seen == null || row.epoch() != seen.epoch() || row.beat() != seen.beat()) {
      seen = row;
      seenAt = now;
    }
    if (!row.free() && now - seenAt < timing.leaseMillis()) {
      return; // its holder renewed it within a lease, as far as this core could see
    }
    if (!rows.take(row, holder)) {
      return; // another standby took it first: the next look sees its beat
    }
    confirmedAt = now;
    epoch = row.epoch() + 1;
    leader = true;
    List<Runnable> actions;
    synchronized (onLeader) {
      actions = List.copyOf(onLeader);
    }
    led.countDown();
    actions.forEach(Runnable::run);
  }

  /**
   * Whether this core leads: it took the lease, was not deposed, and a renewal sent within the
   * last lease succeeded (a standby cannot have taken it sooner than a lease after that).
   */
  @Override
  public boolean isLeader() {
    return leader && clock.getAsLong() - confirmedAt < timing.leaseMillis();
  }

  @Override
  public long epoch() {
    return epoch;
  }

  @Override
  public void onLeader(Runnable action) {
    synchronized (onLeader) {
      if (!leader) {
        onLeader.add(action);
        return;
      }
    }
    action.run();
  }

  /** Stops looking; a leader lets the lease go, so that a standby takes it at once. */
  @Override
  public void close() {
    if (turns != null) {
      turns.shutdownNow();
    }
    if (leader) {
      leader = false;
      try {
        rows.release(epoch);
      } catch (RuntimeException e) {
        LOG.warn("cannot let the lease go ({}); a standby takes it when it runs out",
            e.getMessage());
      }
    }
  }
}
