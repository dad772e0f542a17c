package arbiter.edge;

import arbiter.face.LineReader;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Feeds a connection's lines to its face's {@link LineReader}, for every line port (text, JSON,
 * ICS, the WebSocket). The one back-pressure path: reading pauses while the face has a backlog of
 * lines or the client does not read its output, whose limit {@link ChannelConnection} keeps.
 */
public final class LineHandler extends SimpleChannelInboundHandler<String> {

  private static final Logger LOG = LoggerFactory.getLogger(LineHandler.class);
  static final int PAUSE_AT = 16;
  static final int RESUME_AT = 4;

  private final ChannelConnection connection;
  private final long loginDeadlineSeconds;
  /** How lines become commands; the port selector switches it to JSON. Event loop only. */
  private LineReader reader;
  /** Lines received and not yet handled; touched on the event loop only. */
  private int backlog;

  /** @param loginDeadlineSeconds what a guest who did not log in in time is told */
  public LineHandler(ChannelConnection connection, LineReader reader, long loginDeadlineSeconds) {
    this.connection = connection;
    this.reader = reader;
    this.loginDeadlineSeconds = loginDeadlineSeconds;
  }

  /** Reads the lines from now on with this reader. */
  void read(LineReader lines) {
    reader = lines;
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, String line) {
    backlog++;
    if (backlog == PAUSE_AT) {
      ctx.channel().config().setAutoRead(false);
    }
    reader.read(line).whenComplete((done, error) -> handled(ctx));
  }

  private void handled(ChannelHandlerContext ctx) {
    backlog--;
    if (backlog == RESUME_AT && ctx.channel().isWritable()) {
      ctx.channel().config().setAutoRead(true);
    }
  }

  @Override
  public void channelWritabilityChanged(ChannelHandlerContext ctx) {
    // a client that does not read its replies is not read from either
    ctx.channel().config().setAutoRead(ctx.channel().isWritable() && backlog < PAUSE_AT);
    ctx.fireChannelWritabilityChanged();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    reader.closed(connection.overflowed());
    ctx.fireChannelInactive();
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event == ConnectionCap.LOGIN_DEADLINE) {
      reader.timedOut(loginDeadlineSeconds);
      connection.close();
      return;
    }
    if (event instanceof ClosingNotice notice) {
      reader.closing(notice.reason()).whenComplete((done, error) -> connection.close());
      return;
    }
    if (event instanceof IdleStateEvent) {
      reader.timedOut(0);
      connection.close();
      return;
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof TooLongFrameException) {
      reader.lineTooLong(); // the decoder drops the rest
      return;
    }
    if (cause instanceof IOException) {
      LOG.debug("connection {} failed: {}", ctx.channel().remoteAddress(), cause.toString());
    } else {
      LOG.warn("connection {} failed", ctx.channel().remoteAddress(), cause);
    }
    ctx.close();
  }
}
