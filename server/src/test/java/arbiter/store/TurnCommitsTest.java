package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.async.LoopTurns;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import arbiter.game.GameEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Commits on the event loop that recorded the events: a turn's events are one write at the
 * turn's end, on the loop, their stages complete there after it; behind the writer's events when
 * it has some; and what a stopped loop left is stored at close.
 */
class TurnCommitsTest {

  /** A loop whose turns the test runs: a task, then what was asked for the turn's end. */
  private static final class Loop implements Executor, LoopTurns {
    final ExecutorService thread = Executors.newSingleThreadExecutor();
    final List<Runnable> turnEnd = new ArrayList<>(); // the loop thread's
    volatile Thread self;

    @Override
    public void execute(Runnable task) {
      thread.execute(() -> {
        self = Thread.currentThread();
        task.run();
        while (!turnEnd.isEmpty()) {
          turnEnd.remove(0).run();
        }
      });
    }

    /** Runs {@code task} as one turn and waits for it, the turn's end included. */
    void turn(Runnable task) throws Exception {
      CompletableFuture<Void> done = new CompletableFuture<>();
      execute(task);
      execute(() -> done.complete(null));
      done.get(5, TimeUnit.SECONDS);
    }

    @Override
    public boolean onLoop(Executor executor) {
      return executor == this && Thread.currentThread() == self;
    }

    @Override
    public void afterTurn(Executor executor, Runnable task) {
      turnEnd.add(task);
    }
  }

  /**
   * The batches written, those that could be written on the loop written there; a write there
   * takes {@link #loopTakes} on the {@link #clock}, one of the writer's a millisecond.
   */
  private static final class OnLoop extends BatchingJournalTest.Batches {
    final List<List<GameEvent>> onLoop = Collections.synchronizedList(new ArrayList<>());
    volatile boolean busy;
    final AtomicLong clock = new AtomicLong();
    volatile long loopTakes;

    @Override
    public Writer writer() {
      return new Writer() {
        @Override
        public void write(List<GameEvent> events) {
          clock.addAndGet(MILLI);
          OnLoop.this.write(events);
        }

        @Override
        public boolean tryWrite(List<GameEvent> events) {
          clock.addAndGet(loopTakes);
          if (busy || events.stream().anyMatch(event -> event instanceof GameEvent.Moved moved
              && moved.gameId() == failing)) {
            return false;
          }
          OnLoop.this.write(events);
          onLoop.add(List.copyOf(events));
          return true;
        }
      };
    }
  }

  private static final long MILLI = TimeUnit.MILLISECONDS.toNanos(1);

  private final Loop loop = new Loop();

  @AfterEach
  void stop() {
    loop.thread.shutdownNow();
  }

  @Test
  void aTurnsEventsAreOneWriteOnTheLoopAndCompleteThereAfterIt() throws Exception {
    OnLoop archive = new OnLoop();
    List<CompletableFuture<Void>> stages = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    try (BatchingJournal journal = new BatchingJournal(archive, 0, loop)) {
      loop.turn(() -> {
        for (GameEvent event : List.of(move(1, 1), move(2, 1), move(1, 2))) {
          CompletableFuture<Void> stage = journal.record(event, loop).toCompletableFuture();
          stage.thenRun(() -> seen.add(Thread.currentThread() == loop.self
              ? archive.written.size() + " written" : "elsewhere"));
          stages.add(stage);
        }
        assertThat(stages).noneMatch(CompletableFuture::isDone); // not before the turn's end
      });
      assertThat(archive.onLoop).containsExactly(List.of(move(1, 1), move(2, 1), move(1, 2)));
      assertThat(stages).allMatch(CompletableFuture::isDone);
      assertThat(seen).containsExactly("1 written", "1 written", "1 written");
    }
  }

  @Test
  void aTurnThatWouldWaitIsTheWritersAndCompletesOnTheLoop() throws Exception {
    OnLoop archive = new OnLoop();
    archive.busy = true; // e.g. the checkpointer holds SQLite's lock
    List<Boolean> onTheLoop = Collections.synchronizedList(new ArrayList<>());
    try (BatchingJournal journal = new BatchingJournal(archive, 0, loop)) {
      CompletableFuture<Void> stage = new CompletableFuture<>();
      loop.turn(() -> journal.record(move(1, 1), loop).thenRun(() -> {
        onTheLoop.add(Thread.currentThread() == loop.self);
        stage.complete(null);
      }));
      stage.get(5, TimeUnit.SECONDS);
      assertThat(archive.onLoop).isEmpty();
      assertThat(archive.all()).containsExactly(move(1, 1));
      assertThat(onTheLoop).containsExactly(true);
    }
  }

  @Test
  void aTurnsEventsGoBehindWhatTheWriterHasNotStoredYet() throws Exception {
    OnLoop archive = new OnLoop();
    archive.hold = new CountDownLatch(1);
    try (BatchingJournal journal = new BatchingJournal(archive, 0, loop)) {
      CompletableFuture<Void> first = journal.record(move(9, 1)).toCompletableFuture();
      assertThat(archive.entered.await(5, TimeUnit.SECONDS)).isTrue(); // the writer holds it
      List<CompletableFuture<Void>> stages = new ArrayList<>();
      loop.turn(() -> {
        stages.add(journal.record(move(1, 1), loop).toCompletableFuture());
        stages.add(journal.record(move(1, 2), loop).toCompletableFuture());
      });
      archive.hold.countDown();
      first.get(5, TimeUnit.SECONDS);
      CompletableFuture.allOf(stages.toArray(CompletableFuture[]::new)).get(5, TimeUnit.SECONDS);
      assertThat(archive.all()).containsExactly(move(9, 1), move(1, 1), move(1, 2));
    }
  }

  @Test
  void anEventThatCannotBeStoredFailsAndTheTurnsOthersAreStored() throws Exception {
    OnLoop archive = new OnLoop();
    archive.failing = 2;
    List<CompletableFuture<Void>> stages = new ArrayList<>();
    try (BatchingJournal journal = new BatchingJournal(archive, 0, loop)) {
      loop.turn(() -> {
        for (GameEvent event : List.of(move(1, 1), move(2, 1), move(1, 2))) {
          stages.add(journal.record(event, loop).toCompletableFuture());
        }
      });
      CompletableFuture.allOf(stages.get(0), stages.get(2)).get(5, TimeUnit.SECONDS);
    }
    assertThat(archive.onLoop).isEmpty(); // the writer retried them one by one
    assertThat(stages.get(0)).isCompleted();
    assertThat(stages.get(1)).isCompletedExceptionally();
    assertThat(stages.get(2)).isCompleted();
    assertThat(archive.all()).containsExactly(move(1, 1), move(1, 2));
  }

  @Test
  void whatALoopThatStoppedBeforeItsTurnEndedRecordedIsStoredAtClose() throws Exception {
    OnLoop archive = new OnLoop();
    BatchingJournal journal = new BatchingJournal(archive, 0, loop);
    CompletableFuture<CompletableFuture<Void>> recorded = new CompletableFuture<>();
    loop.thread.execute(() -> { // a task with no turn's end: the loop stops after it
      loop.self = Thread.currentThread();
      recorded.complete(journal.record(move(1, 1), loop).toCompletableFuture());
    });
    CompletableFuture<Void> stage = recorded.get(5, TimeUnit.SECONDS);
    assertThat(stage).isNotDone();
    journal.close();
    assertThat(stage).isCompleted();
    assertThat(archive.all()).containsExactly(move(1, 1));
  }

  /** Records {@code event} in a turn of the loop and waits until it is stored. */
  private void stored(BatchingJournal journal, GameEvent event) throws Exception {
    List<CompletableFuture<Void>> stage = new ArrayList<>();
    loop.turn(() -> stage.add(journal.record(event, loop).toCompletableFuture()));
    stage.get(0).get(5, TimeUnit.SECONDS);
  }

  @Test
  void aSlowCommitOnTheLoopHandsTheTurnsToTheWriterUntilItsCommitsAreFastAgain()
      throws Exception {
    OnLoop archive = new OnLoop();
    StallGuard guard = new StallGuard(20);
    ch.qos.logback.classic.Logger log = (ch.qos.logback.classic.Logger)
        org.slf4j.LoggerFactory.getLogger(BatchingJournal.class);
    ListAppender<ILoggingEvent> logged = new ListAppender<>();
    logged.start();
    log.addAppender(logged);
    List<GameEvent> moves = new ArrayList<>();
    try (BatchingJournal journal =
        new BatchingJournal(archive, 0, loop, guard, archive.clock::get)) {
      archive.loopTakes = 30 * MILLI; // the kernel throttles the disk's writes
      moves.add(move(1, 1));
      stored(journal, move(1, 1));
      assertThat(guard.loopsMayCommit()).isTrue(); // one alone may be the machine's pause
      moves.add(move(1, 2));
      stored(journal, move(1, 2));
      assertThat(archive.onLoop).containsExactly(List.of(move(1, 1)), List.of(move(1, 2)));
      assertThat(guard.loopsMayCommit()).isFalse(); // stored, and too slow twice
      archive.loopTakes = 0;
      for (int ply = 3; ply <= 2 + StallGuard.FAST_COMMITS; ply++) {
        moves.add(move(1, ply));
        stored(journal, moves.get(moves.size() - 1)); // each turn a commit of the writer's
      }
      assertThat(archive.onLoop).hasSize(2);
      assertThat(guard.loopsMayCommit()).isFalse(); // fast, but not for a quarter second yet
      archive.clock.addAndGet(TimeUnit.MILLISECONDS.toNanos(250));
      moves.add(move(1, 11));
      stored(journal, move(1, 11));
      assertThat(guard.loopsMayCommit()).isTrue(); // the writer's fast for a second: back
      moves.add(move(1, 12));
      stored(journal, move(1, 12));
      assertThat(archive.onLoop).containsExactly(List.of(move(1, 1)), List.of(move(1, 2)),
          List.of(move(1, 12)));
    } finally {
      log.detachAppender(logged);
    }
    assertThat(archive.all()).isEqualTo(moves); // each once, in order
    assertThat(logged.list).extracting(ILoggingEvent::getFormattedMessage).containsExactly(
        "a second commit on an event loop within a second took 30.0 ms"
            + " (journal.loop.stall.millis=20): the journal's writer commits the moves until its"
            + " commits are fast for 250 ms",
        "the journal's writer committed in under 20 ms for 250 ms: the event loops commit their"
            + " turns again");
    assertThat(logged.list).extracting(ILoggingEvent::getLevel)
        .containsExactly(ch.qos.logback.classic.Level.WARN, ch.qos.logback.classic.Level.INFO);
  }

  private static GameEvent.Moved move(long game, int ply) {
    return new GameEvent.Moved(game, ply, "m" + ply, -1, 0);
  }
}
