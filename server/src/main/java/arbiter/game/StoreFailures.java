package arbiter.game;

import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where the rooms report each change they could not store: the server's outage watch listens, to
 * find out whether its store is down (and then stop the clocks). Reports come from the rooms'
 * threads, on the failure's path only; the move's own path never comes here. The failures are
 * logged here, for every room together: an outage fails the changes of every running game.
 */
public final class StoreFailures {

  private static final Logger LOG = LoggerFactory.getLogger(StoreFailures.class);

  private final FaultLog faults = new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);
  private volatile Consumer<Throwable> listener = error -> { };

  /** {@code heard} is told of every failure from now on (one listener: the last set). */
  public void listen(Consumer<Throwable> heard) {
    listener = heard;
  }

  /** A room could not store a change ({@code what}, for the log): {@code error} says why. */
  void failed(String what, Throwable error) {
    faults.failed(what, error);
    listener.accept(error);
  }
}
