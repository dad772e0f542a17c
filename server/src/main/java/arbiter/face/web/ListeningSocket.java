package arbiter.face.web;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler.HandshakeComplete;
import io.netty.handler.timeout.IdleStateEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A page's socket that only listens (a game's watch, a projector): what it sends is dropped (a
 * {@code pong} to the server's pings, typically); silent, it is pinged, then closed; once it
 * closes, the watch it began ends.
 */
abstract class ListeningSocket extends ChannelInboundHandlerAdapter {

  private static final Logger LOG = LoggerFactory.getLogger(ListeningSocket.class);

  /** Ends the watch; set once it began. */
  private volatile Runnable stop;
  private volatile boolean closed;

  /** The socket is a WebSocket now, at {@code handshake}'s address: begin the watch. */
  abstract void opened(ChannelHandlerContext ctx, HandshakeComplete handshake);

  /** The watch began: {@code stop} ends it, at once if the socket closed meanwhile. */
  final void began(Runnable stop) {
    this.stop = stop;
    if (closed) { // the socket closed while the watch began (stopping twice does no harm)
      stop.run();
    }
  }

  @Override
  public final void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof IdleStateEvent idle) {
      // silent for half the idle time: a ping, which a live browser answers by itself; silent
      // again for as long: gone, or never meant to listen
      if (idle.isFirst()) {
        ctx.writeAndFlush(new PingWebSocketFrame());
      } else {
        LOG.debug("closing idle page socket {}", ctx.channel().remoteAddress());
        ctx.writeAndFlush(new CloseWebSocketFrame(WebSocketCloseStatus.ENDPOINT_UNAVAILABLE))
            .addListener(ChannelFutureListener.CLOSE);
      }
    } else if (event instanceof HandshakeComplete handshake) {
      opened(ctx, handshake);
    } else {
      ctx.fireUserEventTriggered(event);
    }
  }

  @Override
  public final void channelRead(ChannelHandlerContext ctx, Object msg) {
    // a listener's messages change nothing (they are Strings: nothing to release)
  }

  @Override
  public final void channelInactive(ChannelHandlerContext ctx) {
    closed = true;
    Runnable started = stop;
    if (started != null) {
      started.run();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public final void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    LOG.debug("page socket {} failed: {}", ctx.channel().remoteAddress(), cause.toString());
    ctx.close();
  }
}
