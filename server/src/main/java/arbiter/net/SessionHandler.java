package arbiter.net;

import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.session.Session;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Feeds a connection's lines to its {@link Session} through the face's {@link LineReader}; the
 * session runs on the connection's event loop. Reading pauses while the session has a backlog of
 * lines or the client does not read its output.
 */
final class SessionHandler extends SimpleChannelInboundHandler<String> {

  private static final Logger LOG = LoggerFactory.getLogger(SessionHandler.class);
  private static final int PAUSE_AT = 16;
  private static final int RESUME_AT = 4;

  private final Session session;
  private final NettyConnection connection;
  /** How lines become commands; the framing selector switches it to JSON. Event loop only. */
  private LineReader reader;
  /** Lines received and not yet handled; touched on the event loop only. */
  private int backlog;

  SessionHandler(Session session, NettyConnection connection, LineReader reader) {
    this.session = session;
    this.connection = connection;
    this.reader = reader;
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
    if (connection.overflowed()) {
      session.abandon(); // what it asked for and never read would only be built to be dropped
    }
    session.disconnected();
    ctx.fireChannelInactive();
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event == ConnectionCap.LOGIN_DEADLINE) {
      session.receive(new DomainEvent.Refused(Refusal.LOGIN_DEADLINE, "",
          connection.loginDeadlineSeconds()));
      connection.close();
      return;
    }
    if (event instanceof IdleStateEvent) {
      session.receive(new DomainEvent.IdleTimedOut());
      connection.close();
      return;
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof TooLongFrameException) {
      session.receive(new DomainEvent.Refused(Refusal.LINE_TOO_LONG)); // the decoder drops the rest
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
