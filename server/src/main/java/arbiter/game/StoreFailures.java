package arbiter.game;

import java.util.function.Consumer;

/**
 * Where the rooms report each change they could not store: the server's outage watch listens, to
 * find out whether its store is down (and then stop the clocks). Reports come from the rooms'
 * threads, on the failure's path only; the move's own path never comes here.
 */
public final class StoreFailures {

  private volatile Consumer<Throwable> listener = error -> { };

  /** {@code heard} is told of every failure from now on (one listener: the last set). */
  public void listen(Consumer<Throwable> heard) {
    listener = heard;
  }

  /** A room could not store a change: {@code error} says why. */
  void failed(Throwable error) {
    listener.accept(error);
  }
}
