package arbiter.client.net;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The requests sent and not yet answered, oldest first. The server answers requests in order, one
 * answer each, so the next answer belongs to the oldest request: that is how a client tells the
 * {@code state} answering a {@code replay} from a live game's state.
 */
public final class AnswerQueue {

  private final Deque<Request> sent = new ArrayDeque<>();

  /** Notes a request about to be sent (before it goes out: its answer may come at once). */
  public synchronized void sending(Request request) {
    sent.addLast(request);
  }

  /** The request could not be sent after all: no answer will come. */
  public synchronized void unsent(Request request) {
    sent.removeLastOccurrence(request);
    notifyAll();
  }

  /**
   * The request this event answers, still on the queue (take it off with {@link #answered} once
   * the answer is shown); null when it answers none.
   */
  public synchronized Request answering(Event event) {
    Request oldest = sent.peekFirst();
    return oldest != null && answers(event, oldest) ? oldest : null;
  }

  /** The oldest request has its answer shown: off the queue. */
  public synchronized void answered() {
    sent.pollFirst();
    notifyAll();
  }

  /** The connection dropped: what was in flight will not be answered. */
  public synchronized void clear() {
    sent.clear();
    notifyAll();
  }

  public synchronized boolean isEmpty() {
    return sent.isEmpty();
  }

  /** Waits until every request sent has its answer, or the time is up. */
  public synchronized void await(long millis) throws InterruptedException {
    long deadline = System.currentTimeMillis() + millis;
    while (!sent.isEmpty() && System.currentTimeMillis() < deadline) {
      wait(Math.max(1, deadline - System.currentTimeMillis()));
    }
  }

  private static boolean answers(Event event, Request oldest) {
    if (event instanceof Event.State state) {
      // states also arrive unasked, after every move of a game one plays or watches
      // a replay's position, or the whole state a client asked for again (resync)
      return oldest instanceof Request.Replay replay && replay.game() == state.state().game()
          || oldest instanceof Request.Resync resync && resync.game() == state.state().game();
    }
    return event instanceof Event.Ok || event instanceof Event.Error || event instanceof Event.Who
        || event instanceof Event.Games || event instanceof Event.Scoreboard
        || event instanceof Event.Tournament || event instanceof Event.History
        || event instanceof Event.Export || event instanceof Event.Ratings
        || event instanceof Event.Finger || event instanceof Event.Analysis
        || event instanceof Event.Simul || event instanceof Event.Simuls
        || event instanceof Event.SimulAudit;
  }
}
