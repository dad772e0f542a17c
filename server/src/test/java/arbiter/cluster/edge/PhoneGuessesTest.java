package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.cluster.Frame;
import arbiter.cluster.FrameCodec;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.SoleLeader;
import arbiter.cluster.core.CoreRelay;
import arbiter.cluster.core.WebQueries;
import arbiter.face.web.CodeAnswer;
import arbiter.face.web.LocalWebSource;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.session.Limits;
import arbiter.session.LoginThrottle;
import arbiter.session.RateLimiter;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.LoginTokens;
import arbiter.store.MemoryStore;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The phone page's wrong player codes are counted at the core, where the seats are: a guesser
 * that spreads its guesses over two edges gets the guesses of one, not twice as many.
 */
class PhoneGuessesTest {

  private static final Executor HERE = Runnable::run;
  private static final int GUESSES = 3;

  private final EmbeddedChannel coreLoop = new EmbeddedChannel();

  @Test
  void twoEdgesShareOneAddresssGuesses() {
    MemoryStore store = new MemoryStore(CheapHasher.create());
    Lobby lobby = new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT,
        new FakeTicker());
    Limits limits = new Limits(null, RateLimiter.none(), RateLimiter.none(),
        new RateLimiter(GUESSES, 600_000, () -> 0), 0, 0, 0);
    Services services = new Services(store, store, store, HERE, lobby, LoginThrottle.none(), null,
        null, 0, limits);
    CoreRelay core = new CoreRelay(services,
        new WebQueries(new LocalWebSource(services, null), LoginTokens.inMemory(), HERE),
        (EventLoopGroup) coreLoop.eventLoop(), new SoleLeader(1), () -> 0, 5000);
    EdgeConnections one = new EdgeConnections("e1", () -> 0, 5000);
    EdgeConnections two = new EdgeConnections("e2", () -> 0, 5000);
    core.start(bus((channel, frame) -> (channel.equals(RedisLink.edgeChannel("e2")) ? two : one)
        .heard(channel, frame)), () -> { });
    List<CoreWebSource> edges = List.of(new CoreWebSource(one), new CoreWebSource(two));
    for (EdgeConnections edge : List.of(one, two)) {
      edge.link(bus(core::heard));
      edge.heard(RedisLink.EPOCH, new Frame.Epoch(1));
    }

    for (int guess = 0; guess < GUESSES; guess++) { // wrong codes, every other one on each edge
      CodeAnswer answer = ask(edges.get(guess % 2), "ZZZZ" + guess, "10.0.0.9");
      assertThat(answer.seat()).isNull();
      assertThat(answer.tooMany()).isFalse();
    }
    assertThat(ask(edges.get(0), "ZZZZ", "10.0.0.9").tooMany()).isTrue();
    assertThat(ask(edges.get(1), "ZZZZ", "10.0.0.9").tooMany()).isTrue();
    assertThat(ask(edges.get(1), "ZZZZ", "10.0.0.10").tooMany()).isFalse(); // another address
  }

  private CodeAnswer ask(CoreWebSource edge, String code, String address) {
    CompletableFuture<CodeAnswer> answer = edge.seat("cup", code, address).toCompletableFuture();
    for (int round = 0; round < 20 && !answer.isDone(); round++) {
      coreLoop.runPendingTasks();
    }
    return answer.join();
  }

  /** A link that carries each frame as Redis does (encoded and decoded) to {@code to}. */
  private static Publisher bus(BiConsumer<String, Frame> to) {
    return new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        if (!(frame instanceof Frame.Epoch)) {
          to.accept(channel, FrameCodec.decode(FrameCodec.encode(frame)));
        }
        return CompletableFuture.completedFuture(1L);
      }
    };
  }
}
