package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.FrameTags;
import arbiter.cluster.RedisLink;
import arbiter.edge.IcsPortInitializer;
import arbiter.edge.JsonSessions;
import arbiter.edge.PortBinding;
import arbiter.edge.TextPortInitializer;
import arbiter.edge.Transport;
import arbiter.face.SharedPort;
import arbiter.edge.http.HttpServerInitializer;
import arbiter.face.ics.IcsLines;
import arbiter.face.web.HttpRouter;
import arbiter.face.web.StaticFiles;
import arbiter.face.web.WebContext;
import arbiter.face.web.WebSessions;
import arbiter.face.text.NetworkText;
import arbiter.face.words.Languages;
import arbiter.face.words.Words;
import arbiter.session.Services;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A cluster edge ({@code cluster.role=edge}): it listens on the faces' ports (text and JSON, ICS,
 * HTTP and WebSocket) and reaches the leading core over Redis, which runs each connection's
 * session; it holds no lobby, room or store. Every face runs here: the text and JSON port's, the
 * ICS port's (lines, the login dialogue, commands, renderers, back-pressure) and the web face
 * (pages, sign-in cookies, WebSockets). What crosses is typed: commands and the session's face
 * calls, the pages' questions and their answers.
 */
public final class EdgeServer implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(EdgeServer.class);

  private final EdgeConnections connections;
  private final RedisLink link;
  /** How the loops below move bytes ({@code server.transport}). */
  private final Transport transport;
  private final EventLoopGroup boss;
  private final EventLoopGroup workers;
  private final List<Channel> listeners = new ArrayList<>();
  /** Where the web logins wait for the core, off the event loops. */
  private final ExecutorService blocking = Executors.newFixedThreadPool(2,
      new DefaultThreadFactory("arbiter-blocking", true));
  /** The text and JSON port's own pipeline, its sessions on the core. */
  private TextPortInitializer textPort;
  /** The ICS port's own pipeline, its sessions on the core. */
  private IcsPortInitializer icsPort;
  /** The web port's pipeline: pages, and WebSockets whose sessions are on the core. */
  private HttpServerInitializer httpPort;
  /** The port of each face, 0 when off: text, ics, http. */
  private final int[] ports = new int[3];

  private EdgeServer(EdgeConnections connections, RedisLink link, Transport transport,
      EventLoopGroup boss, EventLoopGroup workers) {
    this.connections = connections;
    this.transport = transport;
    this.link = link;
    this.boss = boss;
    this.workers = workers;
  }

  /** Connects to Redis ({@code cluster.redis}) and listens on the configured ports. */
  public static EdgeServer start(ServerConfig config) throws InterruptedException {
    Settings settings = config.settings();
    String id = UUID.randomUUID().toString().substring(0, 8);
    long start = System.nanoTime();
    LongSupplier millis = () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    long coreTimeout = settings.integer("cluster.core.timeout.seconds", 5) * 1000L;
    EdgeConnections connections = new EdgeConnections(id, millis, coreTimeout,
        settings.integer("cluster.core.wait.seconds",
            (int) (EdgeConnections.DEFAULT_WAIT_MILLIS / 1000)) * 1000L);
    SealedToCore sealed = new SealedToCore(connections, millis, coreTimeout);
    // one loop every two cores, at least one, as on a single server: the link to Redis runs on
    // them too, so a frame heard for a connection of its own loop is shown without a wake-up
    Transport transport = Transport.of(settings);
    EventLoopGroup workers = transport.loops(settings.integer("event.loops",
        Math.max(1, Runtime.getRuntime().availableProcessors() / 2)), "arbiter-loop");
    RedisLink link;
    FrameTags tags = FrameTags.of(settings.string("cluster.secret", ""),
        System::currentTimeMillis);
    try {
      link = RedisLink.connect(settings.string("cluster.redis", "redis://127.0.0.1:6379"),
          transport, workers, sealed, tags);
    } catch (RuntimeException e) {
      workers.shutdownGracefully(0, 2, TimeUnit.SECONDS);
      throw e;
    }
    sealed.link(link);
    connections.link(sealed);
    link.subscribe(RedisLink.edgeChannel(id));
    link.subscribe(RedisLink.EPOCH);
    EdgeServer edge = new EdgeServer(connections, link, transport,
        transport.loops(1, "arbiter-accept"), workers);
    edge.textPort = new TextPortInitializer(sessions(config), config);
    CoreWebSource core = new CoreWebSource(connections);
    edge.icsPort = new IcsPortInitializer(dialogues(config, System::currentTimeMillis,
        core::guestName), config, edge.textPort.cap());
    WebContext web = WebContext.of(core, webSessions(connections, config), edge.blocking, config,
        StaticFiles.load(), core);
    edge.httpPort = new HttpServerInitializer(config, () -> new HttpRouter(web),
        edge.textPort::openConnections);
    try {
      // the text port always listens (0: any free port); 0 turns the others off, -1 takes any
      edge.ports[0] = edge.listen(config, "text", Math.max(config.port(), -1),
          pipeline(connections, Frame.TYPED_FACE, edge.textPort));
      edge.ports[1] = edge.listen(config, Frame.ICS_FACE, settings.integer("ics.port", 5000),
          pipeline(connections, Frame.ICS_FACE, edge.icsPort));
      edge.ports[2] = edge.listen(config, "http", settings.integer("http.port", 8080),
          edge.httpPort);
    } catch (RuntimeException | InterruptedException e) {
      edge.close();
      throw e;
    }
    edge.workers.next().scheduleAtFixedRate(connections::tick, 0, 1, TimeUnit.SECONDS);
    LOG.info("edge {} relays to the core through {}; {}", id, link.address(), tags.said());
    return edge;
  }

  /**
   * How a text connection opens: its face and reader here, as on a single server, and the
   * conversation the core's session for it.
   */
  static TextPortInitializer.Sessions sessions(ServerConfig config) {
    Settings settings = config.settings();
    String serverName = settings.string("server.name", "Arbiter");
    int passwordMinLength = settings.integer("password.min.length", 0);
    String formVariant = formVariant(settings);
    Words.of(config.defaultLanguage()); // the words files are read now, never on an event loop
    return (sink, channel) -> {
      RemoteSession remote = remote(channel, formVariant);
      NetworkText network = new NetworkText(serverName, passwordMinLength,
          new Languages((user, language) -> remote.keep(language), config.defaultLanguage()));
      return SharedPort.open(remote::opened, sink, network, config.defaultLanguage());
    };
  }

  /**
   * How an ICS connection opens: its login dialogue, parser and face here, as on a single server,
   * the conversation the core's session for it, and what the face asks of the lobby the core's
   * answers; a guest's name is the core's draw among the names not online ({@code guestNames}).
   *
   * @param clock the wall-clock time in milliseconds, to run a ticking clock down on a board
   */
  static IcsPortInitializer.Dialogues dialogues(ServerConfig config, LongSupplier clock,
      Supplier<CompletionStage<String>> guestNames) {
    Settings settings = config.settings();
    boolean guests = !settings.string("ics.guests", "true").equalsIgnoreCase("false");
    String formVariant = formVariant(settings);
    return (out, channel) -> {
      RemoteSession remote = remote(channel, formVariant);
      return IcsLines.open(remote::opened, remote.players(), guestNames, out, guests,
          channel.eventLoop(), clock);
    };
  }

  private static String formVariant(Settings settings) {
    return settings.string("challenge.variant", Services.FORM_VARIANT).strip();
  }

  /**
   * How a browser's WebSocket opens on an edge: its JSON face here, and its session the core's,
   * reached through a connection of the {@link Frame#WEB_FACE} face added to the socket's
   * pipeline once it is a WebSocket.
   */
  static WebSessions webSessions(EdgeConnections connections, ServerConfig config) {
    String formVariant = formVariant(config.settings());
    return (channel, wrap, opened) -> {
      EdgeConnection connection = new EdgeConnection(connections, Frame.WEB_FACE);
      RemoteSession remote = remote(connection, formVariant);
      channel.pipeline().addLast("core", connection); // opens on the core now
      return JsonSessions.handler(channel, config, face -> {
        remote.opened(wrap.apply(face));
        opened.accept(remote);
        return remote;
      });
    };
  }

  /** The conversation of a new connection of a typed face with its session on the core. */
  private static RemoteSession remote(Channel channel, String formVariant) {
    return remote(channel.pipeline().get(EdgeConnection.class), formVariant);
  }

  private static RemoteSession remote(EdgeConnection connection, String formVariant) {
    RemoteSession remote = new RemoteSession(connection::send, connection::close,
        connection::unavailable, formVariant);
    connection.converse(remote);
    return remote;
  }

  /**
   * A connection's pipeline on an edge: its link to the core first, then the face's own pipeline
   * ({@code port}, the same as a single server's port).
   */
  static ChannelInitializer<Channel> pipeline(EdgeConnections connections, String face,
      ChannelHandler port) {
    return new ChannelInitializer<>() {
      @Override
      protected void initChannel(Channel channel) {
        channel.pipeline().addLast("core", new EdgeConnection(connections, face));
        channel.pipeline().addLast(port);
      }
    };
  }

  private int listen(ServerConfig config, String face, int port, ChannelHandler handler)
      throws InterruptedException {
    if (port == 0 && !face.equals("text")) {
      return 0;
    }
    Channel listener;
    try {
      listener = new PortBinding(transport, boss, workers, config, false)
          .listen(handler, Math.max(port, 0));
    } catch (PortBinding.BindFailure e) {
      throw new IllegalStateException("cannot listen for " + face + " on " + config.bind() + ":"
          + port + ": " + e.getMessage(), e);
    }
    listeners.add(listener);
    return ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /** The text and JSON port. */
  public int port() {
    return ports[0];
  }

  /** The ICS port, 0 when off. */
  public int icsPort() {
    return ports[1];
  }

  /** The HTTP port, 0 when off. */
  public int httpPort() {
    return ports[2];
  }

  /** Blocks until the server is closed. */
  public void awaitClose() throws InterruptedException {
    listeners.get(0).closeFuture().sync();
  }

  @Override
  public void close() {
    for (Channel listener : listeners) {
      listener.close().syncUninterruptibly();
    }
    // each client told why first (and its session at the core told it left), then the watches
    textPort.closeConnections();
    icsPort.closeConnections();
    httpPort.closeConnections();
    connections.closeAll();
    boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    // each close runs as a task of its loop and tells the core a task later: two rounds of the
    // loops' queues, and every end waits to be sent before the link, on the same loops, closes
    // (sending what waits first)
    for (int round = 0; round < 2; round++) {
      for (EventExecutor loop : workers) {
        loop.submit(() -> { }).awaitUninterruptibly(2, TimeUnit.SECONDS);
      }
    }
    link.close(); // before the loops its sockets run on
    workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    blocking.shutdownNow();
  }
}
