package arbiter.async;

import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.FastThreadLocal;
import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Runs asynchronous tasks strictly one after another on a serial executor: a task starts only
 * once the stage returned by the one before it has completed. This confines the state the tasks
 * touch to the executor's thread even when a task waits for another thread (the store, a room).
 *
 * <p>With a direct executor ({@code Runnable::run}) and tasks that complete at once, everything
 * runs on the caller's thread, in order; a task submitted from inside a task runs after it.
 *
 * <p>A task's stage that completes on the executor's own thread (a move stored at the end of its
 * event loop's turn) lets the chain go on there at once: a task queued on the executor to go on
 * would be a hand-off of the loop to itself, three a move (docs/PERFORMANCE.md, "The JIT's tail").
 *
 * <p>On an event loop, a task submitted on the loop's own thread from outside every chain's work (a
 * line just read) is queued here at once, and run at once when the chain is idle, when no task
 * submitted from elsewhere is still on its way through the executor (it keeps its place before):
 * each move read went through the loop's task queue for its session's chain (README, "The move
 * path"). What a chain's task or its going on submits still goes through the executor, so it runs
 * after what submitted it, as it always did (a room's news after the answer of the command that
 * made it).
 */
public final class TaskChain {

  /** How deep this thread is in chains' work (a task, or a chain going on after its stage). */
  private static final FastThreadLocal<int[]> DEPTH = new FastThreadLocal<>() {
    @Override
    protected int[] initialValue() {
      return new int[1];
    }
  };

  private final Executor executor;
  /** Whether the caller is on the executor's thread; {@code null}: every submit is handed over. */
  private final BooleanSupplier onLoop;
  /** Tasks handed to the executor and not yet queued here: a submit here waits behind them. */
  private final AtomicInteger onTheirWay = new AtomicInteger();
  // confined to the executor's thread
  private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
  private boolean busy;
  /** Whether {@link #start} is registering on its task's stage: one completing meanwhile hops. */
  private boolean starting;
  /** The thread the executor ran this chain's last task on; a serial executor's own is one. */
  private volatile Thread runner;

  public TaskChain(Executor executor) {
    this(executor, ownThread(executor));
  }

  /** How a Netty loop tells its own thread; {@code null} for any other executor. */
  private static BooleanSupplier ownThread(Executor executor) {
    if (executor instanceof EventExecutor loop) {
      return loop::inEventLoop;
    }
    return null;
  }

  /** A chain on {@code executor}, whose own thread {@code onLoop} tells apart. */
  TaskChain(Executor executor, BooleanSupplier onLoop) {
    this.executor = executor;
    this.onLoop = onLoop;
  }

  /** The executor the tasks run on. */
  public Executor executor() {
    return executor;
  }

  /** Queues the task; the returned stage completes, on the executor, when the task's stage does. */
  public <T> CompletableFuture<T> submit(Supplier<? extends CompletionStage<T>> task) {
    CompletableFuture<T> result = new CompletableFuture<>();
    if (onLoop != null && onTheirWay.get() == 0 && onLoop.getAsBoolean()) {
      int[] depth = DEPTH.get();
      if (depth[0] == 0) {
        depth[0]++;
        try {
          here(task, result);
        } finally {
          depth[0]--;
        }
        return result;
      }
    }
    onTheirWay.incrementAndGet();
    try {
      executor.execute(
          () -> {
            onTheirWay.decrementAndGet();
            ranOnThisThread();
            queue.add(() -> start(task, result));
            pump();
          });
    } catch (RuntimeException refused) { // a loop shutting down: nothing is on its way
      onTheirWay.decrementAndGet();
      throw refused;
    }
    return result;
  }

  /** On the executor's thread: runs the task at once when idle, else queues it behind the others. */
  private <T> void here(Supplier<? extends CompletionStage<T>> task, CompletableFuture<T> result) {
    ranOnThisThread();
    if (!busy && queue.isEmpty()) {
      busy = true;
      start(task, result);
    } else {
      queue.add(() -> start(task, result));
    }
    pump();
  }

  /** Queues a task that completes as soon as it has run. */
  public CompletableFuture<Void> submit(Runnable task) {
    return submit(
        () -> {
          task.run();
          return CompletableFuture.completedFuture(null);
        });
  }

  /**
   * Called on the executor's thread: queues the task as {@link #submit(Runnable)} does, without
   * the hop through the executor. When no task runs or waits it runs at once, without a stage
   * (a spectator's news, a thousand times a move), and what it throws reaches the caller.
   */
  public void submitHere(Runnable task) {
    ranOnThisThread();
    if (!busy && queue.isEmpty()) {
      busy = true; // what the task submits runs after it
      int[] depth = DEPTH.get();
      depth[0]++;
      try {
        task.run();
      } finally {
        busy = false;
        try {
          pump(); // what it submitted, even when it threw
        } finally {
          depth[0]--;
        }
      }
      return;
    }
    queue.add(() -> start(() -> {
      task.run();
      return CompletableFuture.completedFuture(null);
    }, new CompletableFuture<Void>()));
    pump();
  }

  private void pump() {
    if (busy || queue.isEmpty()) {
      return;
    }
    int[] depth = DEPTH.get();
    depth[0]++;
    try {
      Runnable next;
      while (!busy && (next = queue.poll()) != null) {
        busy = true;
        next.run();
      }
    } finally {
      depth[0]--;
    }
  }

  private <T> void start(Supplier<? extends CompletionStage<T>> task, CompletableFuture<T> result) {
    CompletableFuture<T> stage = started(task);
    if (stage.isDone()) {
      busy = false;
      relay(stage, result);
      return;
    }
    starting = true;
    try {
      stage.whenComplete((value, error) -> {
        if (onExecutor()) {
          goOn(stage, result);
        } else {
          executor.execute(() -> goOn(stage, result));
        }
      });
    } finally {
      starting = false;
    }
  }

  /**
   * Whether the calling thread is the executor's, outside {@link #start}: there the chain may go
   * on at once ({@link #starting} is the executor thread's own field, read only when on it).
   */
  private boolean onExecutor() {
    return Thread.currentThread() == runner && !starting;
  }

  /** Notes the executor's thread (written once on a loop: a volatile write is a fence). */
  private void ranOnThisThread() {
    Thread current = Thread.currentThread();
    if (runner != current) {
      runner = current;
    }
  }

  /** The task's stage has completed: its result is relayed, and the next task starts. */
  private <T> void goOn(CompletableFuture<T> stage, CompletableFuture<T> result) {
    ranOnThisThread();
    busy = false;
    int[] depth = DEPTH.get();
    depth[0]++;
    try {
      relay(stage, result);
      pump();
    } finally {
      depth[0]--;
    }
  }

  /**
   * {@code stage}, completing on the executor: at once when it is done or completes on the
   * executor's thread, else by a task queued there.
   */
  public <T> CompletionStage<T> back(CompletionStage<T> stage) {
    CompletableFuture<T> future = stage.toCompletableFuture();
    if (future.isDone()) {
      return future;
    }
    CompletableFuture<T> back = new CompletableFuture<>();
    future.whenComplete((value, error) -> {
      if (Thread.currentThread() == runner) {
        relayWithin(future, back);
      } else {
        executor.execute(() -> relayWithin(future, back));
      }
    });
    return back;
  }

  /** Relays as the chain's own work: what the stage's followers submit waits its turn. */
  private static <T> void relayWithin(CompletableFuture<T> from, CompletableFuture<T> to) {
    int[] depth = DEPTH.get();
    depth[0]++;
    try {
      relay(from, to);
    } finally {
      depth[0]--;
    }
  }

  private static <T> CompletableFuture<T> started(Supplier<? extends CompletionStage<T>> task) {
    try {
      return task.get().toCompletableFuture();
    } catch (RuntimeException | Error e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  private static <T> void relay(CompletableFuture<T> from, CompletableFuture<T> to) {
    try {
      to.complete(from.join());
    } catch (RuntimeException e) {
      to.completeExceptionally(e.getCause() != null ? e.getCause() : e);
    }
  }
}
