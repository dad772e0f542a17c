package arbiter.net.load;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
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
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The floors a move is measured against, over the same kind of pipeline as the server's (line
 * framing, UTF-8 strings), with clients that think as the game bots do and time every exchange:
 * <ul>
 *   <li>{@link Shape#ECHO}: a line goes back to its sender (one write each way);
 *   <li>{@link Shape#RELAY}: the network shape of a move with nothing else: a line is
 *       acknowledged to its sender and forwarded to the sender's partner, who answers in turn.
 * </ul>
 */
final class Floor {

  /** What the floor server does with a line. */
  enum Shape { ECHO, RELAY }

  private static final String READY = "ready";
  private static final String OK = "ok";

  private Floor() {}

  /** Starts a floor server on a free loopback port. */
  static Channel serve(EventLoopGroup group, Shape shape) throws InterruptedException {
    Map<Integer, Channel> members = new ConcurrentHashMap<>();
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
                    shape == Shape.ECHO ? new Echoer() : new Relayer(members));
              }
            })
        .bind("127.0.0.1", 0)
        .sync()
        .channel();
  }

  /**
   * Runs {@code exchanges} ping-pong exchanges (a pair of clients each for a relay) through the
   * window; returns the latencies from a line being sent to its echo or forward arriving.
   */
  static Latencies measure(EventLoopGroup group, Channel server, Shape shape, int exchanges,
      Window window, long thinkMicros) throws InterruptedException {
    Latencies latencies = new Latencies();
    int connections = shape == Shape.ECHO ? exchanges : 2 * exchanges;
    CountDownLatch ready = new CountDownLatch(shape == Shape.ECHO ? 0 : connections);
    int port = ((InetSocketAddress) server.localAddress()).getPort();
    Bootstrap bootstrap = client(group, () -> new ChannelHandler[] {
        new StringDecoder(StandardCharsets.UTF_8), new Pinger(latencies, window, thinkMicros, ready)});
    List<Channel> channels = new ArrayList<>();
    for (int i = 0; i < connections; i++) {
      Channel channel = bootstrap.connect("127.0.0.1", port).sync().channel();
      if (shape == Shape.RELAY) {
        channel.writeAndFlush("pair " + i + "\r\n");
      }
      channels.add(channel);
    }
    if (!ready.await(60, TimeUnit.SECONDS)) {
      throw new IllegalStateException("the relay did not pair its clients");
    }
    window.start();
    // one line in flight per exchange: every echo client, the first of each relay pair
    for (int i = 0; i < connections; i += shape == Shape.ECHO ? 1 : 2) {
      channels.get(i).writeAndFlush(System.nanoTime() + "\r\n");
    }
    window.awaitEnd();
    for (Channel channel : channels) {
      channel.close();
    }
    return latencies;
  }

  /**
   * A loopback client: line framing and UTF-8 string output, then the handlers of {@code handlers}
   * (a new set for each connection).
   */
  static Bootstrap client(EventLoopGroup group, Supplier<ChannelHandler[]> handlers) {
    return new Bootstrap()
        .group(group)
        .channel(NioSocketChannel.class)
        .option(ChannelOption.TCP_NODELAY, true)
        .handler(
            new ChannelInitializer<SocketChannel>() {
              @Override
              protected void initChannel(SocketChannel channel) {
                channel.pipeline().addLast(new LineBasedFrameDecoder(8192),
                    new StringEncoder(StandardCharsets.UTF_8));
                channel.pipeline().addLast(handlers.get());
              }
            });
  }

  /** Sends a line back to its sender. */
  private static final class Echoer extends SimpleChannelInboundHandler<String> {
    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
      ctx.writeAndFlush(line + "\r\n", ctx.voidPromise());
    }
  }

  /**
   * Pairs connections by the number each sends first ({@code pair N}: N and N^1 are partners),
   * then acknowledges every line to its sender and forwards it to the partner.
   */
  private static final class Relayer extends SimpleChannelInboundHandler<String> {
    private final Map<Integer, Channel> members;
    private int id = -1;

    Relayer(Map<Integer, Channel> members) {
      this.members = members;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
      if (id < 0) {
        id = Integer.parseInt(line.substring("pair ".length()));
        members.put(id, ctx.channel());
        ctx.writeAndFlush(READY + "\r\n", ctx.voidPromise());
        return;
      }
      ctx.writeAndFlush(OK + "\r\n", ctx.voidPromise());
      Channel partner = members.get(id ^ 1);
      partner.writeAndFlush(line + "\r\n", partner.voidPromise());
    }
  }

  /** Sends its send time, and on the line's echo or forward records the latency and sends again. */
  private static final class Pinger extends SimpleChannelInboundHandler<String> {
    private final Latencies latencies;
    private final Window window;
    private final long thinkMicros;
    private final CountDownLatch ready;

    Pinger(Latencies latencies, Window window, long thinkMicros, CountDownLatch ready) {
      this.latencies = latencies;
      this.window = window;
      this.thinkMicros = thinkMicros;
      this.ready = ready;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
      if (line.equals(READY)) {
        ready.countDown();
        return;
      }
      if (line.equals(OK)) {
        return;
      }
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
