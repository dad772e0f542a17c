package arbiter.face.web;

import arbiter.edge.http.HttpResponses;
import arbiter.edge.http.Origins;
import arbiter.face.words.Words;
import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The language of the pages: {@code GET /api/words} answers the words of the language the page
 * asks for ({@code ?lang=}), else the one the logged-in user (by the session cookie) keeps, else
 * the browser's, else the server's default; {@code POST /api/language} with
 * {@code {"language":"fa"}} keeps a logged-in user's choice, as {@code set language} does on telnet.
 * The account is read and written on the blocking executor, never on the event loop.
 */
final class PageLanguage {

  private static final Logger LOG = LoggerFactory.getLogger(PageLanguage.class);
  private static final Gson GSON = new Gson();

  private PageLanguage() {}

  /** {@code GET /api/words}. */
  static void words(ChannelHandlerContext ctx, WebContext web, FullHttpRequest request,
      boolean keepAlive) {
    HttpMethod method = request.method();
    List<String> asked = new QueryStringDecoder(request.uri()).parameters().get("lang");
    String browser = request.headers().get(HttpHeaderNames.ACCEPT_LANGUAGE);
    String fallback = web.config().defaultLanguage();
    boolean named = asked != null && asked.size() == 1 && Words.exists(asked.get(0));
    CompletableFuture<String> kept = named ? CompletableFuture.completedFuture(null)
        : web.signIns().user(SessionCookies.token(request)).thenCompose(user -> user == null
            ? CompletableFuture.completedFuture(null) : web.source().language(user));
    kept.whenComplete((language, error) -> {
      if (error != null) {
        LOG.warn("cannot read the language of a page's user; the browser's serves", error);
      }
      List<String> choice = language != null ? List.of(language) : asked;
      HttpResponses.json(ctx, keepAlive, method, HttpResponseStatus.OK,
          GSON.toJson(PageWords.of(choice, browser, fallback)));
    });
  }

  /** {@code POST /api/language}: 200 when kept, 400 for no language of the server's, 403 else. */
  static void keep(ChannelHandlerContext ctx, WebContext web, FullHttpRequest request,
      boolean keepAlive) {
    if (!Origins.ownPagePost(ctx, request, keepAlive)) {
      return;
    }
    HttpMethod method = request.method();
    String language = language(request);
    if (language == null || !Words.exists(language)) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    web.signIns().user(SessionCookies.token(request)).thenCompose(user -> user == null
        ? CompletableFuture.completedFuture((String) null)
        : web.source().keepLanguage(user, language).thenApply(kept -> user))
        .whenComplete((user, error) -> {
      if (error != null) {
        LOG.warn("cannot keep the language {} of a page's user", language, error);
        HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.INTERNAL_SERVER_ERROR);
      } else {
        HttpResponses.status(ctx, keepAlive, method,
            user == null ? HttpResponseStatus.FORBIDDEN : HttpResponseStatus.OK);
      }
    });
  }

  private static String language(FullHttpRequest request) {
    try {
      JsonElement body = JsonParser.parseString(request.content().toString(StandardCharsets.UTF_8));
      JsonElement language = body.isJsonObject() ? ((JsonObject) body).get("language") : null;
      return language != null && language.isJsonPrimitive()
          && language.getAsJsonPrimitive().isString() ? language.getAsString() : null;
    } catch (JsonParseException e) {
      return null; // not JSON: answered 400
    }
  }
}
