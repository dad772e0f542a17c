package arbiter.edge;

import arbiter.config.Settings;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollDatagramChannel;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.DatagramChannel;
import io.netty.channel.socket.ServerSocketChannel;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringDatagramChannel;
import io.netty.channel.uring.IoUringIoHandler;
import io.netty.channel.uring.IoUringServerSocketChannel;
import io.netty.channel.uring.IoUringSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How the event loops wait for and move bytes ({@code server.transport}): Java's NIO anywhere,
 * or Linux's epoll or io_uring through Netty's JNI libraries, which the launcher's jar carries for
 * x86_64. A channel works only on loops of its own transport, so every loop group and bootstrap
 * of a process (the ports, the Redis link, the load generator) takes its classes from here.
 */
public enum Transport {
  NIO,
  EPOLL,
  IO_URING;

  /** The setting's key; its values are the constants' names in lower case, or {@code auto}. */
  public static final String SETTING = "server.transport";
  /**
   * What {@code auto} takes where it runs: less kernel time a move than NIO, and io_uring measured
   * no better while a container's seccomp profile may refuse it (README, the native transport).
   */
  private static final Transport PREFERRED = EPOLL;
  private static final Logger LOG = LoggerFactory.getLogger(Transport.class);

  /** The transport {@code settings} ask for; {@code auto}'s choice is made, and logged, once. */
  public static Transport of(Settings settings) {
    String value = settings.string(SETTING, "auto").toLowerCase(Locale.ROOT);
    if (value.equals("auto")) {
      return Auto.CHOSEN;
    }
    Transport asked;
    try {
      asked = valueOf(value.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "setting " + SETTING + " is none of auto, nio, epoll, io_uring: " + value, e);
    }
    Throwable missing = asked.unavailability();
    if (missing != null) {
      throw new IllegalArgumentException("setting " + SETTING + " is " + value
          + ", which cannot run here: " + missing, missing);
    }
    return asked;
  }

  /** Why this transport cannot run here (its JNI library did not load, io_uring is refused), or null. */
  public Throwable unavailability() {
    return switch (this) {
      case NIO -> null;
      case EPOLL -> Epoll.unavailabilityCause();
      case IO_URING -> IoUring.unavailabilityCause();
    };
  }

  /** A group of {@code threads} loops of this transport, its threads named {@code name}-N. */
  public EventLoopGroup loops(int threads, String name) {
    return new MultiThreadIoEventLoopGroup(threads, new DefaultThreadFactory(name), handlers());
  }

  private IoHandlerFactory handlers() {
    return switch (this) {
      case NIO -> NioIoHandler.newFactory();
      case EPOLL -> EpollIoHandler.newFactory();
      case IO_URING -> IoUringIoHandler.newFactory();
    };
  }

  /** The listening socket's class for this transport's loops. */
  public Class<? extends ServerSocketChannel> serverChannel() {
    return switch (this) {
      case NIO -> NioServerSocketChannel.class;
      case EPOLL -> EpollServerSocketChannel.class;
      case IO_URING -> IoUringServerSocketChannel.class;
    };
  }

  /** A connection's class for this transport's loops (accepted ones come from the listener). */
  public Class<? extends SocketChannel> socketChannel() {
    return switch (this) {
      case NIO -> NioSocketChannel.class;
      case EPOLL -> EpollSocketChannel.class;
      case IO_URING -> IoUringSocketChannel.class;
    };
  }

  /** A UDP socket's class for this transport's loops (a DNS resolver's). */
  public Class<? extends DatagramChannel> datagramChannel() {
    return switch (this) {
      case NIO -> NioDatagramChannel.class;
      case EPOLL -> EpollDatagramChannel.class;
      case IO_URING -> IoUringDatagramChannel.class;
    };
  }

  /** The setting's value that names this transport. */
  public String setting() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** {@code auto}'s choice, made when first asked: the preferred transport if it runs here. */
  private static final class Auto {
    static final Transport CHOSEN = choose();

    private static Transport choose() {
      Throwable missing = PREFERRED.unavailability();
      if (missing == null) {
        // the usual case: no line of its own, so that a start that fails says one line only
        LOG.debug("event loops on {} ({}=auto)", PREFERRED.setting(), SETTING);
        return PREFERRED;
      }
      LOG.info("event loops on nio ({}=auto): {} cannot run here: {}", SETTING,
          PREFERRED.setting(), missing.toString());
      return NIO;
    }
  }
}
