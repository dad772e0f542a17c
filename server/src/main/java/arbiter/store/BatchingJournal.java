package arbiter.store;

import arbiter.async.LoopTurns;
import arbiter.game.FaultLog;
import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
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
 *
 * <p>With no linger and {@link LoopTurns}, an event recorded on its own executor's event loop is
 * not handed to the writer: the loop commits it itself at the end of its turn ({@link
 * TurnCommits}); while events handed to the writer before them are not stored yet, a turn's
 * events go to the writer too, behind them, and so they do while commits on the loops are slow
 * ({@link StallGuard}). One lock keeps the commits one at a time.
 */
public final class BatchingJournal implements Journal {

  private static final Logger LOG = LoggerFactory.getLogger(BatchingJournal.class);
  private static final int MAX_BATCH = 2048;
  /** How long the writer keeps its connection with nothing to write. */
  private static final long KEEP_NANOS = 50_000_000;
  /**
   * How often the writer looks whether the loops still commit, to let the connection go once
   * they stop, and to store the moves they logged ({@link MoveLogWriter}): every 50 ms woke it
   * 20 times a second for nothing under play (issue 25).
   */
  private static final long LOOPS_LOOK_NANOS = 1_000_000_000;
  /**
   * The default least time between the beginnings of two commits: none, a commit begins as soon
   * as the one before ends (what came meanwhile goes into it), for a p99 within the goal.
   */
  public static final long LINGER_MICROS = 0;
  /**
   * The default bound of a commit on an event loop, two over which within a second make the
   * writer take the loops' commits over ({@code journal.loop.stall.millis}, {@link StallGuard}):
   * a commit there takes 20-50 us, so 20 ms is a disk that stalls (writeback throttled), and a
   * loop held 20 ms is a pause a player hardly notices.
   */
  public static final long STALL_MILLIS = 20;

  private static final PendingEvent STOP = new PendingEvent(null, null);

  // the writer thread's alone: it keeps its connection and statements while the writes come
  private final GameArchive.Writer archive;
  private final FaultLog faults = new FaultLog(LOG, () -> System.nanoTime() / 1_000_000);
  // rooms record from their event loops: a LinkedTransferQueue adds without a lock, where a
  // LinkedBlockingQueue made a loop wait for the lock the writer holds while it drains a batch
  private final BlockingQueue<PendingEvent> queue = new LinkedTransferQueue<>();
  private final Thread writer;
  private final CommitPace pace; // the writer's
  // one commit at a time: the writer's or a loop's; it guards the archive's writer
  private final ReentrantLock commits = new ReentrantLock();
  private final TurnCommits onLoops; // null: every event goes to the writer
  private final StallGuard stalls; // under the lock, but for its loops' flag
  private final LongSupplier nanos; // the stall guard's clock
  // events handed to the writer and not stored yet: a loop's event waits behind them
  private final AtomicInteger withWriter = new AtomicInteger();
  private volatile long lastCommit = System.nanoTime();
  private volatile boolean closed;
  private volatile boolean writerGone; // closed: the closing thread stores what is left

  public BatchingJournal(GameArchive archive) {
    this(archive, LINGER_MICROS);
  }

  /**
   * A journal whose commits begin at least {@code lingerMicros} apart (0: at once, the events that
   * come during a commit going into the next).
   */
  public BatchingJournal(GameArchive archive, long lingerMicros) {
    this(archive, lingerMicros, LoopTurns.NONE);
  }

  /**
   * A journal as above whose events recorded on their own event loop are committed there at the
   * end of the loop's turn when {@code lingerMicros} is 0 ({@link TurnCommits}).
   */
  public BatchingJournal(GameArchive archive, long lingerMicros, LoopTurns turns) {
    this(archive, lingerMicros, turns, STALL_MILLIS);
  }

  /**
   * A journal as above whose loops hand their commits to the writer once two of theirs within a
   * second took longer than {@code stallMillis} (0: whatever they take), until the writer's are
   * fast again ({@link StallGuard}).
   */
  public BatchingJournal(GameArchive archive, long lingerMicros, LoopTurns turns,
      long stallMillis) {
    this(archive.writer(), lingerMicros, turns, stallMillis);
  }

  /** A journal as above that writes with {@code writer} ({@link JdbcStore#journalWriter}). */
  public BatchingJournal(GameArchive.Writer writer, long lingerMicros, LoopTurns turns,
      long stallMillis) {
    // the wall clock, not the Ticker: the guard times this disk's commits (20-50 us), the loops'
    // own time that no game's clock is charged; the Ticker's milliseconds cannot resolve them
    this(writer, lingerMicros, turns, new StallGuard(stallMillis), System::nanoTime);
  }

  /** A journal as above whose stall guard reads the time from {@code nanos}. */
  BatchingJournal(GameArchive archive, long lingerMicros, LoopTurns turns, StallGuard stalls,
      LongSupplier nanos) {
    this(archive.writer(), lingerMicros, turns, stalls, nanos);
  }

  private BatchingJournal(GameArchive.Writer archive, long lingerMicros, LoopTurns turns,
      StallGuard stalls, LongSupplier nanos) {
    this.stalls = stalls;
    this.nanos = nanos;
    this.archive = archive;
    this.onLoops = lingerMicros == 0 && turns != LoopTurns.NONE
        ? new TurnCommits(turns, this::storeOnLoop) : null;
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
    PendingEvent pending = new PendingEvent(event, then);
    if (closed) {
      pending.stored.completeExceptionally(new IllegalStateException("journal closed"));
    } else if (onLoops == null || !onLoops.offer(pending, withWriter.get() > 0)) {
      toWriter(List.of(pending));
    }
    return pending.stored;
  }

  private void toWriter(List<PendingEvent> events) {
    withWriter.addAndGet(events.size());
    queue.addAll(events);
  }

  /**
   * Stores a loop's turn there if nothing has to be waited for (the writer's events before it,
   * its commit, a connection, a lock), or hands it to the writer (false): the writer waits,
   * retries and settles failures, the loop never.
   */
  private boolean storeOnLoop(List<PendingEvent> events) {
    if (writerGone) { // closing: the loops have stopped
      store(events);
      return true;
    }
    if (stalls.loopsMayCommit() && withWriter.get() == 0 && commits.tryLock()) {
      try {
        if (withWriter.get() == 0) {
          long began = nanos.getAsLong();
          boolean stored = archive.tryWrite(eventsOf(events));
          long ended = nanos.getAsLong();
          stalls.loopCommitted(ended - began, ended); // measured failed or not: the loop waited
          if (stored) {
            lastCommit = System.nanoTime();
            return true;
          }
        }
      } finally {
        commits.unlock();
      }
    }
    toWriter(events);
    return false;
  }

  private static List<GameEvent> eventsOf(List<PendingEvent> batch) {
    List<GameEvent> events = new ArrayList<>(batch.size());
    for (PendingEvent pending : batch) {
      events.add(pending.event);
    }
    return events;
  }

  private void run() {
    List<PendingEvent> batch = new ArrayList<>();
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
          // the first event wakes it
          PendingEvent first = queue.poll(KEEP_NANOS, TimeUnit.NANOSECONDS);
          while (first == null && System.nanoTime() - lastCommit < KEEP_NANOS) {
            first = queue.poll(LOOPS_LOOK_NANOS, TimeUnit.NANOSECONDS); // the loops commit
            if (first == null) {
              flush();
            }
          }
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
      withWriter.addAndGet(-batch.size());
      release(batch);
      batch.clear();
    }
    letGo();
  }

  /** Stores what the writer wrote aside while the loops commit ({@link MoveLogWriter}). */
  private void flush() {
    commits.lock();
    try {
      archive.flush();
    } catch (RuntimeException e) {
      faults.failed("cannot store the logged moves", e);
    } finally {
      commits.unlock();
    }
  }

  private void letGo() {
    commits.lock();
    try {
      archive.close();
    } catch (RuntimeException e) {
      faults.failed("cannot return the journal's connection", e);
    } finally {
      commits.unlock();
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

  /** Writes {@code batch} in one commit (the writer's or a loop's), one by one if that fails. */
  private void store(List<PendingEvent> batch) {
    if (batch.isEmpty()) {
      return;
    }
    commits.lock();
    try {
      long began = nanos.getAsLong();
      write(batch);
      long ended = nanos.getAsLong();
      lastCommit = System.nanoTime();
      stalls.writerCommitted(ended - began, ended);
      tell(stalls.news());
    } finally {
      commits.unlock();
    }
  }

  /** Logs a switch of the loops' commits, here on the writer's thread: a loop writes no logs. */
  private void tell(String news) {
    if (news == null) {
      return;
    }
    if (stalls.loopsMayCommit()) {
      LOG.info(news);
    } else {
      LOG.warn(news);
    }
  }

  private void write(List<PendingEvent> batch) {
    try {
      archive.write(eventsOf(batch));
    } catch (RuntimeException batchFailure) {
      if (batchFailure instanceof StoreException failure && failure.unreachable()) {
        // the database is down, not one event bad: each alone would wait as long again
        faults.failed("cannot store " + batch.size() + " event(s)", failure);
        batch.forEach(pending -> pending.failure = failure);
        return;
      }
      // one bad event must not lose the others: store them one by one
      for (PendingEvent pending : batch) {
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
  private void release(List<PendingEvent> batch) {
    List<List<PendingEvent>> byExecutor = new ArrayList<>(2);
    for (PendingEvent pending : batch) {
      if (pending.then == null) {
        pending.complete();
        continue;
      }
      List<PendingEvent> group = null;
      for (List<PendingEvent> candidate : byExecutor) {
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
    for (List<PendingEvent> group : byExecutor) {
      try {
        group.get(0).then.execute(() -> group.forEach(PendingEvent::complete));
      } catch (RejectedExecutionException e) {
        // the loop has stopped (the server is closing): nothing runs there any more, and the
        // stages must still complete, so whoever waits on them is not left waiting
        faults.failed("cannot hand stored events back to their loop", e);
        group.forEach(PendingEvent::complete);
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
    writerGone = true;
    List<PendingEvent> left = new ArrayList<>();
    queue.drainTo(left); // handed over by a loop while the writer stopped
    left.remove(STOP);
    store(left);
    left.forEach(PendingEvent::complete);
    if (onLoops != null) {
      onLoops.drain();
    }
    letGo();
  }
}
