package arbiter.net.http;

import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;

/**
 * WebSocket text frames as the lines of the JSON protocol: each frame read is one message, and
 * each line a session writes (its messages end in {@code \r\n}) goes out as one text frame.
 */
final class WebSocketLines extends ChannelDuplexHandler {

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof TextWebSocketFrame frame) {
      String text = frame.text();
      frame.release();
      ctx.fireChannelRead(text);
      return;
    }
    if (msg instanceof WebSocketFrame frame) { // binary: the protocol is text
      frame.release();
      ctx.writeAndFlush(new CloseWebSocketFrame(WebSocketCloseStatus.INVALID_MESSAGE_TYPE))
          .addListener(ChannelFutureListener.CLOSE);
      return;
    }
    ctx.fireChannelRead(msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (!(msg instanceof String text)) {
      ctx.write(msg, promise);
      return;
    }
    String[] lines = text.split("\r\n");
    int last = lines.length - 1;
    while (last >= 0 && lines[last].isEmpty()) {
      last--;
    }
    if (last < 0) {
      // a session writes nothing only to end the connection after what it sent: say goodbye
      ctx.write(new CloseWebSocketFrame(WebSocketCloseStatus.NORMAL_CLOSURE), promise);
      return;
    }
    for (int i = 0; i <= last; i++) {
      if (!lines[i].isEmpty()) {
        ctx.write(new TextWebSocketFrame(lines[i]), i == last ? promise : ctx.voidPromise());
      }
    }
  }
}
