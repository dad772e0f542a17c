package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.Frame;
import arbiter.cluster.FrameCodec;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.WebAnswer;
import arbiter.cluster.WebQuery;
import arbiter.cluster.WireCodec;
import arbiter.cluster.core.SealedToEdges;
import arbiter.command.Command;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

/**
 * An edge's and the core's sealing ends joined by an in-memory bus that keeps every message as a
 * listener on Redis would see it ({@code MONITOR}): no password, code or token hash is in them.
 */
class SealedToCoreTest {

  /** Every message on the bus, as Redis carries it. */
  private final List<byte[]> monitor = new CopyOnWriteArrayList<>();
  private final List<Frame> coreHeard = new CopyOnWriteArrayList<>();
  private final List<Frame> edgeHeard = new CopyOnWriteArrayList<>();
  private long now = 1000;
  private final SealedToCore edge = new SealedToCore(listener(edgeHeard), () -> now, 5000);
  private final SealedToEdges core = new SealedToEdges(bus(edge), listener(coreHeard));

  SealedToCoreTest() {
    edge.link(bus(core));
  }

  private Publisher bus(RedisLink.Listener to) {
    return (channel, frame) -> {
      byte[] message = FrameCodec.encode(frame);
      monitor.add(message);
      to.heard(channel, FrameCodec.decode(message));
      return CompletableFuture.completedFuture(1L);
    };
  }

  private static RedisLink.Listener listener(List<Frame> heard) {
    return new RedisLink.Listener() {
      @Override
      public void heard(String channel, Frame frame) {
        heard.add(frame);
      }

      @Override
      public void lost() {}
    };
  }

  private boolean monitorShows(String secret) {
    byte[] wanted = secret.getBytes(StandardCharsets.UTF_8);
    String needle = new String(wanted, StandardCharsets.ISO_8859_1);
    return monitor.stream()
        .anyMatch(message -> new String(message, StandardCharsets.ISO_8859_1).contains(needle));
  }

  private static Payload read(Frame frame) {
    Payload payload = frame instanceof Frame.Data data ? data.payload()
        : frame instanceof Frame.Query query ? query.payload() : ((Frame.Reply) frame).payload();
    return WireCodec.decode(((Payload.Written) payload).wire());
  }

  @Test
  void nothingTypedLeavesTheEdgeBeforeTheCoreAnnouncedItsKey() {
    CompletionStage<Long> sent = edge.publish(RedisLink.CORE,
        new Frame.Data("e1", 1, 0, new Payload.Ask(new Command.Login("ann", "hunter2"), 0)));
    assertThat(sent.toCompletableFuture()).isCompletedExceptionally();
    assertThat(monitor).isEmpty();
    edge.publish(RedisLink.CORE, new Frame.Alive("e1")); // no payload: it goes
    assertThat(coreHeard).containsExactly(new Frame.Alive("e1"));
  }

  @Test
  void passwordsCodesAndTokenHashesCrossSealedAndTheCoreReadsThem()
      throws InterruptedException, ExecutionException {
    core.publish(RedisLink.EPOCH, new Frame.Epoch(3));
    Frame.Epoch announced = (Frame.Epoch) edgeHeard.get(0);
    assertThat(announced.epoch()).isEqualTo(3);
    assertThat(announced.key()).isNotEmpty();
    List<Payload> typed = List.of(
        new Payload.Ask(new Command.Login("ann", "hunter2"), 0),
        new Payload.Ask(new Command.Register("bob", "swordfish"), 0),
        new Payload.Ask(new Command.Remove("cy", "letmein99"), 0));
    for (int i = 0; i < typed.size(); i++) {
      edge.publish(RedisLink.CORE, new Frame.Data("e1", 1, i, typed.get(i))).toCompletableFuture()
          .get();
    }
    edge.publish(RedisLink.CORE, new Frame.Query("e1", 1,
        new Payload.Query(new WebQuery.Seat("cup", "K7Q2MX", "10.0.0.9"))));
    edge.publish(RedisLink.CORE, new Frame.Query("e1", 2,
        new Payload.Query(new WebQuery.FindLogin("9f86d081884c7d65", now))));
    for (String secret : List.of("hunter2", "swordfish", "letmein99", "K7Q2MX",
        "9f86d081884c7d65")) {
      assertThat(monitorShows(secret)).as(secret).isFalse();
    }
    assertThat(coreHeard.subList(0, 3).stream().map(SealedToCoreTest::read).toList())
        .isEqualTo(typed);
    assertThat(read(coreHeard.get(3)))
        .isEqualTo(new Payload.Query(new WebQuery.Seat("cup", "K7Q2MX", "10.0.0.9")));

    // the core's answers to that edge go sealed, and the edge reads them
    core.publish(RedisLink.edgeChannel("e1"), new Frame.Reply("e1", 1,
        new Payload.Response(new WebAnswer.Codes(java.util.Map.of("ann", "Z9Z9Z9")))));
    assertThat(monitorShows("Z9Z9Z9")).isFalse();
    assertThat(read(edgeHeard.get(1))).isEqualTo(
        new Payload.Response(new WebAnswer.Codes(java.util.Map.of("ann", "Z9Z9Z9"))));
  }

  @Test
  void aNewCoreMakesANewKeyAndADeposedCoresLastWordIsIgnored() {
    core.publish(RedisLink.EPOCH, new Frame.Epoch(3));
    String first = ((Frame.Epoch) edgeHeard.get(0)).key();
    SealedToEdges next = new SealedToEdges(bus(edge), listener(coreHeard));
    next.publish(RedisLink.EPOCH, new Frame.Epoch(4));
    assertThat(((Frame.Epoch) edgeHeard.get(1)).key()).isNotEqualTo(first);
    core.publish(RedisLink.EPOCH, new Frame.Epoch(3)); // woken after its takeover
    edge.link(bus(next));
    edge.publish(RedisLink.CORE,
        new Frame.Data("e1", 1, 0, new Payload.Ask(new Command.Login("ann", "hunter2"), 0)));
    assertThat(read(coreHeard.get(0)))
        .isEqualTo(new Payload.Ask(new Command.Login("ann", "hunter2"), 0));
  }
}
