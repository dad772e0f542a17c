package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.cluster.Frame;
import arbiter.cluster.FrameCodec;
import arbiter.cluster.Leadership;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.cluster.SoleLeader;
import arbiter.cluster.WireCodec;
import arbiter.cluster.WebQuery;
import arbiter.cluster.core.CoreRelay;
import arbiter.cluster.core.WebQueries;
import arbiter.event.GameNews;
import arbiter.face.web.LocalWebSource;
import arbiter.face.web.StaticFiles;
import arbiter.face.web.WebContext;
import arbiter.store.LoginTokens;
import arbiter.command.Command;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.edge.ConnectionCap;
import arbiter.edge.IcsPortInitializer;
import arbiter.edge.TextPortInitializer;
import arbiter.edge.http.EmbeddedBrowser;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import io.netty.channel.ChannelHandler;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * The typed crossing without Redis or sockets: clients of an edge (one telnet and one JSON; three
 * chess programs on the ICS port) play through a core, every frame encoded and decoded as on
 * Redis, on embedded channels whose tasks the test runs; what they read is what the same lines
 * read on a single server, byte for byte, and what crossed was commands and events, not text.
 */
class TypedCrossingTest {

  private static final Executor HERE = Runnable::run;
  private static final ServerConfig CONFIG = ServerConfig.of(Settings.empty()
      .with("banner.delay.millis", 0));
  private final List<Frame> toCore = new CopyOnWriteArrayList<>();
  private final List<Frame> toEdge = new CopyOnWriteArrayList<>();
  private final EmbeddedClients clients = new EmbeddedClients();
  /** The login token the browser was given last. */
  private String lastToken;

  /** The games' time, the same on a single server and a cluster: the clocks stand still. */
  private final FakeTicker ticker = new FakeTicker();

  private Services services() {
    MemoryStore store = new MemoryStore(CheapHasher.create());
    store.register("carol", "pw"); // the ICS port has no registration of its own
    Lobby lobby = new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT, ticker);
    return new Services(store, store, store, HERE, lobby, LoginThrottle.none(), null, null);
  }

  private EmbeddedChannel connect(ChannelHandler handler, int port) {
    return clients.connect(handler, port);
  }

  /** Runs every client's loop until nothing is left to run (the core's sessions run on one). */
  private void run() {
    clients.run();
  }

  private String type(EmbeddedChannel client, String line) {
    return clients.type(client, line);
  }

  /** Two players, one at telnet and one in JSON: what each reads, line by line typed. */
  private List<String> play(java.util.function.IntFunction<EmbeddedChannel> connect) {
    List<String> read = new ArrayList<>();
    EmbeddedChannel alice = connect.apply(51000);
    EmbeddedChannel bob = connect.apply(51001);
    read.add(type(alice, "help"));
    read.add(type(alice, "register alice pw"));
    read.add(type(alice, "login alice pw"));
    read.add(type(alice, "set board grid"));
    read.add(type(bob, JsonCodec.encode(new Request.Hello(2, "test"))));
    read.add(type(bob, JsonCodec.encode(new Request.Register("bob", "pw"))));
    read.add(type(bob, JsonCodec.encode(new Request.Login("bob", "pw"))));
    read.add(type(alice, "new_game bob 0 chess"));
    read.add(type(bob, JsonCodec.encode(new Request.Accept("alice"))));
    read.add(type(alice, "e2e4"));
    read.add(type(bob, JsonCodec.encode(new Request.Move("e7e5"))));
    read.add(type(alice, "g1f3"));
    read.add(type(bob, ""));
    read.add(type(alice, "logout"));
    return read;
  }

  @Test
  void anEdgesClientsReadWhatASingleServersRead() {
    TextPortInitializer single = new TextPortInitializer(services(), CONFIG);
    List<String> alone = play(port -> connect(single, port));
    clients.clear();

    TextPortInitializer edgePort = new TextPortInitializer(EdgeServer.sessions(CONFIG), CONFIG);
    List<String> through = play(cluster(Frame.TYPED_FACE, edgePort));

    assertThat(through).isEqualTo(alone);
    assertThat(toCore).filteredOn(Frame.Open.class::isInstance).hasSize(2); // each opened once
    assertThat(String.join("", alone)).contains("login successful", "bob played e5",
        "{\"type\":\"welcome\"", "last move: Nf3 by white (marked *)");
    // edge to core: typed commands; core to edge: the face's calls with their typed events
    assertThat(crossed(toCore)).contains(new Payload.Ask(new Command.Move("e2e4"), 0),
        new Payload.Ask(new Command.Move("e7e5"), 0));
    assertThat(crossed(toEdge)).anyMatch(payload -> payload instanceof Payload.Push push
        && push.event() instanceof GameNews.OpponentMoved);
  }

  /**
   * An edge and a core (its sessions on a loop of their own), their frames encoded and decoded as
   * Redis carries them: how a client connects to the edge's port {@code face} ({@code port} its
   * own pipeline), from a client port.
   */
  private java.util.function.IntFunction<EmbeddedChannel> cluster(String face,
      ChannelHandler port) {
    clients.clear();
    toCore.clear();
    toEdge.clear();
    Services services = services();
    // the pages' questions answered too: an ICS guest's name is the core's draw
    EdgeConnections connections = core(services, new WebQueries(
        new LocalWebSource(services, null), LoginTokens.inMemory(), HERE,
        services.lobby()::isOnline));
    edge = connections;
    return clientPort -> connect(EdgeServer.pipeline(connections, face, port), clientPort);
  }

  /** The edge's end of the cluster {@link #cluster} made last. */
  private EdgeConnections edge;

  /** A core with {@code services} (its sessions on a loop of their own) and an edge's end of it. */
  private EdgeConnections core(Services services, WebQueries web) {
    EdgeConnections connections = new EdgeConnections("e1", () -> 0, 5000);
    EmbeddedChannel coreLoop = new EmbeddedChannel(); // the core's sessions run on its loop
    clients.add(coreLoop);
    CoreRelay core = new CoreRelay(services, web,
        (EventLoopGroup) coreLoop.eventLoop(), leading(), () -> 0, 5000);
    core.start(bus(toEdge, frame -> connections.heard(RedisLink.edgeChannel("e1"), frame)),
        () -> { });
    connections.link(bus(toCore, frame -> core.heard(RedisLink.CORE, frame)));
    connections.heard(RedisLink.EPOCH, new Frame.Epoch(1));
    return connections;
  }

  /** The payloads that crossed one way, read back as each connection's end reads them. */
  private static List<Payload> crossed(List<Frame> frames) {
    Map<Long, WireCodec.History> histories = new java.util.HashMap<>();
    return frames.stream().filter(Frame.Data.class::isInstance).map(Frame.Data.class::cast)
        .map(data -> data.payload() instanceof Payload.Written written
            ? WireCodec.decode(written.wire(), histories.computeIfAbsent(data.connection(),
                connection -> new WireCodec.History()))
            : data.payload())
        .toList();
  }

  /**
   * Three chess programs on the ICS port: a registered player, a guest under a name of its own and
   * one named by the server; settings, a seek taken, moves with style 12 boards, bad input, a
   * resignation, a match offer between a registered player and a guest.
   */
  private List<String> playIcs(java.util.function.IntFunction<EmbeddedChannel> connect) {
    List<String> read = new ArrayList<>();
    Map<String, EmbeddedChannel> players = Map.of("carol", connect.apply(52000),
        "dave", connect.apply(52001), "guest", connect.apply(52002));
    String[][] script = {{"carol", "carol"}, {"carol", "wrong"}, {"carol", "carol"},
        {"carol", "pw"}, {"carol", "iset ms 1"}, {"carol", "style 12"},
        {"carol", "iset seekremove 1"},
        {"dave", "dave"}, {"dave", ""}, // no password: a guest under this name
        {"guest", "guest"}, {"guest", ""}, {"guest", "frobnicate"},
        {"carol", "seek 5 0"}, {"dave", "sought"}, {"dave", "play 1"},
        {"carol", "e2e4"}, {"dave", "e7e5"}, {"carol", "e2e5"}, {"dave", "d7d5"},
        {"carol", "Nf3"}, {"dave", "draw"}, {"carol", "moves"}, {"carol", "resign"},
        {"dave", "match carol 2 12"}, {"carol", "accept"}, {"carol", "games"},
        {"dave", "abort"}, {"carol", "abort"}, {"carol", "match dave"}, {"dave", "decline"},
        {"guest", "quit"}, {"carol", "quit"}};
    for (String[] line : script) {
      read.add(type(players.get(line[0]), line[1]));
    }
    for (String name : List.of("carol", "dave", "guest")) {
      read.add(name + " connected: " + players.get(name).isActive());
    }
    // the name the server gave the guest is drawn at random
    return read.stream().map(text -> text.replaceAll("Guest[A-Z]{4}", "GuestXXXX")).toList();
  }

  @Test
  void anEdgesChessProgramsReadWhatASingleServersRead() {
    ConnectionCap cap = new ConnectionCap(8);
    IcsPortInitializer single = new IcsPortInitializer(services(), CONFIG, true, cap,
        ticker::epochMillis);
    List<String> alone = playIcs(port -> connect(single, port));

    List<String> through = playIcs(cluster(Frame.ICS_FACE, new IcsPortInitializer(
        EdgeServer.dialogues(CONFIG, ticker::epochMillis,
            () -> new CoreWebSource(edge).guestName()), CONFIG, cap)));

    assertThat(through).isEqualTo(alone);
    assertThat(String.join("", alone)).contains("**** Starting FICS session as carol ****",
        "**** Starting FICS session as dave(U) ****", "**** Invalid password! ****",
        "frobnicate: Command not found.", "Creating: carol (----) dave (++++) unrated blitz 5 0",
        "<12> ", "Illegal move (e2e5).", "carol resigns} 0-1",
        "Challenge: dave (++++) carol (----) unrated");
    assertThat(alone).contains("carol connected: false", "dave connected: true",
        "guest connected: false");
    // what crossed: typed commands one way, the face's calls the other, and what the lobby says
    // of the players a call names; never a byte of the dialogue: no prompt, no board line
    assertThat(toEdge).noneMatch(frame -> crossedText(frame).contains("fics%")
        || crossedText(frame).contains("<12> "));
    List<Payload> asked = crossed(toCore);
    assertThat(asked).contains(new Payload.Ask(new Command.Move("e2e4"), 0),
            new Payload.Ask(new Command.Login("carol", "pw"), 0),
            new Payload.Ask(new Command.GuestLogin("dave"), 0));
    List<Payload> told = crossed(toEdge);
    assertThat(told).contains(new Payload.Players(List.of("dave")));
  }

  /**
   * A browser on the web port and a telnet player: the browser signs up over the WebSocket (the
   * JSON protocol, one message a frame), plays the telnet player, a page watches the game, the
   * page's API lists the games, and a second socket resumes the login by its cookie.
   */
  private List<String> browse(ChannelHandler web, java.util.function.IntFunction<EmbeddedChannel>
      telnet) {
    List<String> read = new ArrayList<>();
    EmbeddedChannel bob = telnet.apply(51001);
    EmbeddedChannel alice = connect(web, 51000);
    read.add(status(ask(alice, EmbeddedBrowser.upgrade("/ws", null))));
    read.add(String.join("\n", send(alice, JsonCodec.encode(new Request.Hello(2, "test")))));
    read.add(String.join("\n", send(alice, JsonCodec.encode(new Request.Register("alice",
        "pw")))));
    List<String> login = send(alice, JsonCodec.encode(new Request.Login("alice", "pw")));
    String token = login.stream().filter(line -> line.contains("session_token"))
        .map(line -> line.replaceAll(".*\"token\":\"([^\"]+)\".*", "$1")).findFirst()
        .orElseThrow();
    read.add(String.join("\n", login).replace(token, "TOKEN"));
    lastToken = token;
    read.add(type(bob, "register bob pw"));
    read.add(type(bob, "login bob pw"));
    read.add(type(bob, "new_game alice 0 chess"));
    run();
    read.add(String.join("\n", EmbeddedBrowser.frames(alice)));
    read.add(String.join("\n", send(alice, JsonCodec.encode(new Request.Accept("bob")))));
    read.add(type(bob, "e2e4"));
    read.add(String.join("\n", EmbeddedBrowser.frames(alice)));
    EmbeddedChannel page = connect(web, 51002);
    read.add(opened(ask(page, EmbeddedBrowser.upgrade("/watch?game=1", null))));
    read.add(String.join("\n", send(alice, JsonCodec.encode(new Request.Move("e7e5")))));
    read.add(type(bob, ""));
    read.add(String.join("\n", EmbeddedBrowser.frames(page)));
    EmbeddedChannel api = connect(web, 51003);
    String games = ask(api, "GET /api/games HTTP/1.1\r\nHost: localhost:4000\r\n\r\n");
    read.add(status(games) + games.substring(games.indexOf("\r\n\r\n")));
    EmbeddedChannel again = connect(web, 51004);
    read.add(opened(ask(again, EmbeddedBrowser.upgrade("/ws", token))));
    read.add(String.join("\n", EmbeddedBrowser.frames(alice)));
    return read;
  }

  /** A browser's message, one frame; the frames the socket got once every loop ran. */
  private List<String> send(EmbeddedChannel socket, String message) {
    EmbeddedBrowser.frame(socket, message);
    run();
    return EmbeddedBrowser.frames(socket);
  }

  /** A request's raw bytes; the answer once every loop ran. */
  private String ask(EmbeddedChannel channel, String request) {
    EmbeddedBrowser.write(channel, request);
    run();
    return EmbeddedBrowser.read(channel);
  }

  /** An upgrade's status line, then the frames that came right after it. */
  private static String opened(String answer) {
    int frames = answer.indexOf("\r\n\r\n") + 4;
    return status(answer) + "\n" + String.join("\n", EmbeddedBrowser.frames(
        answer.substring(frames).getBytes(StandardCharsets.ISO_8859_1)));
  }

  private static String status(String answer) {
    return answer.substring(0, answer.indexOf("\r\n"));
  }

  @Test
  void aBrowserOnAnEdgesWebPortReadsWhatASingleServersReads() {
    Services alone = services();
    TextPortInitializer singleText = new TextPortInitializer(alone, CONFIG);
    List<String> single = browse(EmbeddedBrowser.port(WebContext.of(alone, CONFIG, null,
        StaticFiles.load(), LoginTokens.inMemory())), port -> connect(singleText, port));
    clients.clear();

    TextPortInitializer edgePort = new TextPortInitializer(EdgeServer.sessions(CONFIG), CONFIG);
    Services services = services();
    EdgeConnections connections = core(services,
        new WebQueries(new LocalWebSource(services, null), LoginTokens.inMemory(), HERE));
    CoreWebSource pages = new CoreWebSource(connections);
    List<String> through = browse(EmbeddedBrowser.port(WebContext.of(pages,
        EdgeServer.webSessions(connections, CONFIG), HERE, CONFIG, StaticFiles.load(), pages)),
        port -> connect(EdgeServer.pipeline(connections, Frame.TYPED_FACE, edgePort),
            port));

    assertThat(through).isEqualTo(single);
    // the telnet player, the browser's two sockets and the page's watch, each opened once
    assertThat(toCore).filteredOn(Frame.Open.class::isInstance).extracting(frame ->
        ((Frame.Open) frame).face()).containsExactly("text", "web", "watch", "web");
    assertThat(String.join("\n", single)).contains("HTTP/1.1 101 ", "\"type\":\"session_token\"",
        "\"type\":\"challenged\"", "\"type\":\"game_started\"",
        "\"game\":1,\"variant\":\"chess\"", "{\"type\":\"resumed\",\"user\":\"alice\"}",
        "alice played e5", "\"lastMove\":\"e5\"");
    // what crossed: the socket's commands and events typed, the page's question typed, no bytes
    List<Payload> asked = toCore.stream().filter(Frame.Data.class::isInstance)
        .map(frame -> ((Frame.Data) frame).payload()).filter(Payload.Written.class::isInstance)
        .map(written -> WireCodec.decode(((Payload.Written) written).wire())).toList();
    assertThat(asked).contains(new Payload.Ask(new Command.Move("e7e5"), 0),
        new Payload.Ask(new Command.Resume("alice"), 0), new Payload.Watch(1, null));
    assertThat(toCore).filteredOn(Frame.Query.class::isInstance)
        .map(frame -> WireCodec.decode(((Payload.Written) ((Frame.Query) frame).payload()).wire()))
        .contains(new Payload.Query(new WebQuery.Games()))
        .anyMatch(query -> ((Payload.Query) query).query() instanceof WebQuery.FindLogin);
    // the login's token was made and hashed on the edge: only its hash went to the core
    assertThat(toCore).noneMatch(frame -> crossedText(frame).contains(lastToken));
    // the pages were rendered on the edge: no HTTP or HTML came from the core
    assertThat(toEdge).noneMatch(frame -> crossedText(frame).contains("HTTP/1.1")
        || crossedText(frame).contains("<html"));
  }

  /** A frame as Redis carries it, read as text. */
  private static String crossedText(Frame frame) {
    return new String(FrameCodec.encode(frame), StandardCharsets.ISO_8859_1);
  }

  private Publisher bus(List<Frame> crossed, java.util.function.Consumer<Frame> to) {
    return new Publisher() {
      @Override
      public CompletionStage<Long> publish(String channel, Frame frame) {
        if (frame instanceof Frame.Epoch) {
          return CompletableFuture.completedFuture(1L);
        }
        Frame heard = FrameCodec.decode(FrameCodec.encode(frame)); // as Redis carries it
        crossed.add(heard);
        to.accept(heard);
        return CompletableFuture.completedFuture(1L);
      }
    };
  }

  private static Leadership leading() {
    return new SoleLeader(1);
  }
}
