package arbiter.store;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A journal with one writer thread that stores the events of all games in one transaction (group
 * commit): an event that comes to an idle writer is committed at once, and under load a commit
 * begins at most once every {@code lingerMicros} since the one before began ({@link CommitPace}),
 * with everything queued meanwhile, so a busy server makes a commit every two milliseconds, not
 * one a move; while events keep coming the writer waits out the linger unwoken, so the rooms
 * recording meanwhile do not wake it. A move waits at most the linger and one commit; its stage
 * completes only once the transaction that holds it has committed, on the executor it was
 * recorded for: one task for each executor a commit (a room's event loop is woken once for all
 * its moves the commit holds, not once a move).
 */
public final class BatchingJournal implements Journal {

  private static final Logger LOG = LoggerFactory.getLogger(BatchingJournal.class);
  private static final int MAX_BATCH = 2048;
  /** How long the writer keeps its connection with nothing to write. */
  private static final long KEEP_NANOS = 50_000_000;
  /**
   * The default least time between the beginnings of two commits: none, a commit begins as soon
   * as the one before ends (what came meanwhile goes into it), for a p99 within the goal.
   */
  public static final long LINGER_MICROS = 0;

  /** An event waiting to be stored; its stage completes on {@code then} (null: on the writer). */
  private static final class Pending {
    final GameEvent event;
    final CompletableFuture<Void> stored = new CompletableFuture<>();
    final Executor then;
    /** Why it could not be stored; the writer's until the stage completes. */
    RuntimeException failure;

    Pending(GameEvent event, Executor then) {
      this.event = event;
      this.then = then;
    }

    void complete() {
      if (failure == null) {
        stored.complete(null);
      } else {
        stored.completeExceptionally(failure);
      }
    }
  }

  private static final Pending STOP = new Pending(null, null);

  // the writer thread's alone: it keeps its connection and statements while the writes come
  private final GameArchive.Writer archive;
  private final FaultLog faults = new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);
  // rooms record from their event loops: a LinkedTransferQueue adds without a lock, where a
  // LinkedBlockingQueue made a loop wait for the lock the writer holds while it drains a batch
  private final BlockingQueue<Pending> queue = new LinkedTransferQueue<>();
  private final Thread writer;
  private final CommitPace pace; // the writer's
  private volatile boolean closed;

  public BatchingJournal(GameArchive archive) {
    this(archive, LINGER_MICROS);
  }

  /**
   * A journal whose commits begin at least {@code lingerMicros} apart (0: at once, the events that
   * come during a commit going into the next).
   */
  public BatchingJournal(GameArchive archive, long lingerMicros) {
    this.archive = archive.writer();
    this.pace = new CommitPace(lingerMicros * 1000);
    this.writer = new Thread(this::run, "journal-writer");
    writer.setDaemon(true);
    writer.start();
  }

  @Override
  public CompletionStage<Void> record(GameEvent event) {
    return record(event, null);
  }

  @Override
  public CompletionStage<Void> record(GameEvent event, Executor then) {
    Pending pending = new Pending(event, then);
    if (closed) {
      pending.stored.completeExceptionally(new IllegalStateException("journal closed"));
    } else {
      queue.add(pending);
    }
    return pending.stored;
  }

  private void run() {
    List<Pending> batch = new ArrayList<>();
    boolean busy = false; // whether the last commit stored anything
    boolean stop = false;
    while (!stop) {
      if (busy && queue.isEmpty()) {
        // under load the next events come within the linger: the writer waits for them on its
        // own, so a room that records need not wake it (a system call and a switch of threads on
        // the room's loop)
        sleep(pace.waitNanos(System.nanoTime()));
      }
      if (queue.isEmpty()) {
        try {
          Pending first = queue.poll(KEEP_NANOS, TimeUnit.NANOSECONDS); // the first event wakes it
          if (first == null) {
            letGo(); // idle: the connection goes back to the pool while nothing comes
            first = queue.take();
          }
          batch.add(first);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
      if (!batch.contains(STOP)) {
        sleep(pace.waitNanos(System.nanoTime()));
      }
      queue.drainTo(batch, MAX_BATCH - batch.size());
      if (batch.remove(STOP)) {
        stop = true;
        queue.drainTo(batch);
        batch.remove(STOP);
      }
      pace.began(System.nanoTime());
      busy = !batch.isEmpty();
      store(batch);
      release(batch);
      batch.clear();
    }
    letGo();
  }

  private void letGo() {
    try {
      archive.close();
    } catch (RuntimeException e) {
      faults.failed("cannot return the journal's connection", e);
    }
  }

  /** Sleeps {@code nanos} (not in a poll: a waiting taker is woken by every event added). */
  private static void sleep(long nanos) {
    long deadline = System.nanoTime() + nanos;
    long left = nanos;
    while (left > 0) {
      LockSupport.parkNanos(left);
      if (Thread.interrupted()) {
        Thread.currentThread().interrupt();
        return;
      }
      left = deadline - System.nanoTime();
    }
  }

  private void store(List<Pending> batch) {
    if (batch.isEmpty()) {
      return;
    }
    List<GameEvent> events = new ArrayList<>(batch.size());
    for (Pending pending : batch) {
      events.add(pending.event);
    }
    try {
      archive.write(events);
    } catch (RuntimeException batchFailure) {
      if (batchFailure instanceof StoreException failure && failure.unreachable()) {
        // the database is down, not one event bad: each alone would wait as long again
        faults.failed("cannot store " + batch.size() + " event(s)", failure);
        batch.forEach(pending -> pending.failure = failure);
        return;
      }
      // one bad event must not lose the others: store them one by one
      for (Pending pending : batch) {
        try {
          archive.write(List.of(pending.event));
        } catch (RuntimeException e) {
          faults.failed("cannot store " + pending.event, e);
          pending.failure = e;
        }
      }
    }
  }

  /**
   * Completes the stored batch's stages: those without an executor here, the others in one task
   * for each executor, in the order they were recorded. There are few executors (the event
   * loops), so a list is searched rather than a map kept.
   */
  private void release(List<Pending> batch) {
    List<List<Pending>> byExecutor = new ArrayList<>(2);
    for (Pending pending : batch) {
      if (pending.then == null) {
        pending.complete();
        continue;
      }
      List<Pending> group = null;
      for (List<Pending> candidate : byExecutor) {
        if (candidate.get(0).then == pending.then) {
          group = candidate;
          break;
        }
      }
      if (group == null) {
        group = new ArrayList<>();
        byExecutor.add(group);
      }
      group.add(pending);
    }
    for (List<Pending> group : byExecutor) {
      try {
        group.get(0).then.execute(() -> group.forEach(Pending::complete));
      } catch (RejectedExecutionException e) {
        // the loop has stopped (the server is closing): nothing runs there any more, and the
        // stages must still complete, so whoever waits on them is not left waiting
        faults.failed("cannot hand stored events back to their loop", e);
        group.forEach(Pending::complete);
      }
    }
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    queue.add(STOP);
    try {
      writer.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
