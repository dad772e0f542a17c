package arbiter.face.web;

import arbiter.edge.JsonSessions;
import arbiter.edge.http.HttpResponses;
import arbiter.edge.http.HttpServerInitializer;
import arbiter.edge.http.Origins;
import arbiter.edge.http.WebSocketFaults;
import arbiter.edge.http.WebSocketLines;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.PrematureChannelClosureException;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.handler.codec.http.websocketx.WebSocketFrameAggregator;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolConfig;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers one HTTP request: a page from the resources, the JSON of {@link WebApi}, or the upgrade
 * of {@code /ws} (the JSON protocol) or {@code /watch} (a game's spectator) to a WebSocket, after
 * which the connection leaves HTTP and this handler leaves the pipeline; {@code /api/session}
 * sets and clears the session cookie with which a {@code /ws} resumes its login;
 * {@code /tournament/NAME/print/...} are the hall's printouts ({@link PrintRoute}).
 */
public final class HttpRouter extends SimpleChannelInboundHandler<FullHttpRequest> {

  private static final Logger LOG = LoggerFactory.getLogger(HttpRouter.class);

  private final WebContext web;
  private final PrintRoute printouts;

  public HttpRouter(WebContext web) {
    this.web = web;
    this.printouts = new PrintRoute(web);
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
    HttpMethod method = request.method();
    if (!request.decoderResult().isSuccess()) {
      HttpResponses.status(ctx, false, method, failure(request.decoderResult().cause()));
      return;
    }
    boolean keepAlive = HttpUtil.isKeepAlive(request);
    if (!web.hosts().served(request, ctx.channel().localAddress())) {
      HttpResponses.status(ctx, false, method, HttpResponseStatus.MISDIRECTED_REQUEST);
      return;
    }
    String path = new QueryStringDecoder(request.uri()).rawPath();
    if (path.equals("/ws") || path.equals("/watch") || path.equals("/projector")) {
      upgrade(ctx, request, path);
      return;
    }
    if (path.equals("/api/session")) {
      SessionCookies.answer(ctx, web, request, keepAlive);
      return;
    }
    if (path.equals("/api/phone")) {
      PhoneApi.answer(ctx, web, request, keepAlive);
      return;
    }
    if (path.equals("/api/language")) {
      PageLanguage.keep(ctx, web, request, keepAlive);
      return;
    }
    if (method != HttpMethod.GET && method != HttpMethod.HEAD) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.METHOD_NOT_ALLOWED);
      return;
    }
    if (path.startsWith(PrintRoute.PREFIX)) {
      printouts.answer(ctx, request, keepAlive);
      return;
    }
    if (path.startsWith("/api/")) {
      WebApi.answer(ctx, web, request, keepAlive);
      return;
    }
    StaticFiles.File file = web.files().find(path);
    if (file == null) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.NOT_FOUND);
      return;
    }
    HttpResponses.send(ctx, keepAlive, method, HttpResponseStatus.OK, file.contentType(),
        file.bytes());
  }

  private static HttpResponseStatus failure(Throwable cause) {
    if (cause instanceof TooLongHttpHeaderException) {
      return HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE;
    }
    if (cause instanceof TooLongHttpLineException) {
      return HttpResponseStatus.REQUEST_URI_TOO_LONG;
    }
    if (cause instanceof TooLongFrameException) {
      return HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE;
    }
    return HttpResponseStatus.BAD_REQUEST;
  }

  /**
   * Hands the connection to a WebSocket: the origin is checked first, then Netty's handshake
   * runs on the same request and the frames go to the JSON session or the spectator.
   */
  private void upgrade(ChannelHandlerContext ctx, FullHttpRequest request, String path) {
    HttpMethod method = request.method();
    if (method != HttpMethod.GET
        || !"websocket".equalsIgnoreCase(request.headers().get(HttpHeaderNames.UPGRADE))) {
      HttpResponses.status(ctx, false, method, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    if (!Origins.sameOrigin(request)) {
      LOG.info("refused a WebSocket from {} with origin {}", ctx.channel().remoteAddress(),
          request.headers().get(HttpHeaderNames.ORIGIN));
      HttpResponses.status(ctx, false, method, HttpResponseStatus.FORBIDDEN);
      return;
    }
    int maxMessage = web.config().lineMaxLength();
    ChannelPipeline pipeline = ctx.pipeline();
    // a WebSocket's messages are bounded by the session's own limits, not by HTTP's
    pipeline.remove(HttpServerInitializer.DEADLINE);
    pipeline.remove(HttpServerInitializer.PIPELINING);
    pipeline.addLast("ws", new WebSocketServerProtocolHandler(WebSocketServerProtocolConfig
        .newBuilder()
        .websocketPath(path)
        .checkStartsWith(true)
        .maxFramePayloadLength(maxMessage)
        .allowExtensions(false)
        .build()));
    pipeline.addLast("ws-messages", new WebSocketFrameAggregator(maxMessage));
    pipeline.addLast("ws-lines", new WebSocketLines());
    pipeline.addLast("ws-faults", WebSocketFaults.INSTANCE);
    if (path.equals("/ws")) {
      String cookieToken = SessionCookies.token(request);
      SignedInFace face = new SignedInFace(web.signIns(), ctx.channel(), cookieToken);
      ChannelHandler handler = web.sessions().open(ctx.channel(), face::speakingThrough,
          face::opened);
      if (cookieToken != null) {
        pipeline.addLast("ws-resume", new ResumeOnOpen(face));
      }
      pipeline.addLast("session", handler);
    } else {
      // a spectator only listens, for hours maybe; its browser answers pings, or it is gone
      pipeline.replace(JsonSessions.IDLE_HANDLER, JsonSessions.IDLE_HANDLER,
          new IdleStateHandler(Math.max(1, web.watchIdleSeconds() / 2), 0, 0, TimeUnit.SECONDS));
      pipeline.addLast("watch",
          path.equals("/projector") ? new ProjectorWatch(web) : new GameWatch(web));
    }
    ctx.fireChannelRead(request.retain());
    pipeline.remove(this);
  }

  /** Resumes a cookie's login once the WebSocket is open, so its answer goes out as a frame. */
  private static final class ResumeOnOpen extends ChannelInboundHandlerAdapter {

    private final SignedInFace face;

    ResumeOnOpen(SignedInFace face) {
      this.face = face;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
      if (event instanceof WebSocketServerProtocolHandler.HandshakeComplete) {
        ctx.pipeline().remove(this);
        face.resume();
      }
      ctx.fireUserEventTriggered(event);
    }
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof IdleStateEvent) {
      ctx.close(); // a browser that keeps a connection open and asks nothing
      return;
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof IOException || cause instanceof DecoderException
        || cause instanceof PrematureChannelClosureException) {
      // a reset, or bytes that are not HTTP (a truncated body): the client's doing, one line
      LOG.debug("HTTP connection {} failed: {}", ctx.channel().remoteAddress(), cause.toString());
    } else {
      LOG.warn("HTTP connection {} failed", ctx.channel().remoteAddress(), cause);
    }
    ctx.close();
  }
}
