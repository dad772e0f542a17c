package arbiter.edge.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import java.util.ArrayList;
import java.util.List;

/**
 * WebSocket text frames as the lines of the JSON protocol: each frame read is one message, and
 * each line a session writes (its messages end in {@code \r\n}) goes out as one text frame.
 */
public final class WebSocketLines extends ChannelDuplexHandler {

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
    if (msg instanceof ByteBuf bytes) {
      writeEncoded(ctx, bytes, promise);
      return;
    }
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

  /**
   * Lines the JSON face encoded once for every connection: each becomes a frame over a slice of
   * the shared bytes, so nothing is copied or decoded again.
   */
  private static void writeEncoded(ChannelHandlerContext ctx, ByteBuf bytes, ChannelPromise promise) {
    try {
      int start = bytes.readerIndex();
      int end = bytes.writerIndex();
      List<ByteBuf> lines = new ArrayList<>();
      for (int i = start; i + 1 < end; i++) {
        if (bytes.getByte(i) == '\r' && bytes.getByte(i + 1) == '\n') {
          if (i > start) {
            lines.add(bytes.retainedSlice(start, i - start));
          }
          start = i + 2;
          i++;
        }
      }
      if (start < end) {
        lines.add(bytes.retainedSlice(start, end - start));
      }
      if (lines.isEmpty()) {
        promise.setSuccess();
        return;
      }
      for (int i = 0; i < lines.size(); i++) {
        ctx.write(new TextWebSocketFrame(lines.get(i)),
            i == lines.size() - 1 ? promise : ctx.voidPromise());
      }
    } finally {
      bytes.release();
    }
  }
}
