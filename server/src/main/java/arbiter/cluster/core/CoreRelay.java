package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.cluster.Leadership;
import arbiter.cluster.Publisher;
import arbiter.cluster.RedisLink;
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
 * the edges on Redis, runs each client connection as a {@link RelayChannel} through the face's own
 * pipeline on its event loops, sends the output back numbered, and says its epoch every second. A
 * gap in an edge's numbering, a silent edge or a lost Redis closes the connections concerned, as
 * a dropped socket would: the sessions and games see a disconnection and wait for the player.
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
  private final Map<String, Long> edgesHeard = new ConcurrentHashMap<>();
  private volatile Publisher link;
  private volatile ScheduledFuture<?> ticks;

  /**
   * @param faces the pipeline initializer of each face an edge may open: text, ics, http
   * @param inputLimit bytes of a connection's input waiting for its session, past which it closes
   */
  public CoreRelay(Map<String, ChannelHandler> faces, EventLoopGroup loops, Leadership leadership,
      LongSupplier millis, long edgeTimeoutMillis, long inputLimit) {
    this.faces = Map.copyOf(faces);
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
      if (!open.isEmpty()) { // deposed: the new leader serves these clients once they reconnect
        LOG.warn("no longer leading: closing {} edge connection(s)", open.size());
        open.values().forEach(RelayChannel::close);
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
      RelayChannel relay = open.get(key(data.edge(), data.connection()));
      if (relay == null) {
        tell(data.edge(), new Frame.Close(data.edge(), data.connection()));
      } else if (!relay.arrived(data.number(), data.bytes())) {
        LOG.info("input {} of connection {} of edge {} came out of order; closing it",
            data.number(), data.connection(), data.edge());
        relay.close();
      }
    } else if (frame instanceof Frame.Close close) {
      RelayChannel relay = open.remove(key(close.edge(), close.connection()));
      if (relay != null) {
        relay.close();
      }
    } else if (frame instanceof Frame.Alive alive) {
      edgesHeard.put(alive.edge(), millis.getAsLong());
    }
  }

  private void open(Frame.Open opened) {
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

  private java.util.concurrent.CompletionStage<Long> tell(String edge, Frame frame) {
    return link.publish(RedisLink.edgeChannel(edge), frame);
  }

  @Override
  public void lost() {
    LOG.warn("lost Redis: closing {} edge connection(s)", open.size());
    open.values().forEach(RelayChannel::close);
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
  }
}
