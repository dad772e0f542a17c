package arbiter.edge;

import arbiter.async.LoopLane;
import arbiter.config.ServerConfig;
import arbiter.face.LineBytes;
import arbiter.face.LineSink;
import arbiter.face.ics.IcsOutput;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelOutboundInvoker;
import io.netty.handler.timeout.IdleStateHandler;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A connection as a face writes to it: lines ended by {@code \r\n} (text, JSON, the WebSocket) or
 * text as it is (ICS), all through one output limit. Thread-safe; never blocks.
 */
public final class ChannelConnection implements LineSink, IcsOutput {

  /** The name of the idle-time handler, which a login lengthens. */
  public static final String IDLE_HANDLER = "idle";
  private static final Logger LOG = LoggerFactory.getLogger(ChannelConnection.class);
  private static final byte IAC = (byte) 255;
  private static final byte WILL = (byte) 251;
  private static final byte WONT = (byte) 252;
  private static final byte ECHO = 1;

  private final Channel channel;
  private final ServerConfig config;
  /** Bytes handed to Netty and not yet taken by the kernel; any thread adds, the loop takes. */
  private final AtomicLong queued = new AtomicLong();
  private volatile boolean overflowed;
  /** Whether a flush is queued on the loop; the loop's only. */
  private boolean flushQueued;
  private final Runnable flush = this::flush;

  /** Where the replies' bytes enter the pipeline: the channel's tail, or a handler's context. */
  private final ChannelOutboundInvoker replies;

  public ChannelConnection(Channel channel, ServerConfig config) {
    this(channel, config, channel);
  }

  /**
   * A connection whose replies (bytes already) enter the pipeline at {@code replies}, below the
   * handlers that have nothing to do with bytes going out (the line ports: the idle timer, which
   * times reading only, and the string encoder): in JFR the walk through them was about a
   * twentieth of an ICS loop's samples (a write a player a move).
   */
  public ChannelConnection(Channel channel, ServerConfig config, ChannelOutboundInvoker replies) {
    this.channel = channel;
    this.config = config;
    this.replies = replies;
  }

  @Override
  public void write(List<String> lines) {
    if (overflowed) {
      return;
    }
    send(LineBytes.direct(lines, channel.alloc()));
  }

  @Override
  public void write(ByteBuf lines) {
    if (overflowed) {
      lines.release();
      return;
    }
    send(lines);
  }

  @Override
  public void send(CharSequence text) {
    if (!overflowed) {
      send(LineBytes.direct(text, channel.alloc()));
    }
  }

  /**
   * Queues a reply, unless that would put more than {@code write.buffer.limit} bytes behind a
   * reader that has not taken what it was sent before: then the connection is closed instead. The
   * limit is checked against each reply's own size, so no reply is ever queued past it (a reply
   * larger than the limit still goes to a reader that has nothing waiting).
   */
  private void send(ByteBuf reply) {
    int bytes = reply.readableBytes();
    long after = queued.addAndGet(bytes);
    if (after > bytes && after > config.writeBufferLimit()) {
      queued.addAndGet(-bytes);
      reply.release();
      overflowed = true;
      LOG.info("closing {}: it does not read its output ({} bytes waiting, limit {})",
          channel.remoteAddress(), after - bytes, config.writeBufferLimit());
      channel.close();
      return;
    }
    if (channel.eventLoop().inEventLoop()) {
      queue(reply, bytes);
      return;
    }
    try {
      channel.eventLoop().execute(() -> queue(reply, bytes));
    } catch (RejectedExecutionException closing) { // the server is shutting down
      queued.addAndGet(-bytes);
      reply.release();
    }
  }

  /**
   * On the loop: writes the reply and, unless one is queued, queues a flush behind it, so that a
   * move's answer and its state (and a room's several events) leave in one system call at the
   * end of the loop's turn (or of a late lane's slice), not one each. Both on the loop: a flush
   * queued from another thread
   * could run before a write queued after it and leave that write unsent.
   */
  private void queue(ByteBuf reply, int bytes) {
    replies.write(reply).addListener(written -> queued.addAndGet(-bytes));
    if (!flushQueued) {
      flushQueued = true;
      if (!LoopLane.deferFlush(flush)) {
        channel.eventLoop().execute(flush);
      }
    }
  }

  private void flush() {
    flushQueued = false;
    replies.flush();
  }

  /** Whether the connection was closed because its reader fell too far behind. */
  boolean overflowed() {
    return overflowed;
  }

  @Override
  public void echo(boolean serverEchoes) {
    channel.writeAndFlush(Unpooled.wrappedBuffer(new byte[] {IAC, serverEchoes ? WILL : WONT, ECHO}),
        channel.voidPromise());
  }

  @Override
  public void prompt(String text) {
    channel.writeAndFlush(text, channel.voidPromise());
  }

  @Override
  public void close() {
    // an empty String, not bytes: the WebSocket turns it into a close frame
    channel.writeAndFlush("").addListener(ChannelFutureListener.CLOSE);
  }

  @Override
  public String address() {
    return address(channel);
  }

  /** The remote address of a channel as limits count it: the IP alone, no port. */
  public static String address(Channel channel) {
    return channel.remoteAddress() instanceof InetSocketAddress inet
        ? inet.getAddress().getHostAddress() : String.valueOf(channel.remoteAddress());
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    ConnectionCap.loggedIn(channel, loggedIn);
    int seconds = loggedIn ? config.idlePlayerSeconds() : config.idleGuestSeconds();
    channel.eventLoop().execute(() -> {
      if (channel.pipeline().get(IDLE_HANDLER) != null) {
        channel.pipeline().replace(IDLE_HANDLER, IDLE_HANDLER,
            new IdleStateHandler(seconds, 0, 0, TimeUnit.SECONDS));
      }
    });
  }
}
