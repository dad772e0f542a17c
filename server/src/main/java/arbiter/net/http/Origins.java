package arbiter.net.http;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpRequest;
import java.net.URI;
import java.net.URISyntaxException;

/**
 * Whether a WebSocket may open: a browser names the page's origin, which must be this server as
 * the browser reached it, so that a page of another site cannot act for a player logged in here.
 */
final class Origins {

  private Origins() {}

  /**
   * True when the request has no {@code Origin} (not a browser, so no other site's page) or one
   * whose host and port are the request's {@code Host}.
   */
  static boolean sameOrigin(HttpRequest request) {
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
}
