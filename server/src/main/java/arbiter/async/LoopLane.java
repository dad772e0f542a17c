package arbiter.async;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Work an event loop may do late (a watched game's news for its spectators), run in slices, each
 * after the loop has read its sockets again and after a pause as long as the slice before it took
 * (issue 33: 1,000 spectators of one game). A Netty loop runs every task it holds before it reads
 * again: slices queued as tasks kept the players' moves unread, and both cores busy, until the
 * last spectator was written. Paced so, a thousand spectators' news takes at most half of a loop's
 * time and reaches them over a few milliseconds, and a player's move waits for one slice at most.
 * What a slice writes is flushed once at the slice's end ({@link #deferFlush}).
 */
public final class LoopLane {

  /** Tasks a slice runs before the loop's other work gets its turn. */
  static final int SLICE = 64;
  /**
   * Waiting tasks beyond which slices follow each other without pauses: the lane never falls
   * behind for good (and each connection's output limit bounds what one slow reader holds).
   */
  static final int BACKLOG = 32 * SLICE;
  private static final Logger LOG = LoggerFactory.getLogger(LoopLane.class);
  private static final Map<Executor, LoopLane> LANES = new ConcurrentHashMap<>();
  /** The flushes the slice running on this thread owes, or {@code null} outside a slice. */
  private static final ThreadLocal<List<Runnable>> FLUSHES = new ThreadLocal<>();

  /** Runs a task on the loop after its next look at its sockets, and after a pause. */
  interface Later {
    void run(Runnable task, long pauseNanos);
  }

  private final Executor loop;
  private final Later later;
  private final LongSupplier nanoTime;
  private final Queue<Runnable> waiting = new ConcurrentLinkedQueue<>();
  /** How many tasks wait: {@link Queue#size()} would count them one by one. */
  private final AtomicInteger backlog = new AtomicInteger();
  private final AtomicBoolean scheduled = new AtomicBoolean();
  private final Runnable slice = this::slice;

  LoopLane(Executor loop, Later later, LongSupplier nanoTime) {
    this.loop = loop;
    this.later = later;
    this.nanoTime = nanoTime;
  }

  /** The lane of the loop (one per loop, kept while the process lives: loops are few). */
  public static LoopLane of(Executor loop) {
    return LANES.computeIfAbsent(loop, key -> new LoopLane(key, later(key), System::nanoTime));
  }

  /**
   * A task scheduled on a Netty loop (which is a {@link ScheduledExecutorService}) is taken only
   * on the loop's next turn, after its reads, however short the pause; another executor runs it
   * when it can.
   */
  private static Later later(Executor loop) {
    if (loop instanceof ScheduledExecutorService timed) {
      return (task, pauseNanos) -> timed.schedule(task, pauseNanos, TimeUnit.NANOSECONDS);
    }
    return (task, pauseNanos) -> loop.execute(task);
  }

  /** Queues the task; it runs on the loop, after the tasks queued before it on this lane. */
  public void submit(Runnable task) {
    waiting.add(task);
    backlog.incrementAndGet();
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
    long start = nanoTime.getAsLong();
    List<Runnable> flushes = new ArrayList<>();
    FLUSHES.set(flushes);
    int ran = 0;
    try {
      Runnable task;
      for (; ran < SLICE && (task = waiting.poll()) != null; ran++) {
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
    backlog.addAndGet(-ran);
    scheduled.set(false);
    int left = backlog.get(); // read after the flag: a task queued meanwhile is never left behind
    if (left > 0 && scheduled.compareAndSet(false, true)) {
      later.run(slice, left > BACKLOG ? 0 : nanoTime.getAsLong() - start);
    }
  }
}
