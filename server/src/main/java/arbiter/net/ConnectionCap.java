package arbiter.net;

import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.util.AttributeKey;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Refuses connections beyond a number per remote address. Shared by all connections. */
@ChannelHandler.Sharable
public final class ConnectionCap extends ChannelInboundHandlerAdapter {

  private static final AttributeKey<InetAddress> COUNTED = AttributeKey.valueOf("arbiter.counted");
  private static final AttributeKey<Boolean> REFUSED = AttributeKey.valueOf("arbiter.refused");

  private final int perAddress;
  private final ConcurrentMap<InetAddress, AtomicInteger> open = new ConcurrentHashMap<>();
  private final AtomicInteger total = new AtomicInteger();

  public ConnectionCap(int perAddress) {
    this.perAddress = perAddress;
  }

  /** Connections open now, refused ones included until they close. */
  public int open() {
    return total.get();
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    InetAddress address = ((InetSocketAddress) ctx.channel().remoteAddress()).getAddress();
    int count = open.computeIfAbsent(address, key -> new AtomicInteger()).incrementAndGet();
    ctx.channel().attr(COUNTED).set(address);
    total.incrementAndGet();
    if (count > perAddress) {
      // the handlers after this one never hear of the connection
      ctx.channel().attr(REFUSED).set(true);
      ctx.channel().config().setAutoRead(false);
      ctx.writeAndFlush(
              ctx.alloc()
                  .buffer()
                  .writeBytes("too many connections from your address\r\n".getBytes(StandardCharsets.UTF_8)))
          .addListener(ChannelFutureListener.CLOSE);
      return;
    }
    ctx.fireChannelActive();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    InetAddress address = ctx.channel().attr(COUNTED).getAndSet(null);
    if (address != null) {
      total.decrementAndGet();
      open.computeIfPresent(address, (key, count) -> count.decrementAndGet() == 0 ? null : count);
    }
    if (ctx.channel().attr(REFUSED).get() == null) {
      ctx.fireChannelInactive();
    }
  }
}
