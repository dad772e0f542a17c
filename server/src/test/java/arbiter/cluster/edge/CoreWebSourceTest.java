package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.WebAnswer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** An edge's pages asking the core: answered, refused by a failing core, or given up on in time. */
class CoreWebSourceTest {

  private final AtomicLong now = new AtomicLong();
  private final EdgeConnections connections = new EdgeConnections("e1", now::get, 5000);
  private final List<Frame> sent = new ArrayList<>();
  private final CoreWebSource core = new CoreWebSource(connections);

  CoreWebSourceTest() {
    connections.link(new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        sent.add(frame);
        return CompletableFuture.completedFuture(1L);
      }
    });
    connections.heard(RedisLink.EPOCH, new Frame.Epoch(1));
  }

  private long lastQuestion() {
    return sent.stream().filter(Frame.Query.class::isInstance).map(Frame.Query.class::cast)
        .reduce((first, second) -> second).orElseThrow().id();
  }

  @Test
  void anAnswerCompletesItsQuestion() {
    CompletableFuture<Boolean> runs = core.runs("ann", "cup").toCompletableFuture();
    connections.heard("edge", new Frame.Reply("e1", lastQuestion(),
        new Payload.Response(new WebAnswer.Yes(true))));
    assertThat(runs).isCompletedWithValue(true);
  }

  @Test
  void aCoreThatFailedFailsThePage() {
    CompletableFuture<Boolean> runs = core.runs("ann", "cup").toCompletableFuture();
    connections.heard("edge", new Frame.Reply("e1", lastQuestion(),
        new Payload.Response(new WebAnswer.Failed())));
    assertThat(runs).isCompletedExceptionally();
  }

  @Test
  void aQuestionNobodyAnswersFailsAfterTheCoresTimeout() {
    CompletableFuture<String> language = core.language("ann").toCompletableFuture();
    now.set(5000);
    connections.tick();
    assertThat(language).isNotDone();
    now.set(5001);
    connections.heard(RedisLink.EPOCH, new Frame.Epoch(1)); // the core lives, but did not answer
    connections.tick();
    assertThat(language).isCompletedExceptionally();
  }

  @Test
  void withNoCoreHeardNothingIsAsked() {
    EdgeConnections alone = new EdgeConnections("e2", now::get, 5000);
    assertThat(new CoreWebSource(alone).games().toCompletableFuture()).isCompletedExceptionally();
  }
}
