package arbiter.async;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Work an event loop may do late (a watched game's news for its spectators), run in slices behind
 * whatever the loop was given meanwhile: a thousand spectators on a loop cost it one queued task
 * at a time, not two thousand ahead of the players' replies (issue 33: 1,000 spectators of one
 * game). What a slice writes is flushed once at the slice's end ({@link #deferFlush}).
 */
public final class LoopLane {

  /** Tasks a slice runs before the loop's other work gets its turn. */
  static final int SLICE = 64;
  private static final Logger LOG = LoggerFactory.getLogger(LoopLane.class);
  private static final Map<Executor, LoopLane> LANES = new ConcurrentHashMap<>();
  /** The flushes the slice running on this thread owes, or {@code null} outside a slice. */
  private static final ThreadLocal<List<Runnable>> FLUSHES = new ThreadLocal<>();

  private final Executor loop;
  private final Queue<Runnable> waiting = new ConcurrentLinkedQueue<>();
  private final AtomicBoolean scheduled = new AtomicBoolean();
  private final Runnable slice = this::slice;

  private LoopLane(Executor loop) {
    this.loop = loop;
  }

  /** The lane of the loop (one per loop, kept while the process lives: loops are few). */
  public static LoopLane of(Executor loop) {
    return LANES.computeIfAbsent(loop, LoopLane::new);
  }

  /** Queues the task; it runs on the loop, after the tasks queued before it on this lane. */
  public void submit(Runnable task) {
    waiting.add(task);
    if (scheduled.compareAndSet(false, true)) {
      loop.execute(slice);
    }
  }

  /**
   * Called on a loop: when a slice runs, the flush waits for the slice's end (one flush a
   * connection however many of its tasks wrote) and {@code true} is returned; else {@code false}.
   */
  public static boolean deferFlush(Runnable flush) {
    List<Runnable> flushes = FLUSHES.get();
    if (flushes == null) {
      return false;
    }
    flushes.add(flush);
    return true;
  }

  private void slice() {
    List<Runnable> flushes = new ArrayList<>();
    FLUSHES.set(flushes);
    try {
      Runnable task;
      for (int run = 0; run < SLICE && (task = waiting.poll()) != null; run++) {
        try {
          task.run();
        } catch (RuntimeException e) {
          LOG.error("a late task failed", e);
        }
      }
    } finally {
      FLUSHES.remove();
    }
    flushes.forEach(Runnable::run);
    scheduled.set(false);
    if (!waiting.isEmpty() && scheduled.compareAndSet(false, true)) {
      loop.execute(slice); // behind what the loop was given meanwhile
    }
  }
}
