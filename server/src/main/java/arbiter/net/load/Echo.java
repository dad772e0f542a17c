package arbiter.net.load;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.codec.string.StringEncoder;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * The floor: a bare line echo over the same kind of pipeline (line framing, UTF-8 strings), with
 * clients that keep one line in flight each and time every round trip.
 */
final class Echo {

  private Echo() {}

  /** Starts an echo server on a free loopback port. */
  static Channel serve(EventLoopGroup group) throws InterruptedException {
    return new ServerBootstrap()
        .group(group)
        .channel(NioServerSocketChannel.class)
        .option(ChannelOption.SO_BACKLOG, 4096)
        .childOption(ChannelOption.TCP_NODELAY, true)
        .childHandler(
            new ChannelInitializer<SocketChannel>() {
              @Override
              protected void initChannel(SocketChannel channel) {
                channel.pipeline().addLast(new LineBasedFrameDecoder(1024),
                    new StringDecoder(StandardCharsets.UTF_8), new StringEncoder(StandardCharsets.UTF_8),
                    new SimpleChannelInboundHandler<String>() {
                      @Override
                      protected void channelRead0(ChannelHandlerContext ctx, String line) {
                        ctx.writeAndFlush(line + "\r\n", ctx.voidPromise());
                      }
                    });
              }
            })
        .bind("127.0.0.1", 0)
        .sync()
        .channel();
  }

  /** Runs {@code connections} ping-pong clients through the window; returns the round trips. */
  static Latencies measure(EventLoopGroup group, Channel server, int connections, Window window,
      long thinkMicros) throws InterruptedException {
    Latencies latencies = new Latencies();
    int port = ((InetSocketAddress) server.localAddress()).getPort();
    Bootstrap bootstrap =
        new Bootstrap()
            .group(group)
            .channel(NioSocketChannel.class)
            .option(ChannelOption.TCP_NODELAY, true)
            .handler(
                new ChannelInitializer<SocketChannel>() {
                  @Override
                  protected void initChannel(SocketChannel channel) {
                    channel.pipeline().addLast(new LineBasedFrameDecoder(1024),
                        new StringDecoder(StandardCharsets.UTF_8),
                        new StringEncoder(StandardCharsets.UTF_8),
                        new Pinger(latencies, window, thinkMicros));
                  }
                });
    List<Channel> channels = new ArrayList<>();
    for (int i = 0; i < connections; i++) {
      channels.add(bootstrap.connect("127.0.0.1", port).sync().channel());
    }
    window.start();
    for (Channel channel : channels) {
      channel.writeAndFlush(System.nanoTime() + "\r\n");
    }
    window.awaitEnd();
    for (Channel channel : channels) {
      channel.close();
    }
    return latencies;
  }

  /** Sends its send time, and on the echo records the round trip and sends again. */
  private static final class Pinger extends SimpleChannelInboundHandler<String> {
    private final Latencies latencies;
    private final Window window;
    private final long thinkMicros;

    Pinger(Latencies latencies, Window window, long thinkMicros) {
      this.latencies = latencies;
      this.window = window;
      this.thinkMicros = thinkMicros;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
      long now = System.nanoTime();
      if (window.measuring()) {
        latencies.record(now - Long.parseLong(line));
      }
      if (window.over()) {
        return;
      }
      if (thinkMicros == 0) {
        ping(ctx);
      } else {
        long pause = thinkMicros / 2 + ThreadLocalRandom.current().nextLong(thinkMicros + 1);
        ctx.executor().schedule(() -> ping(ctx), pause, TimeUnit.MICROSECONDS);
      }
    }

    private static void ping(ChannelHandlerContext ctx) {
      ctx.writeAndFlush(System.nanoTime() + "\r\n", ctx.voidPromise());
    }
  }
}
