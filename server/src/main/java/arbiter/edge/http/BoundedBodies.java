package arbiter.edge.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;

/**
 * Whole requests up to a size; a bigger body is answered 413, with the same headers as every
 * other answer, and the connection closed rather than read to its end.
 */
final class BoundedBodies extends HttpObjectAggregator {

  BoundedBodies(int maxBody) {
    super(maxBody);
  }

  @Override
  protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) {
    HttpMethod method = oversized instanceof HttpRequest request ? request.method() : HttpMethod.GET;
    HttpResponses.status(ctx, false, method, HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE);
  }
}
