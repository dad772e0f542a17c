package arbiter.net;

import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.session.Services;
import arbiter.session.Session;
import arbiter.session.json.JsonDialect;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Feeds a connection's lines to its {@link Session}, which runs on the connection's event loop.
 * Reading pauses while the session has a backlog of lines or the client does not read its output.
 */
final class SessionHandler extends SimpleChannelInboundHandler<String> {

  private static final Logger LOG = LoggerFactory.getLogger(SessionHandler.class);
  private static final int PAUSE_AT = 16;
  private static final int RESUME_AT = 4;

  private final Services services;
  private final ServerConfig config;
  private NettyConnection connection;
  private Session session;
  /** Set by the first line that starts with '{': the session speaks JSON from then on. */
  private JsonDialect json;
  /** Lines received and not yet handled; touched on the event loop only. */
  private int backlog;

  SessionHandler(Services services, ServerConfig config) {
    this.services = services;
    this.config = config;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    connection = new NettyConnection(ctx.channel(), config);
    session = new Session(services, connection, ctx.channel().eventLoop());
    ctx.fireChannelActive();
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, String line) {
    backlog++;
    if (backlog == PAUSE_AT) {
      ctx.channel().config().setAutoRead(false);
    }
    dispatch(line).whenComplete((done, error) -> handled(ctx));
  }

  private CompletableFuture<Void> dispatch(String line) {
    boolean jsonLine = line.startsWith("{");
    if (json == null && jsonLine) {
      if (!JsonCodec.isJsonObject(line)) {
        // noise that happens to start with '{' does not switch a telnet user to JSON
        connection.write(List.of(JsonCodec.encode(
            new Event.Error(ErrorCode.BAD_JSON.wire(), "malformed JSON"))));
        return CompletableFuture.completedFuture(null);
      }
      json = new JsonDialect(session, text -> connection.write(List.of(text)));
      connection.speakJson(json);
    }
    if (json == null) {
      return session.receive(TypedLine.edited(line)); // JSON may carry DEL inside a string
    }
    return jsonLine ? json.receive(line) : json.refuseText();
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
    if (session != null) {
      session.disconnected();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof IdleStateEvent) {
      connection.send(List.of("idle timeout"));
      connection.close();
      return;
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof TooLongFrameException) {
      connection.send(List.of("line too long")); // the decoder drops the rest of the line
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
