package arbiter.cluster.core;

import arbiter.cluster.Leadership;
import arbiter.cluster.RedisLink;
import arbiter.cluster.SoleLeader;
import arbiter.config.Settings;
import io.netty.channel.ChannelHandler;
import io.netty.channel.EventLoopGroup;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A core's link to its edges: Redis ({@code cluster.redis}) and the relay that serves them. */
public final class CoreNode implements AutoCloseable {

  private final RedisLink link;
  private final CoreRelay relay;

  private CoreNode(RedisLink link, CoreRelay relay) {
    this.link = link;
    this.relay = relay;
  }

  /**
   * Connects to Redis and serves the edges while {@code leadership} says this core leads.
   *
   * @param faces the pipeline initializer of each face this core serves: text, ics, http
   */
  public static CoreNode start(Settings settings, Map<String, ChannelHandler> faces,
      EventLoopGroup loops, Leadership leadership) {
    long start = System.nanoTime();
    CoreRelay relay = new CoreRelay(faces, loops, leadership,
        () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start),
        settings.integer("cluster.edge.timeout.seconds", 5) * 1000L,
        settings.integer("write.buffer.limit", 1024 * 1024));
    RedisLink link = RedisLink.connect(
        settings.string("cluster.redis", "redis://127.0.0.1:6379"), relay);
    relay.start(link, () -> link.subscribe(RedisLink.CORE));
    return new CoreNode(link, relay);
  }

  /** The leadership of a core that has no standby: it always leads (see {@link SoleLeader}). */
  public static Leadership soleLeader() {
    return new SoleLeader(System.currentTimeMillis());
  }

  @Override
  public void close() {
    relay.close();
    link.close();
  }
}
