package arbiter.edge;

import arbiter.config.ServerConfig;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Binds a server's listening ports on its event loops. No port is shared ({@code SO_REUSEPORT}
 * is not set): the kernel would hand a frozen core that still holds a port half of the new
 * connections, which wait in its queue unanswered. So a core that took over on the machine of a
 * core frozen past its lease finds its ports held; it binds them again every
 * {@value #AGAIN_MILLIS} ms, meanwhile serving the edges, until the frozen core wakes, finds
 * itself deposed and exits, or is killed.
 */
public final class PortBinding {

  private static final Logger LOG = LoggerFactory.getLogger(PortBinding.class);
  static final long AGAIN_MILLIS = 250;

  private final EventLoopGroup boss;
  private final EventLoopGroup workers;
  private final ServerConfig config;
  private final boolean waitWhileHeld;

  /** @param waitWhileHeld a core's: wait for a port in use rather than fail */
  public PortBinding(EventLoopGroup boss, EventLoopGroup workers, ServerConfig config,
      boolean waitWhileHeld) {
    this.boss = boss;
    this.workers = workers;
    this.config = config;
    this.waitWhileHeld = waitWhileHeld;
  }

  /** Listens on {@code port} (0: any free one) with {@code handler} for each connection. */
  public Channel listen(ChannelHandler handler, int port) throws InterruptedException, BindFailure {
    boolean told = false;
    while (true) {
      try {
        return bind(handler, port);
      } catch (BindFailure e) {
        if (!waitWhileHeld || e.getMessage() == null || !e.getMessage().contains("in use")) {
          throw e;
        }
        if (!told) {
          LOG.warn("port {} is in use, by a deposed core frozen on this machine if it is ours;"
              + " binding it again every {} ms until it is free", port, AGAIN_MILLIS);
          told = true;
        }
        Thread.sleep(AGAIN_MILLIS);
      }
    }
  }

  private Channel bind(ChannelHandler handler, int port) throws InterruptedException, BindFailure {
    try {
      return new ServerBootstrap()
          .group(boss, workers)
          .channel(NioServerSocketChannel.class)
          .option(ChannelOption.SO_BACKLOG, 1024)
          .childOption(ChannelOption.TCP_NODELAY, true)
          .childOption(
              ChannelOption.WRITE_BUFFER_WATER_MARK,
              new WriteBufferWaterMark(config.writeBufferLow(), config.writeBufferHigh()))
          .childHandler(handler)
          .bind(config.bind(), port)
          .sync()
          .channel();
    } catch (Exception e) { // Netty rethrows the bind's IOException undeclared
      if (e instanceof InterruptedException interrupted) {
        throw interrupted;
      }
      throw new BindFailure(e);
    }
  }

  /** A failed bind, with Netty's undeclared IOException as its cause. */
  public static final class BindFailure extends Exception {
    BindFailure(Exception cause) {
      super(cause.getMessage(), cause);
    }
  }
}
