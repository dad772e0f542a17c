package arbiter.async;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A chain runs its tasks one after another; a task submitted here runs at once only when idle; a
 * stage that completes on the executor's thread goes on there without a task.
 */
class TaskChainTest {

  private final ArrayDeque<Runnable> loop = new ArrayDeque<>();
  private final TaskChain chain = new TaskChain(loop::add);
  private final List<String> ran = new ArrayList<>();

  private void runLoop() {
    Runnable task;
    while ((task = loop.poll()) != null) {
      task.run();
    }
  }

  @Test
  void aTaskSubmittedHereRunsAtOnceWhenIdleAndWhatItSubmitsRunsAfterIt() {
    chain.submitHere(() -> {
      chain.submitHere(() -> ran.add("inner"));
      ran.add("outer");
    });
    assertThat(ran).containsExactly("outer", "inner");
    assertThat(loop).isEmpty();
    assertThatThrownBy(() -> chain.submitHere(() -> {
      chain.submitHere(() -> ran.add("submitted by a failing task"));
      throw new IllegalStateException("told to the caller");
    })).hasMessage("told to the caller");
    chain.submitHere(() -> ran.add("after a failure"));
    assertThat(ran).endsWith("submitted by a failing task", "after a failure");
  }

  @Test
  void aTaskSubmittedHereWaitsForTheStageOfTheTaskBeforeIt() {
    CompletableFuture<Void> store = new CompletableFuture<>();
    chain.submit(() -> store);
    runLoop(); // the first task runs and waits for the store
    chain.submitHere(() -> ran.add("news"));
    assertThat(ran).isEmpty();
    store.complete(null);
    runLoop();
    assertThat(ran).containsExactly("news");
  }

  @Test
  void aStageCompletedOnTheExecutorsThreadGoesOnThereAtOnceAndOneFromElsewhereByATask()
      throws Exception {
    CompletableFuture<Void> stored = new CompletableFuture<>();
    CompletableFuture<Void> first = chain.submit(() -> stored);
    chain.submit(() -> ran.add("next"));
    runLoop();
    stored.complete(null); // on the loop's thread, as a commit at the end of its turn
    assertThat(loop).isEmpty(); // no hand-off of the loop to itself
    assertThat(first).isDone();
    assertThat(ran).containsExactly("next");

    CompletableFuture<Void> elsewhere = new CompletableFuture<>();
    chain.submit(() -> elsewhere);
    chain.submit(() -> ran.add("after elsewhere"));
    runLoop();
    Thread other = new Thread(() -> elsewhere.complete(null));
    other.start();
    other.join();
    assertThat(ran).containsExactly("next"); // it waits for the loop
    runLoop();
    assertThat(ran).containsExactly("next", "after elsewhere");
  }

  @Test
  void aStageBroughtBackCompletesAtOnceOnTheExecutorsThreadAndByATaskFromElsewhere()
      throws Exception {
    chain.submitHere(() -> ran.add("the loop's"));
    CompletableFuture<String> here = new CompletableFuture<>();
    CompletableFuture<String> back = chain.back(here).toCompletableFuture();
    here.complete("stored");
    assertThat(back).isCompletedWithValue("stored");
    assertThat(loop).isEmpty();

    CompletableFuture<String> there = new CompletableFuture<>();
    CompletableFuture<String> later = chain.back(there).toCompletableFuture();
    Thread other = new Thread(() -> there.completeExceptionally(new IllegalStateException("no")));
    other.start();
    other.join();
    assertThat(later).isNotDone();
    runLoop();
    assertThat(later).isCompletedExceptionally();
  }

  /** A chain on a loop whose own thread the test says: the loop's own submits skip its queue. */
  private boolean onLoop;
  private final TaskChain ownLoop = new TaskChain(loop::add, () -> onLoop);

  @Test
  void aTaskSubmittedOnTheLoopsOwnThreadRunsAtOnceWhenIdleAndAfterTheTasksBeforeIt() {
    onLoop = true;
    CompletableFuture<Void> stored = new CompletableFuture<>();
    CompletableFuture<Void> move = ownLoop.submit(() -> {
      ran.add("move");
      return stored;
    });
    assertThat(ran).containsExactly("move"); // no task queued on the loop for it
    assertThat(loop).isEmpty();
    CompletableFuture<Void> next = ownLoop.submit(() -> ran.add("next"));
    assertThat(ran).containsExactly("move"); // it waits for the stored move
    stored.complete(null);
    assertThat(move).isDone();
    assertThat(next).isDone();
    assertThat(ran).containsExactly("move", "next");
    assertThat(loop).isEmpty();

    onLoop = false; // another thread's submit is on its way through the loop's queue...
    ownLoop.submit(() -> ran.add("from elsewhere"));
    onLoop = true; // ...and one on the loop's thread keeps its place behind it
    ownLoop.submit(() -> ran.add("the loop's"));
    assertThat(ran).containsExactly("move", "next");
    runLoop();
    assertThat(ran).containsExactly("move", "next", "from elsewhere", "the loop's");
    ownLoop.submit(() -> ran.add("idle again"));
    assertThat(ran).endsWith("idle again");
    assertThat(loop).isEmpty();
  }

  @Test
  void whatAChainsTaskSubmitsOnTheLoopStillRunsAfterIt() {
    onLoop = true;
    TaskChain room = new TaskChain(loop::add, () -> onLoop);
    ownLoop.submit(() -> {
      room.submit(() -> ran.add("the room's"));
      ran.add("the session's");
    });
    assertThat(ran).containsExactly("the session's");
    runLoop();
    assertThat(ran).containsExactly("the session's", "the room's");
  }
}
