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
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler.HandshakeComplete;
import java.util.List;

/**
 * An anonymous spectator of one running game ({@code /watch?game=ID}): the watch and TV pages get
 * the game's {@code game_started}, every {@code state} and its chat, as the JSON protocol's
 * {@code observe} gives them, without logging in.
 */
final class GameWatch extends ListeningSocket {

  private final WebContext web;
  private JsonFace face;
  /** The answer to the observe, then the game's news, in that order on the channel's thread. */
  private TaskChain chain;

  GameWatch(WebContext web) {
    this.web = web;
  }

  @Override
  void opened(ChannelHandlerContext ctx, HandshakeComplete handshake) {
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
        began(stop);
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
}
