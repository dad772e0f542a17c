package arbiter.edge.http;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpResponse;

/**
 * Puts the security headers on every answer that passes the HTTP encoder, including those Netty
 * writes itself: the WebSocket handshake's 101 and 426, and the 100, 413 and 417 answers to
 * {@code Expect: 100-continue}.
 */
@ChannelHandler.Sharable
final class SecurityHeaders extends ChannelOutboundHandlerAdapter {

  static final SecurityHeaders INSTANCE = new SecurityHeaders();

  private SecurityHeaders() {}

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (msg instanceof HttpResponse response
        && !response.headers().contains("X-Content-Type-Options")) {
      HttpResponses.secure(response.headers());
    }
    ctx.write(msg, promise);
  }
}
