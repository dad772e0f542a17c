package arbiter.face.web;

import arbiter.director.TournamentView;
import com.google.gson.Gson;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler.HandshakeComplete;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The projector's socket ({@code /projector?name=N}): the tournament as {@code /api/tournament}
 * shows it, pushed when the page opens and again after every change (a result, a pairing, a
 * countdown, a withdrawal), with the address and QR code a phone joins at. Nothing is polled; a
 * projector only listens.
 */
final class ProjectorWatch extends ListeningSocket {

  private static final Logger LOG = LoggerFactory.getLogger(ProjectorWatch.class);
  private static final Gson GSON = new Gson();

  private final WebContext web;
  private String name;

  ProjectorWatch(WebContext web) {
    this.web = web;
  }

  @Override
  void opened(ChannelHandlerContext ctx, HandshakeComplete handshake) {
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
      if (error != null) {
        away(channel, error);
      } else if (stop == null) {
        channel.eventLoop().execute(() -> close(channel, "no_such_tournament"));
      } else {
        began(stop);
      }
    });
  }

  /**
   * The watch could not start: a cluster edge hears no core (Redis or the core away, a takeover).
   * The page is told so ({@code core_away}: it says it is reconnecting, not that the tournament is
   * gone) and tries again. The edge logs the outage itself, so a page's try is a debug line;
   * any other failure is an error.
   */
  private void away(Channel channel, Throwable error) {
    Throwable cause = error instanceof CompletionException && error.getCause() != null
        ? error.getCause() : error;
    if (cause instanceof IllegalStateException) {
      LOG.debug("the projector of {} could not start: {}", name, cause.getMessage());
    } else {
      LOG.error("the projector of {} could not start", name, cause);
    }
    channel.eventLoop().execute(() -> close(channel, "core_away"));
  }

  private static void close(Channel channel, String why) {
    channel.writeAndFlush(new TextWebSocketFrame(GSON.toJson(Map.of("type", "error", "code",
        why)))).addListener(ChannelFutureListener.CLOSE);
  }
}
