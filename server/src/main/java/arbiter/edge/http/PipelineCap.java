package arbiter.edge.http;

import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Bounds what one HTTP connection can make the server hold: requests read whose answers the
 * client has not yet taken. At {@code pauseAt} the connection stops being read until answers
 * drain; a client that sends past {@code closeAt} in one go (pipelining and never reading) is
 * closed, its queued answers dropped. Browsers do not pipeline, so neither bound touches them.
 * Also ends the {@link RequestDeadline} of each request read whole.
 */
final class PipelineCap extends ChannelDuplexHandler {

  private static final Logger LOG = LoggerFactory.getLogger(PipelineCap.class);

  private final int pauseAt;
  private final int closeAt;
  private final RequestDeadline deadline;
  /** Requests read whose answer the kernel has not yet taken. */
  private int unanswered;
  private boolean closing;

  PipelineCap(int pauseAt, int closeAt, RequestDeadline deadline) {
    this.pauseAt = pauseAt;
    this.closeAt = closeAt;
    this.deadline = deadline;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (closing) {
      ReferenceCountUtil.release(msg); // what the decoder still had in its buffer
      return;
    }
    if (msg instanceof HttpRequest) {
      unanswered++;
      if (unanswered > closeAt) {
        closing = true;
        ReferenceCountUtil.release(msg);
        LOG.info("closing HTTP connection {}: {} requests pipelined without reading answers",
            ctx.channel().remoteAddress(), unanswered);
        ctx.close();
        return;
      }
      if (unanswered >= pauseAt) {
        ctx.channel().config().setAutoRead(false);
      }
    }
    if (msg instanceof LastHttpContent) {
      deadline.ended();
    }
    ctx.fireChannelRead(msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (msg instanceof HttpResponse && msg instanceof LastHttpContent
        && ((HttpResponse) msg).status().code() >= 200) {
      ChannelPromise counted = promise.unvoid();
      counted.addListener(done -> answered(ctx));
      ctx.write(msg, counted);
      return;
    }
    ctx.write(msg, promise);
  }

  private void answered(ChannelHandlerContext ctx) {
    unanswered = Math.max(0, unanswered - 1);
    if (unanswered < pauseAt && !closing && !ctx.channel().config().isAutoRead()) {
      ctx.channel().config().setAutoRead(true);
    }
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    if (!closing) {
      ctx.channel().config().setAutoRead(true); // a WebSocket reads as it likes
    }
  }
}
