package arbiter.edge.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import java.nio.charset.StandardCharsets;

/** Writes responses, every one with the same security headers. */
public final class HttpResponses {

  /**
   * Pages run only their own scripts and styles and talk only to this server; no other site may
   * frame them, sniff their types or learn where its visitors came from.
   */
  static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; "
      + "style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; "
      + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

  private HttpResponses() {}

  /** Adds the security headers every response carries. */
  static void secure(HttpHeaders headers) {
    headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set(HttpHeaderNames.CACHE_CONTROL, "no-cache");
  }

  /** Sends a body; closes the connection after it unless the request keeps it alive. */
  public static void send(ChannelHandlerContext ctx, boolean keepAlive, HttpMethod method,
      HttpResponseStatus status, String contentType, byte[] body) {
    FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
        method == HttpMethod.HEAD ? Unpooled.EMPTY_BUFFER : Unpooled.wrappedBuffer(body));
    secure(response.headers());
    response.headers().set(HttpHeaderNames.CONTENT_TYPE, contentType);
    HttpUtil.setContentLength(response, body.length);
    write(ctx, keepAlive, response);
  }

  private static void write(ChannelHandlerContext ctx, boolean keepAlive,
      FullHttpResponse response) {
    if (keepAlive) {
      response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
      ctx.writeAndFlush(response);
    } else {
      response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
      ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
  }

  /** Sends a status with its reason phrase as a plain-text body. */
  public static void status(ChannelHandlerContext ctx, boolean keepAlive, HttpMethod method,
      HttpResponseStatus status) {
    send(ctx, keepAlive, method, status, "text/plain; charset=utf-8",
        (status.code() + " " + status.reasonPhrase() + "\n").getBytes(StandardCharsets.UTF_8));
  }

  /** Answers 204 with a cookie set (or cleared). */
  public static void cookie(ChannelHandlerContext ctx, boolean keepAlive, HttpMethod method,
      String setCookie) {
    FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
        HttpResponseStatus.NO_CONTENT, Unpooled.EMPTY_BUFFER);
    secure(response.headers());
    response.headers().set(HttpHeaderNames.SET_COOKIE, setCookie);
    response.headers().set(HttpHeaderNames.CACHE_CONTROL, "no-store");
    write(ctx, keepAlive, response);
  }

  /** Sends JSON text. */
  public static void json(ChannelHandlerContext ctx, boolean keepAlive, HttpMethod method,
      HttpResponseStatus status, String json) {
    send(ctx, keepAlive, method, status, "application/json; charset=utf-8",
        json.getBytes(StandardCharsets.UTF_8));
  }
}
