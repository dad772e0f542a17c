package arbiter.edge.http;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpRequest;
import java.net.URI;
import java.net.URISyntaxException;

/**
 * Whether a WebSocket may open, or a page's POST be answered: a browser names the page's origin,
 * which must be this server as the browser reached it, so that a page of another site cannot act
 * for a player logged in here.
 */
public final class Origins {

  private Origins() {}

  /**
   * True when the request has no {@code Origin} (not a browser, so no other site's page) or one
   * whose host and port are the request's {@code Host}.
   */
  public static boolean sameOrigin(HttpRequest request) {
    String origin = request.headers().get(HttpHeaderNames.ORIGIN);
    if (origin == null) {
      return true;
    }
    String host = request.headers().get(HttpHeaderNames.HOST);
    if (host == null) {
      return false;
    }
    try {
      URI uri = new URI(origin);
      String scheme = uri.getScheme();
      return ("http".equals(scheme) || "https".equals(scheme))
          && uri.getRawAuthority() != null && uri.getRawAuthority().equalsIgnoreCase(host)
          && (uri.getRawPath() == null || uri.getRawPath().isEmpty());
    } catch (URISyntaxException e) {
      return false; // "null" (a sandboxed or file page) and garbage alike
    }
  }

  /**
   * Whether a request is a {@code POST} from one of this server's own pages (its {@code Origin}
   * names this server); otherwise it is answered 405 or 403 here.
   */
  public static boolean ownPagePost(ChannelHandlerContext ctx, FullHttpRequest request,
      boolean keepAlive) {
    HttpMethod method = request.method();
    if (method != HttpMethod.POST) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.METHOD_NOT_ALLOWED);
      return false;
    }
    if (request.headers().get(HttpHeaderNames.ORIGIN) == null || !sameOrigin(request)) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.FORBIDDEN);
      return false;
    }
    return true;
  }
}
