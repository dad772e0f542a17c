package arbiter.edge.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.util.AttributeKey;
import io.netty.util.ReferenceCountUtil;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Refuses web connections beyond a number per remote address, and beyond the server's total
 * ({@code connections.total}) counted with the connections of its other ports; a refused
 * connection gets a whole HTTP answer, 503 with {@code Retry-After}, not a line of text.
 */
@ChannelHandler.Sharable
final class WebCap extends ChannelInboundHandlerAdapter {

  private static final Logger LOG = LoggerFactory.getLogger(WebCap.class);
  private static final AttributeKey<InetAddress> COUNTED =
      AttributeKey.valueOf("arbiter.web.counted");
  /** Refusals logged: the first, then one in this many. */
  private static final int LOG_EVERY = 1000;

  private final int perAddress;
  private final int total;
  private final IntSupplier others;
  private final ConcurrentMap<InetAddress, AtomicInteger> open = new ConcurrentHashMap<>();
  private final AtomicInteger all = new AtomicInteger();
  private final AtomicLong refusals = new AtomicLong();

  /** @param others connections open on the server's other ports, which share the total */
  WebCap(int perAddress, int total, IntSupplier others) {
    this.perAddress = arbiter.edge.ConnectionCap.limit(perAddress);
    this.total = arbiter.edge.ConnectionCap.limit(total);
    this.others = others;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    Channel channel = ctx.channel();
    InetAddress address = ((InetSocketAddress) channel.remoteAddress()).getAddress();
    int fromIt = open.computeIfAbsent(address, key -> new AtomicInteger()).incrementAndGet();
    channel.attr(COUNTED).set(address);
    int inAll = all.incrementAndGet() + others.getAsInt();
    String refusal = inAll > total ? "too many connections"
        : fromIt > perAddress ? "too many connections from your address" : null;
    if (refusal == null) {
      ctx.fireChannelActive();
      return;
    }
    if (refusals.incrementAndGet() % LOG_EVERY == 1) {
      LOG.warn("refused a web connection from {}: {} ({} open in all, {} from it; {} refused so"
          + " far)", address.getHostAddress(), refusal, inAll, fromIt, refusals.get());
    }
    channel.config().setAutoRead(false);
    ctx.writeAndFlush(Unpooled.wrappedBuffer(refusal(refusal)))
        .addListener(ChannelFutureListener.CLOSE);
    channel.pipeline().addFirst(new Uncount(this)); // nothing after it hears of the connection
  }

  /** 503 with the security headers, written as bytes: the HTTP encoder has not run yet. */
  private static byte[] refusal(String why) {
    byte[] body = (why + "\n").getBytes(StandardCharsets.UTF_8);
    HttpHeaders headers = new DefaultHttpHeaders();
    HttpResponses.secure(headers);
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.set("Content-Length", body.length);
    headers.set("Retry-After", 10);
    headers.set("Connection", "close");
    StringBuilder head = new StringBuilder("HTTP/1.1 ")
        .append(HttpResponseStatus.SERVICE_UNAVAILABLE).append("\r\n");
    for (Map.Entry<String, String> header : headers) {
      head.append(header.getKey()).append(": ").append(header.getValue()).append("\r\n");
    }
    head.append("\r\n").append(why).append('\n');
    return head.toString().getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    uncount(ctx.channel());
    ctx.fireChannelInactive();
  }

  private void uncount(Channel channel) {
    InetAddress address = channel.attr(COUNTED).getAndSet(null);
    if (address != null) {
      all.decrementAndGet();
      open.computeIfPresent(address, (key, n) -> n.decrementAndGet() <= 0 ? null : n);
    }
  }

  /** Uncounts a refused connection, which the handlers after the cap never hear of. */
  private static final class Uncount extends ChannelInboundHandlerAdapter {
    private final WebCap cap;

    Uncount(WebCap cap) {
      this.cap = cap;
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
      cap.uncount(ctx.channel());
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      ReferenceCountUtil.release(msg);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
      ctx.close(); // a reset from a client refused anyway
    }
  }
}
