package arbiter.cluster;

import arbiter.edge.Transport;
import io.lettuce.core.ConnectionBuilder;
import io.lettuce.core.ConnectionPoint;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.EventLoopGroupProvider;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.resolver.AddressResolverGroup;
import io.netty.resolver.dns.DnsAddressResolverGroup;
import io.netty.resolver.dns.DnsNameResolverBuilder;
import io.netty.util.concurrent.EventExecutorGroup;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ImmediateEventExecutor;
import java.net.InetSocketAddress;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Lettuce's sockets on one of the node's own event loops rather than threads of Lettuce's: a
 * frame published from that loop is written there and then, and a frame heard is handed on where
 * it arrives, instead of waking another thread each way (with one loop, the default on two cores,
 * no frame changes thread at all). The node shuts its loops down itself, after its link.
 *
 * <p>Lettuce picks its socket and DNS classes for itself, once a process, from what it finds on
 * the class path (epoll before io_uring before NIO); a channel runs only on loops of its own
 * transport, so the link's sockets and resolver take the node's {@link Transport}'s classes
 * ({@link #client}).
 */
final class OwnLoops implements EventLoopGroupProvider {

  static {
    // Lettuce warns when it finds both epoll and io_uring; its own choice is overridden below,
    // so it need not look at io_uring (read once, when its classes load)
    if (System.getProperty("io.lettuce.core.iouring") == null) {
      System.setProperty("io.lettuce.core.iouring", "false");
    }
  }

  /** One resolver group a transport: it keeps a resolver for each loop until that loop ends. */
  private static final Map<Transport, AddressResolverGroup<InetSocketAddress>> RESOLVERS =
      new EnumMap<>(Transport.class);

  /** The loop, itself a group of one: both of Lettuce's connections register on it. */
  private final EventLoop home;
  private final Transport transport;

  /** Lettuce's sockets on {@code home}, a loop of {@code transport}. */
  OwnLoops(EventLoop home, Transport transport) {
    this.home = home;
    this.transport = transport;
  }

  /** Lettuce's resources with these loops and a resolver of their transport. */
  ClientResources.Builder resources() {
    return ClientResources.builder().eventLoopGroupProvider(this)
        .addressResolverGroup(resolver(transport));
  }

  /** A client of {@code uri} whose sockets are of these loops' transport, on them. */
  RedisClient client(ClientResources resources, RedisURI uri) {
    return new RedisClient(resources, uri) {
      @Override
      protected void channelType(ConnectionBuilder connection, ConnectionPoint point) {
        // instead of Lettuce's own pick (a bootstrap's channel class is set once); no domain
        // sockets: cluster.redis is redis://HOST:PORT
        connection.bootstrap().group(home).channel(transport.socketChannel());
      }
    };
  }

  private static synchronized AddressResolverGroup<InetSocketAddress> resolver(
      Transport transport) {
    return RESOLVERS.computeIfAbsent(transport, t -> new DnsAddressResolverGroup(
        new DnsNameResolverBuilder().datagramChannelType(t.datagramChannel())
            .socketChannelType(t.socketChannel())));
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T extends EventLoopGroup> T allocate(Class<T> type) {
    // not asked by the client above; Lettuce asks for its own choice of group class otherwise
    return (T) home;
  }

  @Override
  public int threadPoolSize() {
    return 1;
  }

  @Override
  public Future<Boolean> release(EventExecutorGroup group, long quietPeriod, long timeout,
      TimeUnit unit) {
    return ImmediateEventExecutor.INSTANCE.newSucceededFuture(true); // the node's to shut down
  }

  @Override
  public Future<Boolean> shutdown(long quietPeriod, long timeout, TimeUnit timeUnit) {
    return ImmediateEventExecutor.INSTANCE.newSucceededFuture(true);
  }
}
