package arbiter.lobby;

import arbiter.clock.Ticker;
import arbiter.game.GameRoom;
import arbiter.game.GameSummary;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stops the running games' clocks while the store cannot take moves, so that nobody loses on time
 * for moves the server could not keep, and starts them again once it can. A change a room could not
 * store starts a check: when the store does not answer, every timed game's clocks stop as they
 * stood at that failure (its players and spectators told), and the store is asked again every
 * {@code probeMillis} until it answers; then the clocks run on, everyone told. Nothing of this is
 * on a move's path: only a failure to store starts it, and the checks run on the blocking pool.
 *
 * <p>A core counts the store as back only while it leads (its lease confirmed within a lease): an
 * outage that outlasted the lease may have let a standby take over, and the database answering
 * again does not say which. So a deposed core's clocks stay stopped (its moves refused as held)
 * until its next renewal finds the later epoch and it exits; a core whose renewal succeeds runs
 * its clocks on at the next check.
 */
public final class StoreOutage {

  private static final Logger LOG = LoggerFactory.getLogger(StoreOutage.class);

  /** How often a store that is down is asked again, once the last ask has failed. */
  public static final long PROBE_MILLIS = 1000;

  private final Lobby lobby;
  private final BooleanSupplier answers;
  private final BooleanSupplier leads;
  private final Executor blocking;
  private final Ticker ticker;
  private final long probeMillis;
  /** A check or an outage is under way: other failures meanwhile start nothing. */
  private final AtomicBoolean checking = new AtomicBoolean();
  private volatile boolean down;
  /** The store answered while this core's lease was unconfirmed; said once an outage. */
  private boolean unconfirmedSaid;

  /**
   * Listens to the lobby's store failures from now on, on a server that leads alone.
   *
   * @param answers whether the store answers now (blocks; run on {@code blocking})
   */
  public static StoreOutage watch(Lobby lobby, BooleanSupplier answers, Executor blocking,
      Ticker ticker, long probeMillis) {
    return watch(lobby, answers, () -> true, blocking, ticker, probeMillis);
  }

  /**
   * Listens to the lobby's store failures from now on, on a core that leads while {@code leads}.
   *
   * @param answers whether the store answers now (blocks; run on {@code blocking})
   * @param leads whether this core holds the lease now, confirmed within a lease
   */
  public static StoreOutage watch(Lobby lobby, BooleanSupplier answers, BooleanSupplier leads,
      Executor blocking, Ticker ticker, long probeMillis) {
    StoreOutage outage = new StoreOutage(lobby, answers, leads, blocking, ticker, probeMillis);
    lobby.rooms().storeFailures().listen(outage::failed);
    return outage;
  }

  private StoreOutage(Lobby lobby, BooleanSupplier answers, BooleanSupplier leads,
      Executor blocking, Ticker ticker, long probeMillis) {
    this.lobby = lobby;
    this.answers = answers;
    this.leads = leads;
    this.blocking = blocking;
    this.ticker = ticker;
    this.probeMillis = probeMillis;
  }

  /** Whether the clocks stand still for the store now. */
  public boolean down() {
    return down;
  }

  /** A room could not store a change (on its thread): is the store down? */
  private void failed(Throwable error) {
    if (!checking.compareAndSet(false, true)) {
      return;
    }
    long at = ticker.now(); // the mover's clock runs on from the refusal: it stops from here
    run(() -> {
      boolean answered = answers.getAsBoolean();
      if (answered && leads.getAsBoolean()) {
        checking.set(false); // one change the store refused, not an outage
        return;
      }
      down = true;
      unconfirmedSaid = answered;
      if (answered) { // a deposed core's write, refused at the fence before its renewal says so
        LOG.warn("this core's lease is unconfirmed: the games' clocks stand still until a renewal"
            + " confirms it ({})", error.toString());
      } else {
        LOG.warn("the store does not answer: the games' clocks stand still until it does ({})",
            error.toString());
      }
      tellRooms(true, at);
      probeLater();
    });
  }

  private void probeLater() {
    try {
      ticker.schedule(() -> run(() -> {
        if (!answers.getAsBoolean()) {
          probeLater();
          return;
        }
        if (!leads.getAsBoolean()) { // deposed, or not renewed yet since the store came back
          if (!unconfirmedSaid) {
            unconfirmedSaid = true;
            LOG.warn("the store answers again, but this core's lease is unconfirmed: the"
                + " clocks stay stopped until a renewal confirms it");
          }
          probeLater();
          return;
        }
        down = false;
        checking.set(false);
        LOG.info("the store answers again: the games' clocks run");
        tellRooms(false, ticker.now());
      }), probeMillis);
    } catch (RejectedExecutionException e) { // the server stops: its games resume after a restart
      LOG.debug("no more store checks: the server stops", e);
    }
  }

  private void tellRooms(boolean storeDown, long at) {
    for (GameSummary game : lobby.games()) {
      GameRoom room = lobby.room(game.id());
      if (room != null) {
        room.storeOutage(storeDown, at);
      }
    }
  }

  private void run(Runnable check) {
    try {
      blocking.execute(check);
    } catch (RejectedExecutionException e) { // the server stops: its games resume after a restart
      LOG.debug("no store check: the server stops", e);
    }
  }
}
