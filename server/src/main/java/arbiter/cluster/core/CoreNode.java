package arbiter.cluster.core;

import arbiter.cluster.FrameTags;
import arbiter.cluster.Leadership;
import arbiter.cluster.RedisLink;
import arbiter.cluster.SoleLeader;
import arbiter.config.Settings;
import arbiter.edge.Transport;
import arbiter.session.Services;
import io.netty.channel.EventLoopGroup;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A core's link to its edges: Redis ({@code cluster.redis}) and the relay that serves them. It
 * connects first, before the core leads (a standby waits linked up, so a takeover does not wait
 * for Redis), and serves once the core's faces are built.
 */
public final class CoreNode implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(CoreNode.class);

  private final Settings settings;
  private final RedisLink link;
  private CoreRelay relay;

  private CoreNode(Settings settings, RedisLink link) {
    this.settings = settings;
    this.link = link;
  }

  /**
   * Connects to Redis on {@code loops}, the core's event loops of {@code transport}, which it shuts down after closing
   * this; an {@link IllegalStateException} with one readable line when it cannot. Nothing is heard
   * or said until {@link #serve}.
   */
  public static CoreNode connect(Settings settings, Transport transport, EventLoopGroup loops) {
    FrameTags tags = FrameTags.of(settings.string("cluster.secret", ""),
        System::currentTimeMillis);
    RedisLink link = RedisLink.connect(settings.string("cluster.redis",
        "redis://127.0.0.1:6379"), transport, loops, tags);
    LOG.info("linked to Redis at {}; {}", link.address(), tags.said());
    return new CoreNode(settings, link);
  }

  /**
   * Serves the edges while {@code leadership} says this core leads.
   *
   * @param services what the sessions of the typed faces (text and JSON, ICS, WebSocket) run with
   * @param web the answers to the edges' web pages
   */
  public void serve(Services services, WebQueries web, EventLoopGroup loops,
      Leadership leadership) {
    long start = System.nanoTime();
    relay = new CoreRelay(services, web, loops, leadership,
        () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start),
        settings.integer("cluster.edge.timeout.seconds", 5) * 1000L);
    SealedToEdges sealed = new SealedToEdges(link, relay);
    link.listen(sealed);
    relay.start(sealed, () -> link.subscribe(RedisLink.CORE));
  }

  /** The leadership of a core that has no standby: it always leads (see {@link SoleLeader}). */
  public static Leadership soleLeader() {
    return new SoleLeader(System.currentTimeMillis());
  }

  @Override
  public void close() {
    if (relay != null) {
      relay.close();
    }
    link.close();
  }
}
