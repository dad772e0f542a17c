package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.cluster.Leadership;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.face.words.Languages;
import arbiter.face.words.Words;
import arbiter.session.Services;
import io.netty.channel.EventLoopGroup;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's end of the edges' connections ({@code cluster.role=core}): while it leads, it hears
 * the edges on Redis and runs each client connection's session: a text and JSON, ICS or WebSocket
 * connection's as a {@link TypedConnection} (its commands come typed, its face's calls go back
 * typed, all numbered), and a page's anonymous watch as one too; it closes a connection of any
 * other face. It answers the edges' web pages' questions ({@link WebQueries}). It says its epoch
 * every second. A gap in an edge's numbering, a silent edge or a lost Redis closes the connections
 * concerned, as a dropped socket would: the sessions and games see a disconnection and wait for
 * the player. A core that stops or is deposed ends its sessions without closing the clients'
 * connections, which their edges open at the next core.
 */
public final class CoreRelay implements RedisLink.Listener, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(CoreRelay.class);

  private final EventLoopGroup loops;
  private final Leadership leadership;
  private final LongSupplier millis;
  private final long edgeTimeoutMillis;
  /** The connections, by edge and number. */
  private final Map<String, TypedConnection> connections = new ConcurrentHashMap<>();
  /** The sessions of typed connections: {@code null} when this core serves none (tests). */
  private final Services services;
  /** The answers to the edges' web pages: {@code null} when this core serves none (tests). */
  private final WebQueries web;
  private final Languages languages;
  private final Map<String, Long> edgesHeard = new ConcurrentHashMap<>();
  private volatile Publisher link;
  private volatile ScheduledFuture<?> ticks;
  /** Set once this core stops: a connection it still ends is kept by its edge for the next core. */
  private volatile boolean stopping;

  /**
   * Runs the session of each connection of a face that runs on the edge ({@link Frame#typed})
   * with {@code services}, and answers the edges' web pages with {@code web} (their questions, and
   * their anonymous watches); either {@code null} when this core serves none (tests).
   */
  public CoreRelay(Services services, WebQueries web, EventLoopGroup loops,
      Leadership leadership, LongSupplier millis, long edgeTimeoutMillis) {
    this.services = services;
    this.web = web;
    this.languages = services == null ? null
        : new Languages(services.accounts(), services.blocking(), Words.ENGLISH);
    this.loops = loops;
    this.leadership = leadership;
    this.millis = millis;
    this.edgeTimeoutMillis = edgeTimeoutMillis;
  }

  /**
   * Serves the edges through {@code link} from the moment this core leads; {@code listen} starts
   * hearing the edges' channel.
   */
  public void start(Publisher link, Runnable listen) {
    this.link = link;
    leadership.onLeader(() -> {
      LOG.info("leading under epoch {}: serving the edges", leadership.epoch());
      listen.run();
      ticks = loops.next().scheduleAtFixedRate(this::tick, 0, 1, TimeUnit.SECONDS);
    });
  }

  private void tick() {
    if (!leadership.isLeader()) {
      // the edges are not heard meanwhile: once this core leads again (its lease confirmed after
      // a store outage) each is timed from its next word, not taken for silent at the first tick
      edgesHeard.clear();
      if (!connections.isEmpty()) {
        // deposed: the new leader serves these clients once their edges open them there again
        LOG.warn("no longer leading: letting {} edge connection(s) go", connections.size());
        letGo();
      }
      return;
    }
    link.publish(RedisLink.EPOCH, new Frame.Epoch(leadership.epoch()));
    long now = millis.getAsLong();
    edgesHeard.forEach((edge, heard) -> {
      if (now - heard > edgeTimeoutMillis) {
        LOG.warn("edge {} is silent; closing its connections", edge);
        edgesHeard.remove(edge);
        connections.values().stream().filter(connection -> connection.edge().equals(edge))
            .forEach(TypedConnection::end);
      }
    });
  }

  @Override
  public void heard(String channel, Frame frame) {
    if (!leadership.isLeader()) {
      return; // a deposed core serves nobody
    }
    if (frame instanceof Frame.Open opened) {
      edgesHeard.put(opened.edge(), millis.getAsLong());
      open(opened);
    } else if (frame instanceof Frame.Data data) {
      TypedConnection connection = connections.get(key(data.edge(), data.connection()));
      if (connection == null) {
        tell(data.edge(), new Frame.Close(data.edge(), data.connection()));
      } else if (!connection.arrived(data.number(), data.payload())) {
        outOfOrder(data);
        connection.end();
      }
    } else if (frame instanceof Frame.Close close) {
      TypedConnection connection = connections.remove(key(close.edge(), close.connection()));
      if (connection != null) {
        connection.end();
      }
    } else if (frame instanceof Frame.Alive alive) {
      edgesHeard.put(alive.edge(), millis.getAsLong());
    } else if (frame instanceof Frame.Query query && web != null) {
      web.answer(query).thenAccept(reply -> tell(query.edge(), reply));
    }
  }

  private void open(Frame.Open opened) {
    String key = key(opened.edge(), opened.connection());
    // registered before any command arrives: Lettuce's thread hands them on after this
    if (services != null && Frame.typed(opened.face())) {
      connections.put(key, new TypedConnection(link, this::closed, opened.edge(),
          opened.connection(), opened.client(), services, loops.next(), languages,
          FaceTraits.of(opened.face(), services.lobby())));
      return;
    }
    if (web != null && opened.face().equals(Frame.WATCH_FACE)) {
      connections.put(key, new TypedConnection(link, this::closed, opened.edge(),
          opened.connection(), opened.client(), web.source()));
      return;
    }
    LOG.info("edge {} opened a {} connection, a face this core does not serve", opened.edge(),
        opened.face());
    tell(opened.edge(), new Frame.Close(opened.edge(), opened.connection()));
  }

  private void closed(TypedConnection connection) {
    if (connections.remove(key(connection.edge(), connection.connection())) != null
        && !stopping) {
      tell(connection.edge(), new Frame.Close(connection.edge(), connection.connection()));
    }
  }

  private void closeAll() {
    connections.values().forEach(TypedConnection::end);
  }

  /**
   * Ends every session here without closing the clients' connections: their edges keep them and
   * open them at the next core, which resumes their logins. Each leaves the map before it ends,
   * so its end tells its edge nothing; a connection opened once this core leads again (a lease
   * that lapsed and was confirmed) is told its end as any (until session 20 a flag kept for good
   * told none: a client taken over by another login, or that typed {@code exit}, stayed open).
   */
  private void letGo() {
    for (String key : connections.keySet()) {
      TypedConnection connection = connections.remove(key);
      if (connection != null) {
        connection.end();
      }
    }
  }

  private java.util.concurrent.CompletionStage<Long> tell(String edge, Frame frame) {
    return link.publish(RedisLink.edgeChannel(edge), frame);
  }

  @Override
  public void lost() {
    LOG.warn("lost Redis: closing {} edge connection(s)", connections.size());
    closeAll();
  }

  private static void outOfOrder(Frame.Data data) {
    LOG.info("input {} of connection {} of edge {} came out of order; closing it",
        data.number(), data.connection(), data.edge());
  }

  private static String key(String edge, long connection) {
    return edge + ':' + connection;
  }

  @Override
  public void close() {
    stopping = true;
    if (ticks != null) {
      ticks.cancel(false);
    }
    letGo();
  }
}
