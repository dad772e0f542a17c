package arbiter.cluster.edge;

import arbiter.cluster.Frame;
import arbiter.cluster.Payload;
import arbiter.edge.ClosingNotice;
import arbiter.event.ClosingReason;
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
 * news (its back-pressure is the face's own, as on a single server). While no core is heard it
 * waits, its commands refused, and opens at the core again, under a new number, once one is: its
 * session there resumes its login (and its game). A gap in the core's numbering (Redis dropped a
 * message) opens it again the same way, rather than read a damaged stream.
 */
final class EdgeConnection extends ChannelInboundHandlerAdapter implements CoreEnd {

  private static final Logger LOG = LoggerFactory.getLogger(EdgeConnection.class);

  private final EdgeConnections connections;
  private final String face;
  /** The face's conversation with the core; set as the connection opens. */
  private RemoteSession session;
  private Channel channel;
  /** Its number at the core; written on the event loop. */
  private volatile long id;
  /** The number of the next frame to the core; event loop only. */
  private long sent;
  /** The number of the next frame expected from the core; Lettuce's thread only. */
  private final AtomicLong expected = new AtomicLong();
  /** Set when the core ended it, so that its end is not told back. */
  private volatile boolean endedByCore;
  /** Whether the core was told of it under {@link #id}; event loop only. */
  private boolean atCore;
  /** When it began to wait for a core (the edge's clock), or {@link #AT_CORE}; event loop only. */
  private volatile long waitingSince = AT_CORE;
  private static final long AT_CORE = Long.MIN_VALUE;

  EdgeConnection(EdgeConnections connections, String face) {
    this.connections = connections;
    this.face = face;
  }

  /** The face's conversation, whose face shows what the core sends. */
  void converse(RemoteSession conversation) {
    session = conversation;
    if (waitingSince != AT_CORE) { // opened while no core is heard
      session.waitForCore();
    }
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
    id = connections.add(this); // from 1: 0 says not opened
    if (connections.waiting()) { // it opens at the core once one is heard
      waitingSince = connections.now();
      if (session != null) { // a WebSocket's; a port's converses after this
        session.waitForCore();
      }
      return true;
    }
    openAtCore();
    return true;
  }

  private void openAtCore() {
    atCore = true;
    connections.toCore(new Frame.Open(connections.edge(), id, face,
        (InetSocketAddress) channel.remoteAddress(), (InetSocketAddress) channel.localAddress()),
        this);
  }

  /** Runs {@code task} on the connection's event loop: now when called there. */
  private void onLoop(Runnable task) {
    if (channel.eventLoop().inEventLoop()) {
      task.run();
    } else {
      channel.eventLoop().execute(task);
    }
  }

  @Override
  public void coreLost(long now) {
    onLoop(() -> {
      if (waitingSince == AT_CORE && channel.isActive()) {
        waitingSince = now;
        if (session != null) {
          session.waitForCore();
        }
      }
    });
  }

  @Override
  public void coreBack() {
    onLoop(this::reopen);
  }

  /**
   * Opens the connection at the core again under a new number (the frames still on their way
   * under the old one are dropped), its numbering from 0 each way; its session resumes its login.
   */
  private void reopen() {
    if (waitingSince == AT_CORE || !channel.isActive()) {
      return;
    }
    waitingSince = AT_CORE;
    long old = id;
    id = connections.add(this);
    connections.remove(old);
    if (atCore) { // a core that still runs it (Redis came back) lets it go
      connections.toCore(new Frame.Close(connections.edge(), old), null);
    }
    sent = 0;
    expected.set(0);
    openAtCore();
    session.reopened();
  }

  @Override
  public void waited(long now, long boundMillis) {
    onLoop(() -> {
      if (waitingSince != AT_CORE && now - waitingSince > boundMillis && channel.isActive()) {
        LOG.info("connection {} waited {} ms for a core; closing it", id, now - waitingSince);
        waitingSince = AT_CORE; // told once
        unavailable();
      }
    });
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (id == 0) {
      return; // closed before it opened: the handlers after this one never saw it active
    }
    ctx.fireChannelInactive(); // first: the face's last word (abandon) goes before the end
    if (connections.remove(id) && !endedByCore && atCore) {
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
      LOG.info("frame {} of connection {} came where {} was due; opening it again", number, id,
          expected.get());
      long at = id;
      onLoop(() -> {
        if (id == at) { // once for the gap, not for each frame after it
          coreLost(connections.now());
          reopen();
        }
      });
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

  /** Closes the connection, telling the client the server cannot take it back now. */
  void unavailable() {
    ClosingNotice.tell(channel, ClosingReason.UNAVAILABLE);
  }

  /** Closes the connection (the client reconnects). */
  @Override
  public void close() {
    channel.close();
  }
}
