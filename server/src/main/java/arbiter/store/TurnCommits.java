package arbiter.store;

import arbiter.async.LoopTurns;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Predicate;

/**
 * The journal's commits made on the event loop that recorded the events, once its turn has done
 * its work: the moves a loop read in one turn go into one commit there, and their stages
 * complete on the spot. Handing them to the writer thread and back cost two wake-ups a commit
 * (the writer's, then the loop's), each a system call and a switch of threads on both sides,
 * more than the commit itself (docs/PERFORMANCE.md, "The journal's commits on the loop"). A commit
 * holds the
 * loop for its time: SQLite's, which writes to the page cache (synchronous=NORMAL); never a
 * network database's. It never waits: what would (a connection to take, the checkpointer's lock,
 * a failure to settle) the journal hands to its writer instead.
 */
final class TurnCommits {

  /** The events one loop recorded in its current turn; its lock guards them against a close. */
  private static final class Turn {
    List<PendingEvent> events = new ArrayList<>();
  }

  private final LoopTurns turns;
  // stores a turn's events, setting each one's failure (true), or hands them to the writer (false)
  private final Predicate<List<PendingEvent>> store;
  private final Map<Executor, Turn> byLoop = new ConcurrentHashMap<>();

  TurnCommits(LoopTurns turns, Predicate<List<PendingEvent>> store) {
    this.turns = turns;
    this.store = store;
  }

  /**
   * Takes {@code pending} into its loop's commit if it was recorded on that loop, and, while the
   * writer has events of its own ({@code writerBusy}), only behind others of the loop's turn.
   */
  boolean offer(PendingEvent pending, boolean writerBusy) {
    if (pending.then == null || !turns.onLoop(pending.then)) {
      return false;
    }
    Turn turn = byLoop.computeIfAbsent(pending.then, loop -> new Turn());
    boolean first;
    synchronized (turn) {
      first = turn.events.isEmpty();
      if (first && writerBusy) {
        return false;
      }
      turn.events.add(pending);
    }
    if (first) {
      try {
        turns.afterTurn(pending.then, () -> commit(turn));
      } catch (RejectedExecutionException e) {
        commit(turn); // the loop is stopping: stored now, on its own thread still
      }
    }
    return true;
  }

  private void commit(Turn turn) {
    List<PendingEvent> events;
    synchronized (turn) {
      events = turn.events;
      if (events.isEmpty()) {
        return;
      }
      turn.events = new ArrayList<>();
    }
    if (store.test(events)) {
      events.forEach(PendingEvent::complete);
    }
  }

  /** Stores what loops recorded and have not committed: they stopped before their turn ended. */
  void drain() {
    byLoop.values().forEach(this::commit);
  }
}
