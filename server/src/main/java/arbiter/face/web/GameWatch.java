package arbiter.face.web;

import arbiter.async.TaskChain;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.face.json.JsonFace;
import arbiter.face.json.JsonRenderer;
import arbiter.face.words.Words;
import arbiter.edge.JsonSessions;
import arbiter.protocol.ErrorCode;
import arbiter.session.Face;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler.HandshakeComplete;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An anonymous spectator of one running game ({@code /watch?game=ID}): the watch and TV pages get
 * the game's {@code game_started}, every {@code state} and its chat, as the JSON protocol's
 * {@code observe} gives them, without logging in.
 */
final class GameWatch extends ListeningSocket {

  private static final Logger LOG = LoggerFactory.getLogger(GameWatch.class);

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
    // the page's language (?lang=ru): its notices ("bob paused game 1") were English on any page
    String language = parameter(handshake.requestUri(), "lang");
    if (language != null && Words.exists(language)) {
      face.speakIn(language);
    }
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
    chain.submit(() -> web.source().watchGame(id, spectator).handle((stop, error) -> {
      if (error != null) {
        lost(id, error);
      } else if (stop == null) {
        noGame();
      } else {
        began(stop);
      }
      return null;
    }));
  }

  /**
   * The watch could not start: a cluster edge hears no core (Redis or the core away, a takeover)
   * or the core's end closed first. The socket closes as after any drop, so the page comes back
   * by itself; left open, it stayed silent for good. The edge logs the outage itself: a line
   * per page's try would flood the log, so these are counted in the debug log only, and any
   * other failure is an error.
   */
  private void lost(long id, Throwable error) {
    Throwable cause = error instanceof CompletionException && error.getCause() != null
        ? error.getCause() : error;
    if (cause instanceof IllegalStateException) {
      LOG.debug("the watch of game {} could not start: {}", id, cause.getMessage());
    } else {
      LOG.error("the watch of game {} could not start", id, cause);
    }
    face.close();
  }

  private void noGame() {
    face.send(List.of(JsonRenderer.error(ErrorCode.NO_SUCH_GAME, "no running game with this id")));
    face.close();
  }

  private static long gameId(String uri) {
    String value = parameter(uri, "game");
    if (value == null || !value.matches("[0-9]{1,15}")) {
      return 0;
    }
    return Long.parseLong(value);
  }

  /** The one value of a query parameter, or null when it is absent or given twice. */
  private static String parameter(String uri, String name) {
    List<String> values = new QueryStringDecoder(uri).parameters().get(name);
    return values == null || values.size() != 1 ? null : values.get(0);
  }
}
