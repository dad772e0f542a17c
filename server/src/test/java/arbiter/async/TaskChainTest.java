package arbiter.async;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** A chain runs its tasks one after another; a task submitted here runs at once only when idle. */
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
}
