package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.net.InetSocketAddress;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection of an edge, first in its pipeline. A relayed face's (HTTP) bytes go
 * to the core as numbered frames, the core's numbered frames come back as its bytes; back-pressure:
 * a client that does not read is not read from, and past the output limit closed. A typed
 * face's (text and JSON, ICS) bytes go on up the face's own pipeline here, whose {@link
 * RemoteSession} sends the commands and shows the core's typed answers and news. A gap in the
 * core's numbering (Redis dropped a message) closes it, so that the client reconnects and resyncs
 * rather than read a damaged stream.
 */
final class EdgeConnection extends ChannelInboundHandlerAdapter {

  private static final Logger LOG = LoggerFactory.getLogger(EdgeConnection.class);

  private final EdgeConnections connections;
  private final String face;
  private final long outputLimit;
  /** Whether the face runs here (its pipeline follows) rather than on the core. */
  private final boolean typed;
  /** The typed face's conversation with the core; set as the connection opens. */
  private RemoteSession session;
  private Channel channel;
  private long id;
  /** The number of the next frame to the core; event loop only. */
  private long sent;
  /** The number of the next frame expected from the core; Lettuce's thread only. */
  private final AtomicLong expected = new AtomicLong();
  /** Set when the core ended it, so that its end is not told back. */
  private volatile boolean endedByCore;

  EdgeConnection(EdgeConnections connections, String face, long outputLimit, boolean typed) {
    this.connections = connections;
    this.face = face;
    this.outputLimit = outputLimit;
    this.typed = typed;
  }

  /** The typed face's conversation, whose face shows what the core sends. */
  void converse(RemoteSession conversation) {
    session = conversation;
  }

  /** Sends a typed payload to the core, numbered; on the event loop. */
  void send(Payload payload) {
    connections.toCore(new Frame.Data(connections.edge(), id, sent++, payload), this);
  }

  long id() {
    return id;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    channel = ctx.channel();
    if (!connections.coreHeard()) {
      LOG.info("no core is heard; closing the new connection from {}", channel.remoteAddress());
      channel.close();
      return;
    }
    id = connections.add(this);
    connections.toCore(new Frame.Open(connections.edge(), id, face,
        (InetSocketAddress) channel.remoteAddress(), (InetSocketAddress) channel.localAddress()),
        this);
    ctx.fireChannelActive();
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (typed) {
      ctx.fireChannelRead(msg); // the face reads it here
      return;
    }
    ByteBuf bytes = (ByteBuf) msg;
    try {
      connections.toCore(new Frame.Data(connections.edge(), id, sent++,
          ByteBufUtil.getBytes(bytes)), this);
    } finally {
      bytes.release();
    }
  }

  @Override
  public void channelWritabilityChanged(ChannelHandlerContext ctx) {
    if (!typed) { // a typed face's line handler pauses reading itself
      // a client that does not read its output is not read from either
      ctx.channel().config().setAutoRead(ctx.channel().isWritable());
    }
    ctx.fireChannelWritabilityChanged();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (id == 0) {
      return; // closed before it opened: the handlers after this one never saw it active
    }
    ctx.fireChannelInactive(); // first: a typed face's last word (abandon) goes before the end
    if (connections.remove(id) && !endedByCore) {
      connections.toCore(new Frame.Close(connections.edge(), id), null);
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof java.io.IOException) { // a client gone: nothing to learn from it
      LOG.debug("edge connection {} failed: {}", ctx.channel().remoteAddress(), cause.toString());
    } else {
      LOG.warn("edge connection {} failed", ctx.channel().remoteAddress(), cause);
    }
    ctx.close();
  }

  /** The core's {@code number}th payload for the client; any thread, in Redis's order. */
  void fromCore(long number, Payload payload) {
    if (!expected.compareAndSet(number, number + 1)) {
      LOG.info("frame {} of connection {} came where {} was due; closing it", number, id,
          expected.get());
      close();
      return;
    }
    if (!(payload instanceof Payload.Bytes bytes)) {
      if (typed && payload instanceof Payload.Written written) {
        // read on the connection's loop, not Redis's one thread, with the connection's history
        channel.eventLoop().execute(() -> session.shown(written));
      } else {
        LOG.info("the core sent connection {} a typed payload; closing it", id);
        close();
      }
      return;
    }
    channel.writeAndFlush(Unpooled.wrappedBuffer(bytes.bytes()));
    channel.eventLoop().execute(() -> {
      var buffer = channel.unsafe().outboundBuffer();
      if (buffer != null && buffer.totalPendingWriteBytes() > outputLimit) {
        LOG.info("connection {} does not read its output ({} bytes queued); closing it",
            channel.remoteAddress(), buffer.totalPendingWriteBytes());
        channel.close();
      }
    });
  }

  /** The core ended the connection: what it said before is written, then it closes. */
  void endedByCore() {
    endedByCore = true;
    channel.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
  }

  /** Closes the connection (the client reconnects). */
  void close() {
    channel.close();
  }
}
