package arbiter.store;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedTransferQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A journal with one writer thread that stores the events of all games in one transaction (group
 * commit) every {@code lingerMicros} or so: when an event comes, the writer waits that long for
 * others before it commits them all, so a busy server makes a commit a millisecond, not one a
 * move, and the rooms recording meanwhile do not wake it; while events keep coming the writer
 * collects them every linger unwoken. A move waits at most the linger and one commit; its stage
 * completes only once the transaction that holds it has committed.
 */
public final class BatchingJournal implements Journal {

  private static final Logger LOG = LoggerFactory.getLogger(BatchingJournal.class);
  private static final int MAX_BATCH = 2048;
  /** The default wait for more events before a commit. */
  public static final long LINGER_MICROS = 2000;

  /** An event waiting to be stored, since {@code queuedNanos}. */
  private record Pending(GameEvent event, CompletableFuture<Void> stored, long queuedNanos) {}

  private static final Pending STOP = new Pending(null, null, 0);

  // the writer thread's alone: it keeps its connection and statements while the writes come
  private final GameArchive.Writer archive;
  private final FaultLog faults = new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);
  // rooms record from their event loops: a LinkedTransferQueue adds without a lock, where a
  // LinkedBlockingQueue made a loop wait for the lock the writer holds while it drains a batch
  private final BlockingQueue<Pending> queue = new LinkedTransferQueue<>();
  private final Thread writer;
  private final long lingerNanos;
  private volatile boolean closed;

  public BatchingJournal(GameArchive archive) {
    this(archive, LINGER_MICROS);
  }

  /** A journal that waits {@code lingerMicros} after an event for more (0: commits at once). */
  public BatchingJournal(GameArchive archive, long lingerMicros) {
    this.archive = archive.writer();
    this.lingerNanos = lingerMicros * 1000;
    this.writer = new Thread(this::run, "journal-writer");
    writer.setDaemon(true);
    writer.start();
  }

  @Override
  public CompletionStage<Void> record(GameEvent event) {
    CompletableFuture<Void> stored = new CompletableFuture<>();
    if (closed) {
      stored.completeExceptionally(new IllegalStateException("journal closed"));
    } else {
      queue.add(new Pending(event, stored, System.nanoTime()));
    }
    return stored;
  }

  private void run() {
    List<Pending> batch = new ArrayList<>();
    boolean busy = false; // whether the last turn stored anything
    boolean stop = false;
    while (!stop) {
      Pending first = queue.peek();
      boolean lingered = false;
      if (first == null && busy && lingerNanos > 0) {
        // under load the next events come within a linger: the writer waits for them on its own,
        // so a room that records need not wake it (a system call and a switch of threads on the
        // room's loop), and what came meanwhile has lingered enough
        linger(System.nanoTime());
        first = queue.peek();
        lingered = true;
      }
      if (first == null) {
        letGo(); // idle: the connection goes back to the pool while nothing comes
        try {
          first = queue.take(); // idle: the first event wakes the writer
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
        batch.add(first);
        lingered = false;
      }
      if (!lingered && first != STOP) {
        linger(first.queuedNanos());
      }
      queue.drainTo(batch, MAX_BATCH - batch.size());
      if (batch.remove(STOP)) {
        stop = true;
        queue.drainTo(batch);
        batch.remove(STOP);
      }
      busy = !batch.isEmpty();
      store(batch);
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

  /**
   * Sleeps out what is left of the linger since {@code sinceNanos} (not in a poll: a waiting taker
   * is woken by every event added). An event that waited through the last commit has lingered
   * enough: under load the commits follow each other without a pause.
   */
  private void linger(long sinceNanos) {
    if (lingerNanos <= 0) {
      return;
    }
    long deadline = sinceNanos + lingerNanos;
    long left;
    while ((left = deadline - System.nanoTime()) > 0) {
      java.util.concurrent.locks.LockSupport.parkNanos(this, left);
      if (Thread.interrupted()) {
        Thread.currentThread().interrupt();
        return;
      }
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
      batch.forEach(pending -> pending.stored.complete(null));
    } catch (RuntimeException batchFailure) {
      // one bad event must not lose the others: store them one by one
      for (Pending pending : batch) {
        try {
          archive.write(List.of(pending.event));
          pending.stored.complete(null);
        } catch (RuntimeException e) {
          faults.failed("cannot store " + pending.event, e);
          pending.stored.completeExceptionally(e);
        }
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
