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
 * A journal with one writer thread that stores whatever has queued up in one transaction (group
 * commit): thousands of moves a second cost a few commits, and a move waits at most one commit.
 */
public final class BatchingJournal implements Journal {

  private static final Logger LOG = LoggerFactory.getLogger(BatchingJournal.class);
  private static final int MAX_BATCH = 2048;

  private record Pending(GameEvent event, CompletableFuture<Void> stored) {}

  private static final Pending STOP = new Pending(null, null);

  private final GameArchive archive;
  // rooms record from their event loops: a LinkedTransferQueue adds without a lock, where a
  // LinkedBlockingQueue made a loop wait for the lock the writer holds while it drains a batch
  private final BlockingQueue<Pending> queue = new LinkedTransferQueue<>();
  private final Thread writer;
  private volatile boolean closed;

  public BatchingJournal(GameArchive archive) {
    this.archive = archive;
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
      queue.add(new Pending(event, stored));
    }
    return stored;
  }

  private void run() {
    List<Pending> batch = new ArrayList<>();
    boolean stop = false;
    while (!stop) {
      try {
        batch.add(queue.take());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      queue.drainTo(batch, MAX_BATCH - 1);
      if (batch.remove(STOP)) {
        stop = true;
        queue.drainTo(batch);
        batch.remove(STOP);
      }
      store(batch);
      batch.clear();
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
          LOG.error("cannot store {}", pending.event, e);
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
