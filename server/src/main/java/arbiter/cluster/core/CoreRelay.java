package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.cluster.Leadership;
import arbiter.cluster.Payload;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
import arbiter.face.words.Languages;
import arbiter.face.words.Words;
import arbiter.session.Services;
import io.netty.channel.ChannelHandler;
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
 * the edges on Redis and runs each client connection's session: a text and JSON or ICS
 * connection's as a {@link TypedConnection} (its commands come typed, its face's calls go back
 * typed), an HTTP connection as a {@link RelayChannel} through the face's own pipeline on its
 * event loops, its output sent back as bytes; all numbered. It says its epoch every second. A gap
 * in an edge's numbering, a silent edge or a lost Redis closes the connections concerned, as a
 * dropped socket would: the sessions and games see a disconnection and wait for the player.
 */
public final class CoreRelay implements RedisLink.Listener, RelayChannel.Outlet, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(CoreRelay.class);

  private final Map<String, ChannelHandler> faces;
  private final EventLoopGroup loops;
  private final Leadership leadership;
  private final LongSupplier millis;
  private final long edgeTimeoutMillis;
  private final long inputLimit;
  private final Map<String, RelayChannel> open = new ConcurrentHashMap<>();
  /** The connections whose face runs on the edge, by the same keys. */
  private final Map<String, TypedConnection> typed = new ConcurrentHashMap<>();
  /** The sessions of typed connections: {@code null} when this core serves none (tests). */
  private final Services services;
  private final Languages languages;
  private final Map<String, Long> edgesHeard = new ConcurrentHashMap<>();
  private volatile Publisher link;
  private volatile ScheduledFuture<?> ticks;

  /**
   * @param faces the pipeline initializer of each face an edge may open: text, ics, http
   * @param inputLimit bytes of a connection's input waiting for its session, past which it closes
   */
  public CoreRelay(Map<String, ChannelHandler> faces, EventLoopGroup loops, Leadership leadership,
      LongSupplier millis, long edgeTimeoutMillis, long inputLimit) {
    this(faces, null, loops, leadership, millis, edgeTimeoutMillis, inputLimit);
  }

  /**
   * As above, running the session of each connection of a face that runs on the edge ({@link
   * Frame#typed}) with {@code services}.
   */
  public CoreRelay(Map<String, ChannelHandler> faces, Services services, EventLoopGroup loops,
      Leadership leadership, LongSupplier millis, long edgeTimeoutMillis, long inputLimit) {
    this.faces = Map.copyOf(faces);
    this.services = services;
    this.languages = services == null ? null
        : new Languages(services.accounts(), services.blocking(), Words.ENGLISH);
    this.loops = loops;
    this.leadership = leadership;
    this.millis = millis;
    this.edgeTimeoutMillis = edgeTimeoutMillis;
    this.inputLimit = inputLimit;
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
      if (!open.isEmpty() || !typed.isEmpty()) {
        // deposed: the new leader serves these clients once they reconnect
        LOG.warn("no longer leading: closing {} edge connection(s)", open.size() + typed.size());
        closeAll();
      }
      return;
    }
    link.publish(RedisLink.EPOCH, new Frame.Epoch(leadership.epoch()));
    long now = millis.getAsLong();
    edgesHeard.forEach((edge, heard) -> {
      if (now - heard > edgeTimeoutMillis) {
        LOG.warn("edge {} is silent; closing its connections", edge);
        edgesHeard.remove(edge);
        open.values().stream().filter(channel -> channel.edge().equals(edge))
            .forEach(RelayChannel::close);
        typed.values().stream().filter(connection -> connection.edge().equals(edge))
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
      String key = key(data.edge(), data.connection());
      TypedConnection connection = typed.get(key);
      RelayChannel relay = connection == null ? open.get(key) : null;
      if (connection != null) {
        if (!connection.arrived(data.number(), data.payload())) {
          outOfOrder(data);
          connection.end();
        }
      } else if (relay == null) {
        tell(data.edge(), new Frame.Close(data.edge(), data.connection()));
      } else if (!(data.payload() instanceof Payload.Bytes bytes)
          || !relay.arrived(data.number(), bytes.bytes())) {
        outOfOrder(data);
        relay.close();
      }
    } else if (frame instanceof Frame.Close close) {
      String key = key(close.edge(), close.connection());
      RelayChannel relay = open.remove(key);
      if (relay != null) {
        relay.close();
      }
      TypedConnection connection = typed.remove(key);
      if (connection != null) {
        connection.end();
      }
    } else if (frame instanceof Frame.Alive alive) {
      edgesHeard.put(alive.edge(), millis.getAsLong());
    }
  }

  private void open(Frame.Open opened) {
    if (services != null && Frame.typed(opened.face())) {
      String key = key(opened.edge(), opened.connection());
      // registered before any command arrives: Lettuce's thread hands them on after this
      typed.put(key, new TypedConnection(link, this::closed, opened.edge(), opened.connection(),
          opened.client(), services, loops.next(), languages,
          FaceTraits.of(opened.face(), services.lobby())));
      return;
    }
    ChannelHandler initializer = faces.get(opened.face());
    if (initializer == null) {
      LOG.info("edge {} opened a {} connection, a face this core does not serve", opened.edge(),
          opened.face());
      tell(opened.edge(), new Frame.Close(opened.edge(), opened.connection()));
      return;
    }
    RelayChannel relay = new RelayChannel(this, opened.edge(), opened.connection(),
        opened.client(), opened.local(), inputLimit);
    relay.pipeline().addLast(initializer);
    open.put(key(opened.edge(), opened.connection()), relay);
    // registered before any input arrives: Lettuce's thread hands the input on after this
    loops.next().register(relay);
  }

  @Override
  public void write(RelayChannel channel, long number, byte[] bytes) {
    tell(channel.edge(), new Frame.Data(channel.edge(), channel.connection(), number, bytes))
        .whenComplete((heard, error) -> {
          if (error != null || heard == null || heard == 0) {
            channel.close(); // the edge is gone, or Redis is
          }
        });
  }

  @Override
  public void closed(RelayChannel channel) {
    if (open.remove(key(channel.edge(), channel.connection())) != null) {
      tell(channel.edge(), new Frame.Close(channel.edge(), channel.connection()));
    }
  }

  private void closed(TypedConnection connection) {
    if (typed.remove(key(connection.edge(), connection.connection())) != null) {
      tell(connection.edge(), new Frame.Close(connection.edge(), connection.connection()));
    }
  }

  private void closeAll() {
    open.values().forEach(RelayChannel::close);
    typed.values().forEach(TypedConnection::end);
  }

  private java.util.concurrent.CompletionStage<Long> tell(String edge, Frame frame) {
    return link.publish(RedisLink.edgeChannel(edge), frame);
  }

  @Override
  public void lost() {
    LOG.warn("lost Redis: closing {} edge connection(s)", open.size() + typed.size());
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
    if (ticks != null) {
      ticks.cancel(false);
    }
    open.values().forEach(channel -> channel.close().awaitUninterruptibly());
    typed.values().forEach(TypedConnection::end);
  }
}
