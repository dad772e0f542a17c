package arbiter.face.web;

import arbiter.edge.http.HttpResponses;
import arbiter.edge.http.Origins;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.cookie.Cookie;
import io.netty.handler.codec.http.cookie.CookieHeaderNames;
import io.netty.handler.codec.http.cookie.DefaultCookie;
import io.netty.handler.codec.http.cookie.ServerCookieDecoder;
import io.netty.handler.codec.http.cookie.ServerCookieEncoder;
import io.netty.handler.ssl.SslHandler;
import java.nio.charset.StandardCharsets;

/**
 * {@code /api/session}: {@code POST {"token": T}} turns the token a login got over the WebSocket
 * into the session cookie, {@code DELETE} revokes the cookie's login and clears it. Both only
 * from this server's own pages (an {@code Origin} naming it), so another site cannot plant or end
 * a login. The cookie is {@code HttpOnly} (no script reads it) and {@code SameSite=Strict}.
 */
final class SessionCookies {

  /** The cookie's name. */
  static final String NAME = "arbiter_session";

  private SessionCookies() {}

  static void answer(ChannelHandlerContext ctx, WebContext web, FullHttpRequest request,
      boolean keepAlive) {
    HttpMethod method = request.method();
    if (method != HttpMethod.POST && method != HttpMethod.DELETE) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.METHOD_NOT_ALLOWED);
      return;
    }
    if (request.headers().get(HttpHeaderNames.ORIGIN) == null || !Origins.sameOrigin(request)) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.FORBIDDEN);
      return;
    }
    boolean secure = ctx.pipeline().get(SslHandler.class) != null;
    if (method == HttpMethod.DELETE) {
      web.signIns().revoke(token(request));
      HttpResponses.cookie(ctx, keepAlive, method, cookie("", 0, secure));
      return;
    }
    String token = bodyToken(request);
    if (token == null) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    if (!web.signIns().issuedHere(token)) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.FORBIDDEN);
      return;
    }
    HttpResponses.cookie(ctx, keepAlive, method,
        cookie(token, web.signIns().lifetimeSeconds(), secure));
  }

  /** The cookie's token in the request, or {@code null}. */
  static String token(HttpRequest request) {
    String header = request.headers().get(HttpHeaderNames.COOKIE);
    if (header == null) {
      return null;
    }
    for (Cookie cookie : ServerCookieDecoder.STRICT.decode(header)) {
      if (cookie.name().equals(NAME)) {
        return cookie.value();
      }
    }
    return null;
  }

  private static String bodyToken(FullHttpRequest request) {
    try {
      JsonElement body = JsonParser.parseString(request.content().toString(StandardCharsets.UTF_8));
      if (!body.isJsonObject()) {
        return null;
      }
      JsonElement token = ((JsonObject) body).get("token");
      return token != null && token.isJsonPrimitive() && token.getAsJsonPrimitive().isString()
          ? token.getAsString() : null;
    } catch (JsonParseException e) {
      return null; // not JSON: answered 400
    }
  }

  private static String cookie(String value, long maxAgeSeconds, boolean secure) {
    DefaultCookie cookie = new DefaultCookie(NAME, value);
    cookie.setHttpOnly(true);
    cookie.setSameSite(CookieHeaderNames.SameSite.Strict);
    cookie.setPath("/");
    cookie.setMaxAge(maxAgeSeconds);
    cookie.setSecure(secure);
    return ServerCookieEncoder.STRICT.encode(cookie);
  }
}
