package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
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
 * One client connection of an edge, first in its pipeline (a WebSocket's: once upgraded). Its
 * face runs here (text and JSON, ICS, a WebSocket's JSON): its input goes on up the face's own
 * pipeline, whose {@link RemoteSession} sends the commands and shows the core's typed answers and
 * news (its back-pressure is the face's own, as on a single server). A gap in the core's
 * numbering (Redis dropped a message) closes it, so that the client reconnects and resyncs rather
 * than read a damaged stream.
 */
final class EdgeConnection extends ChannelInboundHandlerAdapter implements CoreEnd {

  private static final Logger LOG = LoggerFactory.getLogger(EdgeConnection.class);

  private final EdgeConnections connections;
  private final String face;
  /** The face's conversation with the core; set as the connection opens. */
  private RemoteSession session;
  private Channel channel;
  private long id;
  /** The number of the next frame to the core; event loop only. */
  private long sent;
  /** The number of the next frame expected from the core; Lettuce's thread only. */
  private final AtomicLong expected = new AtomicLong();
  /** Set when the core ended it, so that its end is not told back. */
  private volatile boolean endedByCore;

  EdgeConnection(EdgeConnections connections, String face) {
    this.connections = connections;
    this.face = face;
  }

  /** The face's conversation, whose face shows what the core sends. */
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
    if (id != 0 || open(ctx)) {
      ctx.fireChannelActive();
    }
  }

  /**
   * Added to a connection active already (an accepted socket as its pipeline is made, a WebSocket
   * once upgraded): it opens on the core now, once.
   */
  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    if (ctx.channel().isActive() && id == 0) {
      open(ctx);
    }
  }

  private boolean open(ChannelHandlerContext ctx) {
    channel = ctx.channel();
    if (!connections.coreHeard()) {
      LOG.info("no core is heard; closing the new connection from {}", channel.remoteAddress());
      channel.close();
      return false;
    }
    id = connections.add(this); // from 1: 0 says not opened
    connections.toCore(new Frame.Open(connections.edge(), id, face,
        (InetSocketAddress) channel.remoteAddress(), (InetSocketAddress) channel.localAddress()),
        this);
    return true;
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (id == 0) {
      return; // closed before it opened: the handlers after this one never saw it active
    }
    ctx.fireChannelInactive(); // first: the face's last word (abandon) goes before the end
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
  @Override
  public void fromCore(long number, Payload payload) {
    if (!expected.compareAndSet(number, number + 1)) {
      LOG.info("frame {} of connection {} came where {} was due; closing it", number, id,
          expected.get());
      close();
      return;
    }
    if (payload instanceof Payload.Written written) {
      // read on the connection's loop with the connection's history: here when the link to
      // Redis runs on it (its loop never changes while the link lasts: a lost link closes all)
      if (channel.eventLoop().inEventLoop()) {
        session.shown(written);
      } else {
        channel.eventLoop().execute(() -> session.shown(written));
      }
    } else {
      LOG.info("the core sent connection {} a payload not in its wire form; closing it", id);
      close();
    }
  }

  /** The core ended the connection: what it said before is written, then it closes. */
  @Override
  public void endedByCore() {
    endedByCore = true;
    channel.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
  }

  /** Closes the connection (the client reconnects). */
  @Override
  public void close() {
    channel.close();
  }
}
