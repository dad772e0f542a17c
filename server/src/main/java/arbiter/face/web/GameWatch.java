package arbiter.face.web;

import arbiter.async.TaskChain;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.face.json.JsonFace;
import arbiter.face.json.JsonRenderer;
import arbiter.edge.JsonSessions;
import arbiter.protocol.ErrorCode;
import arbiter.session.Face;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketCloseStatus;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler.HandshakeComplete;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An anonymous spectator of one running game ({@code /watch?game=ID}): the watch and TV pages get
 * the game's {@code game_started}, every {@code state} and its chat, as the JSON protocol's
 * {@code observe} gives them, without logging in. A spectator here only listens: what it sends is
 * dropped (a {@code pong} to the server's lag pings, typically).
 */
final class GameWatch extends ChannelInboundHandlerAdapter {

  private static final Logger LOG = LoggerFactory.getLogger(GameWatch.class);

  private final WebContext web;
  private JsonFace face;
  /** Ends the watch; set once it began. */
  private volatile Runnable stop;
  private volatile boolean closed;
  /** The answer to the observe, then the game's news, in that order on the channel's thread. */
  private TaskChain chain;

  GameWatch(WebContext web) {
    this.web = web;
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof IdleStateEvent idle) {
      // silent for half the idle time: a ping, which a live browser answers by itself; silent
      // again for as long: gone, or never meant to listen
      if (idle.isFirst()) {
        ctx.writeAndFlush(new PingWebSocketFrame());
      } else {
        LOG.debug("closing idle spectator connection {}", ctx.channel().remoteAddress());
        ctx.writeAndFlush(new CloseWebSocketFrame(WebSocketCloseStatus.ENDPOINT_UNAVAILABLE))
            .addListener(ChannelFutureListener.CLOSE);
      }
      return;
    }
    if (!(event instanceof HandshakeComplete handshake)) {
      ctx.fireUserEventTriggered(event);
      return;
    }
    face = new JsonFace(JsonSessions.sink(ctx.channel(), web.config()));
    long id = gameId(handshake.requestUri());
    if (id <= 0) {
      noGame();
      return;
    }
    chain = new TaskChain(ctx.executor());
    Face spectator = new Face() {
      @Override
      public void answer(Reply reply) {
        face.answer(reply); // in the chain's task that asked, before any news
      }

      @Override
      public void push(DomainEvent event) {
        chain.submit(() -> face.push(event));
      }

      @Override
      public void close() {
        face.close();
      }

      @Override
      public String address() {
        return face.address();
      }
    };
    chain.submit(() -> web.source().watchGame(id, spectator).thenAccept(stop -> {
      if (stop == null) {
        noGame();
      } else {
        this.stop = stop;
        if (closed) { // the socket closed while the watch began (stopping twice does no harm)
          stop.run();
        }
      }
    }));
  }

  private void noGame() {
    face.send(List.of(JsonRenderer.error(ErrorCode.NO_SUCH_GAME, "no running game with this id")));
    face.close();
  }

  private static long gameId(String uri) {
    List<String> values = new QueryStringDecoder(uri).parameters().get("game");
    if (values == null || values.size() != 1 || !values.get(0).matches("[0-9]{1,15}")) {
      return 0;
    }
    return Long.parseLong(values.get(0));
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    // a listener's messages change nothing (they are Strings: nothing to release)
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
    LOG.debug("spectator connection {} failed: {}", ctx.channel().remoteAddress(), cause.toString());
    ctx.close();
  }
}
