package arbiter.net.load;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/** What the load players saw: moves and their latency, finished games, errors. */
final class LoadStats {

  final Latencies latencies = new Latencies();
  private final Window window;
  private final AtomicLong movesMeasured = new AtomicLong();
  private final AtomicLong movesTotal = new AtomicLong();
  private final AtomicLong games = new AtomicLong();
  private final AtomicLong errors = new AtomicLong();
  private final ConcurrentLinkedQueue<String> firstErrors = new ConcurrentLinkedQueue<>();
  private volatile boolean stopping;

  LoadStats(Window window) {
    this.window = window;
  }

  void moveReceived(long latencyNanos) {
    movesTotal.incrementAndGet();
    if (window.measuring()) {
      movesMeasured.incrementAndGet();
      latencies.record(latencyNanos);
    }
  }

  void gameEnded() {
    games.incrementAndGet();
  }

  void error(String what) {
    if (errors.incrementAndGet() <= 5) {
      firstErrors.add(what);
    }
  }

  void stop() {
    stopping = true;
  }

  boolean stopping() {
    return stopping || window.over();
  }

  long movesMeasured() {
    return movesMeasured.get();
  }

  long movesTotal() {
    return movesTotal.get();
  }

  long games() {
    return games.get();
  }

  long errors() {
    return errors.get();
  }

  Iterable<String> firstErrors() {
    return firstErrors;
  }
}
