package arbiter.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class BatchesTest {

  /** The link's loop, run by hand. */
  private final ArrayDeque<Runnable> loop = new ArrayDeque<>();
  /** What was published: channel, then the frames of the message. */
  private final List<String> sent = new ArrayList<>();
  private CompletableFuture<Long> heard = CompletableFuture.completedFuture(1L);

  private final Batches batches = new Batches(loop::add, (channel, message) -> {
    StringBuilder frames = new StringBuilder(channel);
    for (Frame frame : FrameCodec.decodeAll(message)) {
      frames.append(' ').append(((Frame.Close) frame).connection());
    }
    sent.add(frames.toString());
    return heard;
  });

  private CompletionStage<Long> add(String channel, long connection) {
    return batches.add(channel, FrameCodec.encode(new Frame.Close("e", connection)));
  }

  private void runLoop() {
    for (Runnable task; (task = loop.poll()) != null; ) {
      task.run();
    }
  }

  @Test
  void theFramesOfOnePassGoAsOneMessagePerChannelInTheirOrder() {
    add("a", 1);
    add("b", 2);
    add("a", 3);
    add("a", 4);
    assertThat(loop).as("one flush, whatever the frames").hasSize(1);
    runLoop();
    add("a", 5);
    runLoop();
    assertThat(sent).containsExactly("a 1 3 4", "b 2", "a 5");
  }

  @Test
  void eachFrameHearsHowItsMessageWent() throws Exception {
    heard = new CompletableFuture<>();
    CompletionStage<Long> first = add("a", 1);
    CompletionStage<Long> second = add("a", 2);
    runLoop();
    assertThat(first.toCompletableFuture()).isNotDone();
    heard.complete(0L); // nobody listened
    assertThat(first.toCompletableFuture().get()).isZero();
    assertThat(second.toCompletableFuture().get()).isZero();
    heard = CompletableFuture.failedFuture(new IllegalStateException("Redis is away"));
    CompletionStage<Long> lost = add("a", 3);
    runLoop();
    assertThat(lost.toCompletableFuture()).isCompletedExceptionally();
  }

  @Test
  void aLargeBatchIsCutIntoMessagesOfBoundedSize() {
    int frames = Batches.MESSAGE_BYTES / FrameCodec.encode(new Frame.Close("e", 0)).length * 3;
    for (int i = 0; i < frames; i++) {
      add("a", i);
    }
    runLoop();
    assertThat(sent).hasSizeBetween(3, 4);
    List<String> numbers = new ArrayList<>();
    sent.forEach(message -> numbers.addAll(List.of(message.substring(2).split(" "))));
    assertThat(numbers).hasSize(frames).first().isEqualTo("0");
    assertThat(numbers).last().isEqualTo(String.valueOf(frames - 1));
  }

  @Test
  void aShutLoopFailsTheFrame() throws ExecutionException, InterruptedException {
    Batches closed = new Batches(task -> {
      throw new java.util.concurrent.RejectedExecutionException("shut down");
    }, (channel, message) -> CompletableFuture.completedFuture(1L));
    assertThat(closed.add("a", FrameCodec.encode(new Frame.Alive("e"))).toCompletableFuture())
        .isCompletedExceptionally();
  }
}
