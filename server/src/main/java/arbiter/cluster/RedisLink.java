package arbiter.cluster;

import arbiter.edge.Transport;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisChannelHandler;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisConnectionException;
import io.lettuce.core.RedisConnectionStateListener;
import io.lettuce.core.RedisURI;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.Delay;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One node's pub/sub link through Redis (Lettuce): it publishes frames, hands the frames of the
 * channels it subscribed to a listener, and says when the link to Redis is lost. While Redis is
 * away nothing is queued: a publish fails at once, so that nobody acts on a stale frame later.
 */
public final class RedisLink implements Publisher, AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(RedisLink.class);
  /** Where the edges speak to the leading core. */
  public static final String CORE = "arbiter:core";
  /** Where the leading core says its epoch to every edge. */
  public static final String EPOCH = "arbiter:epoch";
  /** Commands waiting for Redis at most; past it a publish fails (and its connection closes). */
  private static final int QUEUE = 65_536;

  /** What a node does with what it hears. */
  public interface Listener {
    /**
     * A frame arrived on {@code channel}; called on the event loop the link reads on, in Redis's
     * order.
     */
    void heard(String channel, Frame frame);

    /** The link to Redis dropped; whatever was in flight may be lost. */
    void lost();
  }

  private final ClientResources resources;
  private final RedisClient client;
  private final StatefulRedisConnection<byte[], byte[]> publisher;
  private final StatefulRedisPubSubConnection<byte[], byte[]> subscriber;
  /** Set once this node closes the link: its own disconnection is no loss. */
  private final AtomicBoolean closing;
  /** The address of Redis as logs may show it: no password. */
  private final String shown;
  /** The loop Lettuce's sockets run on, where every message is sent. */
  private final EventLoop home;
  /** The frames waiting for the end of the link's loop's pass, one message per channel. */
  private final Batches batches;
  /** The tags of {@code cluster.secret} each message carries, or none. */
  private final FrameTags tags;
  /** Who hears this link, set by {@link #listen} before its first subscription. */
  private final AtomicReference<Listener> heard;

  private RedisLink(ClientResources resources, RedisClient client,
      StatefulRedisConnection<byte[], byte[]> publisher,
      StatefulRedisPubSubConnection<byte[], byte[]> subscriber,
      AtomicBoolean closing, String shown, AtomicReference<Listener> heard, EventLoop home,
      FrameTags tags) {
    this.home = home;
    this.tags = tags;
    this.batches = new Batches(home, this::send);
    this.heard = heard;
    this.closing = closing;
    this.shown = shown;
    this.resources = resources;
    this.client = client;
    this.publisher = publisher;
    this.subscriber = subscriber;
  }

  /** Redis's address, {@code redis://HOST:PORT}, without any password the setting holds. */
  public String address() {
    return shown;
  }

  /** The channel on which the core speaks to one edge. */
  public static String edgeChannel(String edge) {
    return "arbiter:edge:" + edge;
  }

  /**
   * Connects to {@code uri} ({@code redis://HOST:PORT}); an {@link IllegalStateException} with one
   * readable line when Redis cannot be reached.
   */
  public static RedisLink connect(String uri, Transport transport, EventLoopGroup loops,
      Listener listener) {
    return connect(uri, transport, loops, listener, FrameTags.none());
  }

  /** Connects as above, its messages tagged and checked with {@code tags}. */
  public static RedisLink connect(String uri, Transport transport, EventLoopGroup loops,
      Listener listener, FrameTags tags) {
    RedisLink link = connect(uri, transport, loops, tags);
    link.listen(listener);
    return link;
  }

  /**
   * Connects to {@code uri} as above, hearing nothing until {@link #listen}: a standby core links
   * up while it waits, so that taking over does not wait for Redis (seconds in a cold JVM).
   * Its sockets run on one of {@code loops}, the node's own event loops of {@code transport}
   * ({@link OwnLoops}), which the node shuts down after closing the link.
   */
  public static RedisLink connect(String uri, Transport transport, EventLoopGroup loops) {
    return connect(uri, transport, loops, FrameTags.none());
  }

  /**
   * Connects as above, its messages tagged and checked with {@code tags} ({@code cluster.secret}).
   */
  public static RedisLink connect(String uri, Transport transport, EventLoopGroup loops,
      FrameTags tags) {
    EventLoop home = loops.next();
    OwnLoops own = new OwnLoops(home, transport);
    ClientResources resources = own.resources().computationThreadPoolSize(2)
        // a restarted Redis is found again within half a second
        .reconnectDelay(Delay.constant(Duration.ofMillis(500)))
        .build();
    RedisURI parsed;
    try {
      parsed = RedisURI.create(uri);
    } catch (IllegalArgumentException e) {
      resources.shutdown(0, 2, TimeUnit.SECONDS);
      throw new IllegalStateException("cluster.redis is no redis://HOST:PORT address", e);
    }
    // never a password in a log line
    String shown = "redis://" + parsed.getHost() + ":" + parsed.getPort();
    RedisClient client = own.client(resources, parsed);
    client.setOptions(ClientOptions.builder().autoReconnect(true)
        .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
        .requestQueueSize(QUEUE).build());
    AtomicBoolean closing = new AtomicBoolean();
    AtomicReference<Listener> heard = new AtomicReference<>(); // set by listen()
    try {
      StatefulRedisConnection<byte[], byte[]> publisher = client.connect(ByteArrayCodec.INSTANCE);
      StatefulRedisPubSubConnection<byte[], byte[]> subscriber =
          client.connectPubSub(ByteArrayCodec.INSTANCE);
      subscriber.addListener(new RedisPubSubAdapter<>() {
        @Override
        public void message(byte[] channel, byte[] message) {
          String named = new String(channel, StandardCharsets.UTF_8);
          byte[] checked = tags.check(named, message);
          if (checked == null) {
            return; // refused, and told once per sender
          }
          List<Frame> frames;
          try {
            frames = FrameCodec.decodeAll(checked);
          } catch (IllegalArgumentException e) {
            LOG.warn("a message on {} is no frame: {}", new String(channel,
                StandardCharsets.UTF_8), e.getMessage());
            return;
          }
          for (Frame frame : frames) {
            heard.get().heard(named, frame);
          }
        }
      });
      client.addListener(new RedisConnectionStateListener() {
        @Override
        public void onRedisDisconnected(RedisChannelHandler<?, ?> connection) {
          if (closing.get()) {
            return;
          }
          LOG.warn("lost Redis at {}; reconnecting", shown);
          if (heard.get() != null) {
            heard.get().lost();
          }
        }
      });
      return new RedisLink(resources, client, publisher, subscriber, closing, shown, heard,
          home, tags);
    } catch (RuntimeException e) { // unreachable, or the start interrupted (a stop)
      client.shutdown(0, 2, TimeUnit.SECONDS);
      resources.shutdown(0, 2, TimeUnit.SECONDS);
      if (e instanceof RedisConnectionException) {
        throw new IllegalStateException("cannot reach Redis at " + shown + " (cluster.redis): "
            + e.getMessage(), e);
      }
      throw e;
    }
  }

  /** Hands what this link hears to {@code listener}, from its first subscription on. */
  public void listen(Listener listener) {
    heard.set(listener);
  }

  /**
   * Publishes {@code frame} on {@code channel} with the others of this pass of the link's loop
   * ({@link Batches}); the frames of one thread, or of one lock, go in the order published.
   */
  @Override
  public CompletionStage<Long> publish(String channel, Frame frame) {
    return batches.add(channel, FrameCodec.encode(frame));
  }

  private CompletionStage<Long> send(String channel, byte[] message) {
    try {
      return publisher.async().publish(channel.getBytes(StandardCharsets.UTF_8),
          tags.tag(channel, message));
    } catch (RuntimeException e) { // the queue is full
      return CompletableFuture.failedFuture(e);
    }
  }

  /** Hears {@code channel} from now on (again after a reconnect, as Lettuce resubscribes). */
  public void subscribe(String channel) {
    subscriber.async().subscribe(channel.getBytes(StandardCharsets.UTF_8));
  }

  /** Stops hearing {@code channel}. */
  public void unsubscribe(String channel) {
    subscriber.async().unsubscribe(channel.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public void close() {
    if (!home.inEventLoop()) { // what waits for the loop's pass (a connection's end) goes first
      home.submit(() -> { }).awaitUninterruptibly(2, TimeUnit.SECONDS);
    }
    closing.set(true);
    subscriber.close();
    publisher.close();
    client.shutdown(0, 2, TimeUnit.SECONDS);
    resources.shutdown(0, 2, TimeUnit.SECONDS);
  }
}
