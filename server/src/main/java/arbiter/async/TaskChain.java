package arbiter.async;

import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
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
 * would be a hand-off of the loop to itself, three a move (README, "The JIT's tail").
 */
public final class TaskChain {

  private final Executor executor;
  // confined to the executor's thread
  private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
  private boolean busy;
  /** Whether {@link #start} is registering on its task's stage: one completing meanwhile hops. */
  private boolean starting;
  /** The thread the executor ran this chain's last task on; a serial executor's own is one. */
  private volatile Thread runner;

  public TaskChain(Executor executor) {
    this.executor = executor;
  }

  /** The executor the tasks run on. */
  public Executor executor() {
    return executor;
  }

  /** Queues the task; the returned stage completes, on the executor, when the task's stage does. */
  public <T> CompletableFuture<T> submit(Supplier<? extends CompletionStage<T>> task) {
    CompletableFuture<T> result = new CompletableFuture<>();
    executor.execute(
        () -> {
          ranOnThisThread();
          queue.add(() -> start(task, result));
          pump();
        });
    return result;
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
      try {
        task.run();
      } finally {
        busy = false;
        pump(); // what it submitted, even when it threw
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
    Runnable next;
    while (!busy && (next = queue.poll()) != null) {
      busy = true;
      next.run();
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
    relay(stage, result);
    pump();
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
        relay(future, back);
      } else {
        executor.execute(() -> relay(future, back));
      }
    });
    return back;
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
