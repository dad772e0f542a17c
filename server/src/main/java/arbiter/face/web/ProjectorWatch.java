package arbiter.face.web;

import arbiter.director.TournamentView;
import com.google.gson.Gson;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler.HandshakeComplete;
import io.netty.handler.timeout.IdleStateEvent;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The projector's socket ({@code /projector?name=N}): the tournament as {@code /api/tournament}
 * shows it, pushed when the page opens and again after every change (a result, a pairing, a
 * countdown, a withdrawal), with the address and QR code a phone joins at. Nothing is polled; a
 * projector only listens.
 */
final class ProjectorWatch extends ChannelInboundHandlerAdapter {

  private static final Logger LOG = LoggerFactory.getLogger(ProjectorWatch.class);
  private static final Gson GSON = new Gson();

  private final WebContext web;
  private String name;
  /** Ends the watch; set once it began. */
  private volatile Runnable stop;
  private volatile boolean closed;

  ProjectorWatch(WebContext web) {
    this.web = web;
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof IdleStateEvent idle) {
      if (idle.isFirst()) {
        ctx.writeAndFlush(new PingWebSocketFrame());
      } else {
        ctx.writeAndFlush(new CloseWebSocketFrame(WebSocketCloseStatus.ENDPOINT_UNAVAILABLE))
            .addListener(ChannelFutureListener.CLOSE);
      }
      return;
    }
    if (!(event instanceof HandshakeComplete handshake)) {
      ctx.fireUserEventTriggered(event);
      return;
    }
    List<String> names = new QueryStringDecoder(handshake.requestUri()).parameters().get("name");
    if (names == null || names.size() != 1 || !WebApi.NAME.matcher(names.get(0)).matches()) {
      close(ctx.channel(), "no_such_tournament");
      return;
    }
    name = names.get(0);
    String join = JoinCode.url(ctx.channel().localAddress(),
        web.config().settings().string("projector.join.url", ""), name);
    List<String> qr = JoinCode.rows(join);
    // over the board the players' phones report results: the code leads to the phone page
    String phone = JoinCode.phoneUrl(join, name);
    List<String> phoneQr = JoinCode.rows(phone);
    Channel channel = ctx.channel();
    Consumer<TournamentView> watcher = view -> {
      Map<String, Object> json = WebApi.tournament(view);
      json.put("type", "tournament_view");
      json.put("join", view.otb() ? phone : join);
      json.put("qr", view.otb() ? phoneQr : qr);
      String text = GSON.toJson(json); // encoded on the director's thread, written on the loop's
      channel.eventLoop().execute(() -> channel.writeAndFlush(new TextWebSocketFrame(text)));
    };
    web.source().watchTournament(name, watcher, channel::close).whenComplete((stop, error) -> {
      if (error != null || stop == null) {
        channel.eventLoop().execute(() -> close(channel, "no_such_tournament"));
      } else {
        this.stop = stop;
        if (closed) { // the socket closed while the watch began (stopping twice does no harm)
          stop.run();
        }
      }
    });
  }

  private static void close(Channel channel, String why) {
    channel.writeAndFlush(new TextWebSocketFrame(GSON.toJson(Map.of("type", "error", "code",
        why)))).addListener(ChannelFutureListener.CLOSE);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    // a projector's messages change nothing (a pong to the server's pings)
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    closed = true;
    Runnable started = stop;
    if (started != null) {
      started.run();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    LOG.debug("projector connection {} failed: {}", ctx.channel().remoteAddress(),
        cause.toString());
    ctx.close();
  }
}
