package arbiter.cluster.core;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.AbstractChannel;
import io.netty.channel.ChannelConfig;
import io.netty.channel.ChannelMetadata;
import io.netty.channel.ChannelOutboundBuffer;
import io.netty.channel.ChannelPromise;
import io.netty.channel.DefaultChannelConfig;
import io.netty.channel.EventLoop;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayDeque;

/**
 * The core's side of a client connection held by an edge: a Netty channel whose bytes come from
 * and go to Redis, so that the face's own pipeline (the same initializer as a socket's) runs it
 * unchanged. Its addresses are the client's and the edge's, so that the caps and the web face's
 * host checks see what they would see on a socket. Reading honours auto-read like a socket: while
 * a face pauses it, the edge's bytes wait here, up to a limit past which the connection closes.
 */
final class RelayChannel extends AbstractChannel {

  private static final ChannelMetadata METADATA = new ChannelMetadata(false);

  /** Where its output goes and whom its end is told. */
  interface Outlet {
    /** The connection's {@code number}th message of output. */
    void write(RelayChannel channel, long number, byte[] bytes);

    /** The connection closed on the core's side. */
    void closed(RelayChannel channel);
  }

  private final ChannelConfig config = new DefaultChannelConfig(this) {
    @Override
    protected void autoReadCleared() {
      readPending = false; // a paused pipeline reads nothing until it asks again
    }
  };
  private final Outlet outlet;
  private final String edge;
  private final long connection;
  private final InetSocketAddress client;
  private final InetSocketAddress local;
  private final long inputLimit;
  /** Input not yet read by the pipeline; event loop only. */
  private final ArrayDeque<ByteBuf> inbound = new ArrayDeque<>();
  private long inboundBytes;
  private boolean readPending;
  private volatile int state; // 0 new, 1 active, 2 closed
  /** The number of the next input frame expected from the edge; Lettuce's thread only. */
  private volatile long expected;
  /** The number of the next output frame; event loop only. */
  private long written;

  RelayChannel(Outlet outlet, String edge, long connection, InetSocketAddress client,
      InetSocketAddress local, long inputLimit) {
    super(null);
    this.outlet = outlet;
    this.edge = edge;
    this.connection = connection;
    this.client = client;
    this.local = local;
    this.inputLimit = inputLimit;
  }

  String edge() {
    return edge;
  }

  long connection() {
    return connection;
  }

  /**
   * The edge's {@code number}th input frame; false (and nothing read) when a frame was lost before
   * it. Called on Lettuce's thread in Redis's order.
   */
  boolean arrived(long number, byte[] bytes) {
    if (number != expected) {
      return false;
    }
    expected++;
    eventLoop().execute(() -> {
      if (!isOpen()) {
        return;
      }
      inbound.add(Unpooled.wrappedBuffer(bytes));
      inboundBytes += bytes.length;
      if (inboundBytes > inputLimit) {
        close(); // the session cannot keep up with what this client sends
        return;
      }
      if (readPending) {
        readPending = false;
        read0();
      }
    });
    return true;
  }

  private void read0() {
    do {
      ByteBuf bytes = inbound.poll();
      inboundBytes -= bytes.readableBytes();
      pipeline().fireChannelRead(bytes);
    } while (!inbound.isEmpty() && config.isAutoRead() && isOpen());
    pipeline().fireChannelReadComplete();
  }

  @Override
  protected void doBeginRead() {
    if (inbound.isEmpty()) {
      readPending = true;
    } else {
      read0();
    }
  }

  @Override
  protected void doWrite(ChannelOutboundBuffer buffer) {
    // everything flushed together goes as one frame
    byte[] out = new byte[(int) buffer.totalPendingWriteBytes()];
    int size = 0;
    Object message;
    while ((message = buffer.current()) != null) {
      ByteBuf bytes = (ByteBuf) message;
      int length = bytes.readableBytes();
      if (size + length > out.length) {
        out = java.util.Arrays.copyOf(out, size + length);
      }
      bytes.readBytes(out, size, length);
      size += length;
      buffer.remove();
    }
    if (size > 0) {
      outlet.write(this, written++, size == out.length ? out : java.util.Arrays.copyOf(out, size));
    }
  }

  @Override
  protected Object filterOutboundMessage(Object message) {
    if (message instanceof ByteBuf) {
      return message;
    }
    throw new UnsupportedOperationException("a relayed connection carries bytes only, not "
        + message.getClass().getSimpleName());
  }

  @Override
  protected void doRegister(ChannelPromise promise) {
    state = 1;
    promise.setSuccess();
  }

  @Override
  protected void doClose() {
    if (state == 2) {
      return;
    }
    state = 2;
    for (ByteBuf bytes : inbound) {
      bytes.release();
    }
    inbound.clear();
    outlet.closed(this);
  }

  @Override
  protected void doBind(SocketAddress address) {
    throw new UnsupportedOperationException("a relayed connection is not bound");
  }

  @Override
  protected void doDisconnect() {
    doClose();
  }

  @Override
  protected AbstractUnsafe newUnsafe() {
    return new AbstractUnsafe() {
      @Override
      public void connect(SocketAddress remote, SocketAddress local, ChannelPromise promise) {
        promise.setFailure(new UnsupportedOperationException("a relayed connection is open"));
      }
    };
  }

  @Override
  protected boolean isCompatible(EventLoop loop) {
    return true; // it does no I/O of its own: any loop runs it
  }

  @Override
  protected SocketAddress localAddress0() {
    return local;
  }

  @Override
  protected SocketAddress remoteAddress0() {
    return client;
  }

  @Override
  public ChannelConfig config() {
    return config;
  }

  @Override
  public boolean isOpen() {
    return state != 2;
  }

  @Override
  public boolean isActive() {
    return state == 1;
  }

  @Override
  public ChannelMetadata metadata() {
    return METADATA;
  }
}
