package arbiter.edge;

import arbiter.config.ServerConfig;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.AdaptiveRecvByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.unix.Errors;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.util.function.BiPredicate;
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
  /**
   * The least a connection reads at once, in bytes. Netty's default shrinks a connection's reads
   * one step every two short ones, down to 64 bytes after some sixty (half a minute of a player's
   * moves), so a longer command (a challenge, a login) came in two reads and a kept half line;
   * each read's buffer is given back at once, so a larger least keeps no memory.
   */
  private static final int READ_AT_LEAST = 512;
  /** A connection's first read, and the most it reads at once: Netty's defaults. */
  private static final int READ_FIRST = 2048;
  private static final int READ_AT_MOST = 65536;
  static final long AGAIN_MILLIS = 250;
  private static final int PROBE_MILLIS = 1000;

  private final Transport transport;
  private final EventLoopGroup boss;
  private final EventLoopGroup workers;
  private final ServerConfig config;
  private final boolean waitWhileHeld;
  private final BiPredicate<String, Integer> listenerSeen; // heldByListener but in tests

  /**
   * @param boss and {@code workers}: loops of {@code transport}
   * @param waitWhileHeld a core's: wait for a port in use rather than fail
   */
  public PortBinding(Transport transport, EventLoopGroup boss, EventLoopGroup workers,
      ServerConfig config, boolean waitWhileHeld) {
    this(transport, boss, workers, config, waitWhileHeld, PortBinding::heldByListener);
  }

  /** As above, {@code listenerSeen} looking whether a listener holds a port. */
  PortBinding(Transport transport, EventLoopGroup boss, EventLoopGroup workers,
      ServerConfig config, boolean waitWhileHeld, BiPredicate<String, Integer> listenerSeen) {
    this.transport = transport;
    this.boss = boss;
    this.workers = workers;
    this.config = config;
    this.waitWhileHeld = waitWhileHeld;
    this.listenerSeen = listenerSeen;
  }

  /** Listens on {@code port} (0: any free one) with {@code handler} for each connection. */
  public Channel listen(ChannelHandler handler, int port) throws InterruptedException, BindFailure {
    boolean held = false;
    boolean boundAgain = false;
    while (true) {
      try {
        return bind(handler, port);
      } catch (BindFailure e) {
        if (!waitWhileHeld || !refusedBind(e.getCause())) {
          throw e;
        }
        if (!held) { // looked at once: a frozen core's port stays held by its listener
          if (!listenerSeen.test(config.bind(), port)) {
            if (boundAgain) {
              throw e;
            }
            // the deposed core may have exited between the bind and the look (its listener
            // gone, the port free): bind once more before calling the port another program's
            boundAgain = true;
            continue;
          }
          LOG.warn("port {} is in use, by a deposed core frozen on this machine if it is ours;"
              + " binding it again every {} ms until it is free", port, AGAIN_MILLIS);
          held = true;
        }
        Thread.sleep(AGAIN_MILLIS);
      }
    }
  }

  /**
   * Whether the system refused the bind itself: NIO says so with a {@link BindException}, the
   * native transports with their own {@link Errors.NativeIoException} (its errno, whose number
   * differs between systems, is left to {@link #heldByListener} as NIO's words are).
   */
  private static boolean refusedBind(Throwable cause) {
    return cause instanceof BindException || cause instanceof Errors.NativeIoException;
  }

  /**
   * Whether {@code port} of {@code bind} (a failed bind's) is held by a listener on this
   * machine: the address is this machine's and a connection to it is accepted (the kernel
   * accepts it for a frozen process too). A {@link BindException} alone does not say why (in
   * use, not this machine's address, a port that needs privileges), the JDK keeps the errno to
   * itself, and its message is the C library's words in the machine's language, so the words
   * "in use" are no test.
   */
  static boolean heldByListener(String bind, int port) {
    try {
      InetAddress address = InetAddress.getByName(bind);
      if (!address.isAnyLocalAddress() && !address.isLoopbackAddress()
          && NetworkInterface.getByInetAddress(address) == null) {
        return false; // not an address of this machine
      }
      try (Socket probe = new Socket()) {
        probe.connect(new InetSocketAddress(address.isAnyLocalAddress()
            ? InetAddress.getLoopbackAddress() : address, port), PROBE_MILLIS);
        return true;
      }
    } catch (IOException nobodyListens) {
      return false;
    }
  }

  private Channel bind(ChannelHandler handler, int port) throws InterruptedException, BindFailure {
    try {
      return new ServerBootstrap()
          .group(boss, workers)
          .channel(transport.serverChannel())
          .option(ChannelOption.SO_BACKLOG, 1024)
          .childOption(ChannelOption.TCP_NODELAY, true)
          .childOption(ChannelOption.RCVBUF_ALLOCATOR, new AdaptiveRecvByteBufAllocator(
              READ_AT_LEAST, READ_FIRST, READ_AT_MOST))
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
