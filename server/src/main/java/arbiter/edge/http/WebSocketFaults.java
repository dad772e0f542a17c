package arbiter.edge.http;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.CorruptedFrameException;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.CorruptedWebSocketFrameException;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A malformed WebSocket frame is the client's fault: one line in the log (not a stack trace per
 * frame, which a flood of bad frames would turn into megabytes) and the connection closed with
 * the code that names the fault, 1007 for text that is not UTF-8.
 */
@ChannelHandler.Sharable
public final class WebSocketFaults extends ChannelInboundHandlerAdapter {

  public static final WebSocketFaults INSTANCE = new WebSocketFaults();
  private static final Logger LOG = LoggerFactory.getLogger(WebSocketFaults.class);

  private WebSocketFaults() {}

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    Throwable fault = cause instanceof DecoderException && cause.getCause() != null
        ? cause.getCause() : cause;
    WebSocketCloseStatus status;
    if (fault instanceof CorruptedWebSocketFrameException corrupt) {
      status = corrupt.closeStatus();
    } else if (fault instanceof TooLongFrameException) {
      status = WebSocketCloseStatus.MESSAGE_TOO_BIG;
    } else if (fault instanceof CorruptedFrameException) {
      status = WebSocketCloseStatus.PROTOCOL_ERROR;
    } else {
      ctx.fireExceptionCaught(cause); // not the client's frames: the session's handler logs it
      return;
    }
    LOG.info("closing WebSocket {}: {} ({})", ctx.channel().remoteAddress(), fault.getMessage(),
        status.code());
    if (ctx.channel().isActive()) {
      ctx.writeAndFlush(new CloseWebSocketFrame(status)).addListener(ChannelFutureListener.CLOSE);
    }
  }
}
