package arbiter.edge.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A request must arrive whole within a deadline of its first byte: a client that trickles a
 * header or a body a byte at a time (which keeps an idle timer from firing) is answered 408 and
 * closed. Sits before the HTTP decoder, where the first byte is seen; {@link PipelineCap} says
 * when a request has been read whole.
 */
final class RequestDeadline extends ChannelInboundHandlerAdapter {

  private static final Logger LOG = LoggerFactory.getLogger(RequestDeadline.class);

  private final long millis;
  private ChannelHandlerContext ctx;
  private ScheduledFuture<?> timer;

  RequestDeadline(long millis) {
    this.millis = millis;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (timer == null && millis > 0) {
      timer = ctx.executor().schedule(this::expired, millis, TimeUnit.MILLISECONDS);
    }
    ctx.fireChannelRead(msg);
  }

  /** A request has been read whole: the next one's deadline starts with its first byte. */
  void ended() {
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
  }

  private void expired() {
    timer = null;
    if (!ctx.channel().isActive()) {
      return;
    }
    LOG.info("closing HTTP connection {}: no whole request within {} ms of its first byte",
        ctx.channel().remoteAddress(), millis);
    ChannelHandlerContext router = ctx.pipeline().context(HttpServerInitializer.ROUTER);
    if (router == null) {
      ctx.close();
      return;
    }
    HttpResponses.status(router, false, HttpMethod.GET, HttpResponseStatus.REQUEST_TIMEOUT);
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    ended();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    ended();
    ctx.fireChannelInactive();
  }
}
