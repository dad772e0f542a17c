package arbiter.cluster.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.clock.FakeTicker;
import arbiter.cluster.Frame;
import arbiter.cluster.Leadership;
import arbiter.cluster.Payload;
import arbiter.cluster.WireCodec;
import arbiter.cluster.Publisher;
import arbiter.command.Command;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The core's end of the edges' connections, the edge played by the test: each connection's
 * session runs here and answers it typed, numbered; gaps, unknown connections, a face the core
 * does not serve close connections as a dropped socket would; a deposed core lets them go.
 */
class CoreRelayTest {

  private final EventLoopGroup loops = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final List<String> sent = new CopyOnWriteArrayList<>();
  private volatile boolean leading = true;
  private final Leadership leadership = new Leadership() {
    @Override
    public void onLeader(Runnable action) {
      action.run();
    }

    @Override
    public boolean isLeader() {
      return leading;
    }

    @Override
    public long epoch() {
      return 3;
    }
  };
  private final CoreRelay relay = new CoreRelay(services(), null, loops, leadership,
      System::currentTimeMillis, 60_000);

  /** What each connection's end read of the games' views. */
  private final Map<Long, WireCodec.History> read = new java.util.concurrent.ConcurrentHashMap<>();

  CoreRelayTest() {
    relay.start(new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        sent.add(channel + " " + describe(frame, read));
        return CompletableFuture.completedFuture(1L);
      }
    }, () -> { });
  }

  @AfterEach
  void stop() {
    relay.close();
    loops.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.SECONDS);
  }

  private static Services services() {
    MemoryStore store = new MemoryStore(CheapHasher.create());
    Lobby lobby = new Lobby(new DirectJournal(store), 0, () -> Runnable::run, Absence.DEFAULT,
        new FakeTicker());
    return new Services(store, store, store, Runnable::run, lobby, LoginThrottle.none(), null,
        null);
  }

  /** A frame as one line: a payload by its kind, read as its connection's end reads it. */
  private static String describe(Frame frame, Map<Long, WireCodec.History> read) {
    if (frame instanceof Frame.Data data) {
      Payload payload = WireCodec.decode(((Payload.Written) data.payload()).wire(),
          read.computeIfAbsent(data.connection(), connection -> new WireCodec.History()));
      return "data " + data.connection() + " " + data.number() + " "
          + payload.getClass().getSimpleName();
    }
    return frame instanceof Frame.Close close ? "close " + close.connection()
        : frame.getClass().getSimpleName();
  }

  private void open(long connection, String face) {
    relay.heard("arbiter:core", new Frame.Open("e1", connection, face,
        new InetSocketAddress("10.0.0.9", 51000), new InetSocketAddress("127.0.0.1", 4000)));
  }

  /** The edge's {@code number}th payload of a connection: a command its face read. */
  private void input(long connection, long number, Command command) {
    relay.heard("arbiter:core",
        new Frame.Data("e1", connection, number, new Payload.Ask(command, 0)));
  }

  @Test
  void aConnectionsSessionRunsOnTheCoreAndAnswersItsEdgeNumbered() {
    open(1, "text");
    input(1, 0, new Command.Help());
    input(1, 1, new Command.Who());
    await().until(() -> sent.contains("arbiter:edge:e1 data 1 1 Answer"));
    assertThat(sent).contains("arbiter:edge:e1 data 1 0 Answer");
  }

  @Test
  void aFaceTheCoreDoesNotServeOrAnUnknownConnectionIsClosed() {
    open(2, "gopher");
    input(9, 0, new Command.Help());
    assertThat(sent).contains("arbiter:edge:e1 close 2", "arbiter:edge:e1 close 9");
  }

  @Test
  void aGapInTheInputClosesTheConnectionAndTellsTheEdge() {
    open(1, "text");
    input(1, 0, new Command.Help());
    input(1, 2, new Command.Who());
    await().until(() -> sent.contains("arbiter:edge:e1 close 1"));
  }

  @Test
  void theEdgeClosingAConnectionIsNotToldBack() {
    open(1, "text");
    relay.heard("arbiter:core", new Frame.Close("e1", 1));
    input(1, 0, new Command.Help()); // gone: answered with its end, as any unknown connection
    assertThat(sent.stream().filter(line -> line.startsWith("arbiter:edge:")))
        .containsExactly("arbiter:edge:e1 close 1");
  }

  @Test
  void aDeposedCoreHearsNobodyAndLetsWhatItRanGoWithoutClosingItOnTheEdge() {
    open(1, "text");
    leading = false;
    open(2, "text");
    // its ticks (every second) end the sessions; the edge keeps the clients for the next core
    await().pollDelay(java.time.Duration.ofMillis(2500)).until(() -> true);
    assertThat(sent).noneMatch(frame -> frame.contains(" close "));
    leading = true; // as a test may: connection 1 is gone from here
    input(1, 0, new Command.Who());
    assertThat(sent).contains("arbiter:edge:e1 close 1");
  }
  @Test
  void aCoreThatLeadsAgainAfterLettingGoTellsTheEdgeOfASessionItEnds() {
    // a store outage longer than the lease: the core's lease lapses by its own clock (it lets its
    // edges' connections go), then its renewal confirms the lease again and it serves on
    open(1, "text");
    leading = false;
    await().pollDelay(java.time.Duration.ofMillis(1500)).until(() -> true);
    leading = true;
    open(2, "text");
    input(2, 0, new Command.Exit()); // the session ends it: the edge must close the client
    await().atMost(java.time.Duration.ofSeconds(5))
        .until(() -> sent.contains("arbiter:edge:e1 close 2"));
  }

  @Test
  void anEdgeUnheardWhileTheCoreDidNotLeadIsNotTakenForSilentOnceItLeadsAgain() {
    ch.qos.logback.classic.Logger log =
        (ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger(CoreRelay.class);
    ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> logged =
        new ch.qos.logback.core.read.ListAppender<>();
    logged.start();
    log.addAppender(logged);
    java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
    CoreRelay other = new CoreRelay(services(), null, loops, leadership, now::get, 5_000);
    other.start((channel, frame) -> CompletableFuture.completedFuture(1L), () -> { });
    try {
      other.heard("arbiter:core", new Frame.Alive("e1"));
      leading = false; // the store is away for 20 s: the edge's words are not heard meanwhile
      now.addAndGet(20_000);
      await().pollDelay(java.time.Duration.ofMillis(1500)).until(() -> true);
      leading = true; // the lease confirmed again: the edge is heard from its next word on
      await().pollDelay(java.time.Duration.ofMillis(1500)).until(() -> true);
      assertThat(logged.list)
          .extracting(ch.qos.logback.classic.spi.ILoggingEvent::getFormattedMessage)
          .noneMatch(line -> line.contains("is silent"));
    } finally {
      other.close();
      log.detachAppender(logged);
    }
  }
}
