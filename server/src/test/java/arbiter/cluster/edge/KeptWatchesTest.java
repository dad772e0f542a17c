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
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.edge.ConnectionCap;
import arbiter.edge.IcsPortInitializer;
import arbiter.edge.TextPortInitializer;
import arbiter.edge.http.EmbeddedBrowser;
import arbiter.event.AnswerEvent;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.face.web.StaticFiles;
import arbiter.face.web.WebContext;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.Arrival;
import arbiter.event.Asked;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.face.web.LocalWebSource;
import arbiter.game.Absence;
import arbiter.game.GameView;
import arbiter.lobby.Lobby;
import arbiter.protocol.JsonCodec;
import arbiter.rules.Side;
import arbiter.rules.chess.ChessVariant;
import arbiter.protocol.Request;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.LoginTokens;
import arbiter.store.MemoryStore;
import io.netty.channel.ChannelHandler;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * Spectators on an edge keep watching through a takeover: a telnet spectator, a JSON one that
 * also watches the lobby, a chess program on the ICS port and the web page (JSON over its
 * WebSocket) observe a game; another core takes
 * over (the journal replayed from the same store); each is shown the game again on the
 * connection it kept, sees the next move, and the lobby watcher is pushed the lobby. No Redis,
 * no sockets: frames encoded and decoded as Redis carries them, on embedded channels.
 */
class KeptWatchesTest {

  private static final Executor HERE = Runnable::run;
  private static final ServerConfig CONFIG = ServerConfig.of(Settings.empty()
      .with("banner.delay.millis", 0));
  private final FakeTicker ticker = new FakeTicker();
  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final EdgeConnections edge = new EdgeConnections("e1", () -> 0, 5000);
  private final EmbeddedClients clients = new EmbeddedClients();

  KeptWatchesTest() {
    for (String user : List.of("alice", "bob", "carol", "dave", "eve", "frank")) {
      store.register(user, "pw");
    }
  }

  /** A core leading at {@code epoch} on the store, the journal's running games resumed. */
  private void coreLeads(long epoch) {
    Lobby lobby = new Lobby(new DirectJournal(store), store.lastGameId(), () -> HERE,
        Absence.DEFAULT, ticker);
    lobby.resume(store.runningGames(), 120_000);
    Services services = new Services(store, store, store, HERE, lobby, LoginThrottle.none(),
        null, null);
    EmbeddedChannel coreLoop = new EmbeddedChannel(); // the core's sessions run on its loop
    clients.add(coreLoop);
    CoreRelay core = new CoreRelay(services, new WebQueries(new LocalWebSource(services, null),
        LoginTokens.inMemory(), HERE, lobby::isOnline), (EventLoopGroup) coreLoop.eventLoop(),
        new SoleLeader(epoch), () -> 0, 5000);
    core.start(bus(frame -> edge.heard(RedisLink.edgeChannel("e1"), frame)), () -> { });
    edge.link(bus(frame -> core.heard(RedisLink.CORE, frame))); // the last core hears the edge
    edge.heard(RedisLink.EPOCH, new Frame.Epoch(epoch));
    run();
  }

  private static Publisher bus(java.util.function.Consumer<Frame> to) {
    return new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        if (!(frame instanceof Frame.Epoch)) {
          to.accept(FrameCodec.decode(FrameCodec.encode(frame))); // as Redis carries it
        }
        return CompletableFuture.completedFuture(1L);
      }
    };
  }

  private EmbeddedChannel connect(String face, ChannelHandler port, int clientPort) {
    return clients.connect(EdgeServer.pipeline(edge, face, port), clientPort);
  }

  private void run() {
    clients.run();
  }

  private String type(EmbeddedChannel client, String line) {
    return clients.type(client, line);
  }

  private static String read(EmbeddedChannel client) {
    return EmbeddedClients.read(client);
  }

  @Test
  void spectatorsOnEveryFaceWatchOnThroughATakeover() {
    coreLeads(1);
    TextPortInitializer text = new TextPortInitializer(EdgeServer.sessions(CONFIG), CONFIG);
    IcsPortInitializer ics = new IcsPortInitializer(EdgeServer.dialogues(CONFIG,
        ticker::epochMillis, () -> new CoreWebSource(edge).guestName()), CONFIG,
        new ConnectionCap(8));
    EmbeddedChannel alice = connect(Frame.TYPED_FACE, text, 51000);
    EmbeddedChannel bob = connect(Frame.TYPED_FACE, text, 51001);
    EmbeddedChannel carol = connect(Frame.TYPED_FACE, text, 51002);
    EmbeddedChannel dave = connect(Frame.TYPED_FACE, text, 51003);
    EmbeddedChannel eve = connect(Frame.ICS_FACE, ics, 51004);
    type(alice, "login alice pw");
    type(bob, "login bob pw");
    type(alice, "new_game bob 0 chess");
    type(bob, "accept alice");
    type(alice, "e2e4");
    assertThat(type(carol, "login carol pw")).contains("login successful");
    assertThat(type(carol, "observe 1")).contains("observing");
    type(dave, JsonCodec.encode(new Request.Hello(2, "test")));
    type(dave, JsonCodec.encode(new Request.Login("dave", "pw")));
    assertThat(type(dave, JsonCodec.encode(new Request.Observe(1))))
        .contains("\"type\":\"game_started\"");
    assertThat(type(dave, JsonCodec.encode(new Request.WatchLobby(true))))
        .contains("\"type\":\"lobby\"");
    type(eve, "eve");
    assertThat(type(eve, "pw")).contains("Starting FICS session as eve");
    assertThat(type(eve, "observe 1")).contains("You are now observing game 1.");
    CoreWebSource pages = new CoreWebSource(edge);
    EmbeddedChannel frank = clients.connect(EmbeddedBrowser.port(WebContext.of(pages,
        EdgeServer.webSessions(edge, CONFIG), HERE, CONFIG, StaticFiles.load(), pages)), 51005);
    EmbeddedBrowser.write(frank, EmbeddedBrowser.upgrade("/ws", null));
    run();
    assertThat(EmbeddedBrowser.read(frank)).startsWith("HTTP/1.1 101 ");
    webSocket(frank, JsonCodec.encode(new Request.Hello(1, "arbiter-web")));
    webSocket(frank, JsonCodec.encode(new Request.Login("frank", "pw")));
    assertThat(webSocket(frank, JsonCodec.encode(new Request.Observe(1))))
        .contains("\"type\":\"game_started\"");

    coreLeads(2); // the first core is gone; the second replays the journal and leads

    String carolAgain = read(carol);
    String daveAgain = read(dave);
    String eveAgain = read(eve);
    String frankAgain = String.join("\n", EmbeddedBrowser.frames(frank));
    System.out.printf("after the takeover:%ncarol (text): %s%ndave (JSON): %s%neve (ICS): %s%n",
        carolAgain, daveAgain, eveAgain);
    // each is shown the game again, unasked: no answer to a request it did not make
    assertThat(carolAgain).contains("observing").contains("e4");
    assertThat(daveAgain).contains("\"type\":\"game_started\"", "\"type\":\"state\"",
        "\"type\":\"lobby\"").doesNotContain("\"type\":\"ok\"", "\"type\":\"error\"");
    assertThat(eveAgain).contains("You are now observing game 1.", "<12> ");
    assertThat(frankAgain).contains("\"type\":\"game_started\"", "\"type\":\"state\"")
        .doesNotContain("\"type\":\"ok\"", "\"type\":\"error\"");
    assertThat(type(bob, "e7e5")).contains("e5"); // the player's own login was resumed too
    assertThat(read(carol)).contains("e5");
    assertThat(read(dave)).contains("\"type\":\"state\"").contains("e5");
    assertThat(read(eve)).contains("<12> ").contains("P/e7-e5");
    assertThat(String.join("\n", EmbeddedBrowser.frames(frank))).contains("\"type\":\"state\"")
        .contains("e5");
  }

  /**
   * A chess program under {@code iset seekinfo 1} keeps a seek graph: after a takeover the lost
   * core's ads are cleared from it ({@code <sc>}) and the new core's are given, unasked; ads
   * posted at the new core reach it as before.
   */
  @Test
  void aSeekGraphIsClearedAndGivenTheNewCoresAdsAfterATakeover() {
    coreLeads(1);
    List<EmbeddedChannel> clients = icsLogins(51010, "eve", "frank");
    EmbeddedChannel eve = clients.get(0);
    EmbeddedChannel frank = clients.get(1);
    assertThat(type(eve, "iset seekinfo 1")).contains("seekinfo set.", "<sc>");
    type(frank, "seek 5 0");
    run();
    assertThat(read(eve)).contains("<s> 1 w=frank");

    coreLeads(2); // the ads lived in the lost core's lobby

    String again = read(eve);
    System.out.printf("eve's seek graph after the takeover: %s%n", again);
    assertThat(again).contains("<sc>").doesNotContain("seekinfo set.", "<s> 1 w=frank");
    type(frank, "seek 3 2");
    run();
    assertThat(read(eve)).contains("<s> 1 w=frank ti=00 rt=0P t=3 i=2");
    type(eve, "iset seekinfo 0");
    coreLeads(3);
    assertThat(read(eve)).doesNotContain("<sc>"); // switched off: nothing to clear
  }

  /**
   * A chess program under {@code iset seekremove 1} keeps a seek graph from FICS's sentences: after
   * a takeover the lost core's ads are said removed ({@code Ads removed: 1}), unasked, and ads
   * posted at the new core reach it as before. Without seekremove nothing is said, as before.
   */
  @Test
  void aSeekGraphUnderSeekremoveLosesTheLostCoresAdsAfterATakeover() {
    coreLeads(1);
    List<EmbeddedChannel> clients = icsLogins(51020, "eve", "frank", "carol");
    EmbeddedChannel eve = clients.get(0);
    EmbeddedChannel frank = clients.get(1);
    EmbeddedChannel carol = clients.get(2);
    assertThat(type(eve, "iset seekremove 1")).contains("seekremove set.");
    type(frank, "seek 5 0");
    type(frank, "seek 3 0"); // the first ad removed, a second posted
    run();
    assertThat(read(eve)).contains("Ads removed: 1", "(\"play 2\" to respond)");
    assertThat(read(carol)).contains("(\"play 2\" to respond)");

    coreLeads(2); // the ads lived in the lost core's lobby

    String again = read(eve);
    System.out.printf("eve's seek graph after the takeover: %s%n", again);
    assertThat(again).contains("Ads removed: 2").doesNotContain("Ads removed: 1", "seeking");
    assertThat(read(carol)).doesNotContain("Ads removed", "seeking"); // no seekremove: as before
    type(frank, "seek 3 2");
    run();
    assertThat(read(eve)).contains("frank (----) seeking 3 2 rated blitz (\"play 1\" to respond)");
    coreLeads(3);
    assertThat(read(eve)).contains("Ads removed: 1");
  }

  /** Chess programs on the edge's ICS port, from {@code port} on, logged in as {@code users}. */
  private List<EmbeddedChannel> icsLogins(int port, String... users) {
    IcsPortInitializer ics = new IcsPortInitializer(EdgeServer.dialogues(CONFIG,
        ticker::epochMillis, () -> new CoreWebSource(edge).guestName()), CONFIG,
        new ConnectionCap(8));
    List<EmbeddedChannel> clients = new java.util.ArrayList<>();
    for (String user : users) {
      EmbeddedChannel client = connect(Frame.ICS_FACE, ics, port + clients.size());
      type(client, user);
      assertThat(type(client, "pw")).contains("Starting FICS session as");
      clients.add(client);
    }
    return clients;
  }

  /** A browser's message on its WebSocket; the frames that came back, as text. */
  private String webSocket(EmbeddedChannel socket, String message) {
    EmbeddedBrowser.frame(socket, message);
    run();
    return String.join("\n", EmbeddedBrowser.frames(socket));
  }

  /** The view of game {@code id} as the core shows it: a running game with no moves. */
  private static GameView view(long id) {
    var start = ChessVariant.CHESS.start();
    return new GameView(id, 0, ChessVariant.CHESS, "alice", "bob", 0, 0, Side.WHITE, start, start,
        List.of(), List.of(), null, null);
  }

  private static Reply observed(long id) {
    return new Reply(new Asked.Other("observe"),
        List.of(new GameNews.GameShown(view(id), null, Arrival.OBSERVING, false)));
  }

  @Test
  void whatAConnectionWatchesFollowsTheCoresAnswersAndNews() {
    KeptWatches watches = new KeptWatches();
    assertThat(watches.again()).isEmpty();
    watches.answered(new Command.Observe(3), observed(3));
    watches.answered(new Command.WatchLobby(true), new Reply(new Asked.Other("watch_lobby"),
        List.of()));
    assertThat(watches.again()).containsExactly(new Command.Observe(3),
        new Command.WatchLobby(true));
    watches.answered(new Command.Observe(4), new Reply(new Asked.Other("observe"),
        List.of(new AnswerEvent.Refused(Refusal.LEAVE_GAME_FIRST)))); // still watching 3
    watches.told(new GameNews.GameEnded(view(4), null, null, false)); // another game's end
    assertThat(watches.again()).first().isEqualTo(new Command.Observe(3));
    watches.answered(new Command.Unobserve(), new Reply(new Asked.Other("unobserve"),
        List.of(new AnswerEvent.Done(Ack.STOPPED_OBSERVING))));
    assertThat(watches.again()).containsExactly(new Command.WatchLobby(true));
    watches.answered(new Command.Observe(5), observed(5));
    watches.told(new GameNews.GameEnded(view(5), null, null, false));
    assertThat(watches.again()).containsExactly(new Command.WatchLobby(true));
    watches.answered(new Command.Observe(6), observed(6));
    watches.told(new GameNews.GameShown(view(7), Side.WHITE,
        Arrival.STARTED, false)); // a game of its own: the core stopped the watching
    assertThat(watches.again()).containsExactly(new Command.WatchLobby(true));
    watches.answered(new Command.Sought(true), new Reply(new Asked.Sought(true),
        List.of(new LobbyNews.SeeksShown(List.of()))));
    assertThat(watches.again()).containsExactly(new Command.WatchLobby(true),
        new Command.Sought(true));
    watches.loggedOut();
    assertThat(watches.again()).isEmpty();
  }

  @Test
  void aGameThatEndedMeanwhileIsNotWatchedAgainNorIsTheRefusalShown() {
    KeptWatches watches = new KeptWatches();
    watches.answered(new Command.Observe(3), observed(3));
    assertThat(watches.watchingAgain(new Command.Observe(3), new Reply(
        new Asked.Other("observe"), List.of(new AnswerEvent.Refused(Refusal.NO_SUCH_GAME)))))
        .isEmpty();
    assertThat(watches.again()).isEmpty();
    watches.answered(new Command.Observe(3), observed(3));
    Reply again = observed(3);
    assertThat(watches.watchingAgain(new Command.Observe(3), again))
        .containsExactly(again.events().get(0)); // shown as news, not as an answer
    assertThat(watches.again()).containsExactly(new Command.Observe(3));
  }
}
