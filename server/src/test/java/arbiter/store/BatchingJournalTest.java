package arbiter.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.StoredGame;
import java.time.Duration;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Group commit: the events of all games go into one write a linger, in the order each game
 * recorded them, and an event's stage completes only once the write that holds it is done.
 */
class BatchingJournalTest {

  /** An archive that keeps each write as one batch, and can be made to hold or fail a write. */
  private static final class Batches implements GameArchive {
    final List<List<GameEvent>> written = Collections.synchronizedList(new ArrayList<>());
    volatile CountDownLatch hold = new CountDownLatch(0);
    final CountDownLatch entered = new CountDownLatch(1);
    volatile long failing = -1;
    volatile boolean down;
    final AtomicInteger attempts = new AtomicInteger();

    @Override
    public void write(List<GameEvent> events) {
      entered.countDown();
      attempts.incrementAndGet();
      if (down) {
        throw StoreException.unreachable(new SQLException("connection refused"));
      }
      try {
        hold.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
      for (GameEvent event : events) {
        if (event instanceof GameEvent.Moved moved && moved.gameId() == failing) {
          throw new StoreException("disk full", null);
        }
      }
      written.add(List.copyOf(events));
    }

    List<GameEvent> all() {
      synchronized (written) {
        return written.stream().flatMap(List::stream).toList();
      }
    }

    @Override
    public long lastGameId() {
      return 0;
    }

    @Override
    public List<StoredGame> finishedGames() {
      return List.of();
    }

    @Override
    public List<StoredGame> runningGames() {
      return List.of();
    }

    @Override
    public List<StoredGame> history(String user, int limit) {
      return List.of();
    }

    @Override
    public StoredGame game(long id) {
      return null;
    }
  }

  /** A room's event loop that keeps its tasks until the test runs them. */
  private static final class Loop implements Executor {
    final List<Runnable> tasks = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void execute(Runnable task) {
      tasks.add(task);
    }

    void runAll() {
      List<Runnable> due;
      synchronized (tasks) {
        due = List.copyOf(tasks);
        tasks.clear();
      }
      due.forEach(Runnable::run);
    }
  }

  /**
   * Records {@code events} for their loops while the writer is held in a first write, so that
   * the next commit holds them all, and lets the writer go on.
   */
  private static List<CompletableFuture<Void>> recordedInOneCommit(BatchingJournal journal,
      Batches archive, List<GameEvent> events, List<Executor> loops) throws Exception {
    archive.hold = new CountDownLatch(1);
    CompletableFuture<Void> first = journal.record(move(99, 1)).toCompletableFuture();
    assertThat(archive.entered.await(5, TimeUnit.SECONDS)).isTrue();
    List<CompletableFuture<Void>> stages = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) {
      stages.add(journal.record(events.get(i), loops.get(i)).toCompletableFuture());
    }
    archive.hold.countDown();
    first.get(5, TimeUnit.SECONDS); // no executor: completed on the writer
    return stages;
  }

  @Test
  void aCommitHandsEachLoopItsStoredEventsInOneTaskInTheOrderRecorded() throws Exception {
    Batches archive = new Batches();
    Loop a = new Loop();
    Loop b = new Loop();
    try (BatchingJournal journal = new BatchingJournal(archive, 0)) {
      List<CompletableFuture<Void>> stages = recordedInOneCommit(journal, archive,
          List.of(move(1, 1), move(2, 1), move(3, 1), move(2, 2), move(1, 2)),
          List.of(a, b, a, b, a));
      Thread test = Thread.currentThread();
      List<Integer> order = Collections.synchronizedList(new ArrayList<>());
      for (int i = 0; i < stages.size(); i++) {
        int index = i; // -1: completed elsewhere than on the loop, which runs on this thread
        stages.get(i).thenRun(() -> order.add(Thread.currentThread() == test ? index : -1));
      }
      await().atMost(Duration.ofSeconds(5))
          .until(() -> a.tasks.size() == 1 && b.tasks.size() == 1);
      assertThat(archive.written).hasSize(2).last().asList().hasSize(5); // one commit for all
      assertThat(stages).noneMatch(CompletableFuture::isDone); // not until their loop runs
      a.runAll();
      assertThat(order).containsExactly(0, 2, 4);
      assertThat(stages.get(1)).isNotDone();
      b.runAll();
      assertThat(order).containsExactly(0, 2, 4, 1, 3);
    }
  }

  @Test
  void anEventThatCannotBeStoredFailsOnItsLoopAndTheOthersAreStored() throws Exception {
    Batches archive = new Batches();
    archive.failing = 2;
    Loop a = new Loop();
    try (BatchingJournal journal = new BatchingJournal(archive, 0)) {
      List<CompletableFuture<Void>> stages = recordedInOneCommit(journal, archive,
          List.of(move(1, 1), move(2, 1), move(1, 2)), List.of(a, a, a));
      await().atMost(Duration.ofSeconds(5)).until(() -> a.tasks.size() == 1);
      assertThat(stages).noneMatch(CompletableFuture::isDone);
      a.runAll();
      assertThat(stages.get(0)).isCompleted();
      assertThat(stages.get(1)).isCompletedExceptionally();
      assertThat(stages.get(2)).isCompleted();
    }
  }

  @Test
  void aLoopThatNoLongerRunsTasksStillHasItsStagesCompleted() throws Exception {
    Batches archive = new Batches();
    Executor stopped = task -> {
      throw new RejectedExecutionException("event loop shut down");
    };
    try (BatchingJournal journal = new BatchingJournal(archive, 0)) {
      journal.record(move(1, 1), stopped).toCompletableFuture().get(5, TimeUnit.SECONDS);
    }
    assertThat(archive.all()).containsExactly(move(1, 1));
  }

  private static GameEvent.Moved move(long game, int ply) {
    return new GameEvent.Moved(game, ply, "m" + ply, -1, 0);
  }

  @Test
  void theMovesOfManyGamesWithinALingerAreOneWriteInEachGamesOrder() throws Exception {
    Batches archive = new Batches();
    try (BatchingJournal journal = new BatchingJournal(archive, 200_000)) {
      List<Thread> rooms = new ArrayList<>();
      List<CompletableFuture<Void>> stages = Collections.synchronizedList(new ArrayList<>());
      for (int game = 1; game <= 4; game++) {
        long id = game;
        rooms.add(new Thread(() -> {
          for (int ply = 1; ply <= 50; ply++) {
            stages.add(journal.record(move(id, ply)).toCompletableFuture());
          }
        }));
      }
      rooms.forEach(Thread::start);
      for (Thread room : rooms) {
        room.join();
      }
      CompletableFuture.allOf(stages.toArray(CompletableFuture[]::new)).get(10, TimeUnit.SECONDS);
    }
    assertThat(archive.written).hasSizeLessThanOrEqualTo(2); // 200 events in a 200 ms linger
    for (long game = 1; game <= 4; game++) {
      long id = game;
      assertThat(archive.all().stream()
              .filter(event -> ((GameEvent.Moved) event).gameId() == id)
              .map(event -> ((GameEvent.Moved) event).ply()).toList())
          .isSorted().hasSize(50);
    }
  }

  @Test
  void aStageCompletesOnlyOnceItsWriteIsDone() throws Exception {
    Batches held = new Batches();
    held.hold = new CountDownLatch(1);
    try (BatchingJournal journal = new BatchingJournal(held, 1000)) {
      CompletableFuture<Void> stored = journal.record(move(1, 1)).toCompletableFuture();
      await().during(Duration.ofMillis(200)).atMost(Duration.ofSeconds(1))
          .until(() -> !stored.isDone());
      assertThat(held.written).isEmpty();
      held.hold.countDown();
      stored.get(5, TimeUnit.SECONDS);
      assertThat(held.written).containsExactly(List.of(move(1, 1)));
    }
  }

  @Test
  void aWriteThatFailsIsRetriedEventByEventAndOnlyTheBadOneFails() throws Exception {
    Batches archive = new Batches();
    archive.failing = 2;
    try (BatchingJournal journal = new BatchingJournal(archive, 100_000)) {
      CompletableFuture<Void> good = journal.record(move(1, 1)).toCompletableFuture();
      CompletableFuture<Void> bad = journal.record(move(2, 1)).toCompletableFuture();
      CompletableFuture<Void> after = journal.record(move(1, 2)).toCompletableFuture();
      good.get(5, TimeUnit.SECONDS);
      after.get(5, TimeUnit.SECONDS);
      assertThat(bad).isCompletedExceptionally();
    }
    assertThat(archive.all()).containsExactly(move(1, 1), move(1, 2));
  }

  @Test
  void aDatabaseThatCannotBeReachedFailsTheWholeWriteWithoutTryingEachEventAgain()
      throws Exception {
    Batches archive = new Batches();
    archive.down = true;
    try (BatchingJournal journal = new BatchingJournal(archive, 100_000)) {
      List<CompletableFuture<Void>> stages = List.of(
          journal.record(move(1, 1)).toCompletableFuture(),
          journal.record(move(2, 1)).toCompletableFuture(),
          journal.record(move(3, 1)).toCompletableFuture());
      for (CompletableFuture<Void> stage : stages) {
        assertThatThrownBy(() -> stage.get(5, TimeUnit.SECONDS))
            .hasCauseInstanceOf(StoreException.class);
      }
    }
    // one write of the three: each alone would have waited for a connection again
    assertThat(archive.attempts).hasValue(1);
  }

  @Test
  void closingWritesWhatIsPendingAndRefusesWhatComesAfter() {
    Batches archive = new Batches();
    BatchingJournal journal = new BatchingJournal(archive, 500_000);
    CompletableFuture<Void> pending = journal.record(move(1, 1)).toCompletableFuture();
    journal.close();
    assertThat(pending).isCompleted();
    assertThat(archive.all()).containsExactly(move(1, 1));
    assertThat(journal.record(move(1, 2)).toCompletableFuture()).isCompletedExceptionally();
  }
}
