package arbiter.bench.load;

import arbiter.config.Settings;
import arbiter.edge.Transport;
import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.SocketChannel;
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

  /**
   * The generator's loops and sockets, and the in-process floors': {@code server.transport}'s
   * {@code auto}, as a served server with its default settings.
   */
  static final Transport TRANSPORT = Transport.of(Settings.empty());
  private static final String READY = "ready";
  private static final String OK = "ok";
  private static final byte[] FILLER = "x".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII);

  private Floor() {}

  /**
   * The bytes of a move: {@code 0, 0} relays the line as it came and acknowledges it with
   * {@code ok}; otherwise the sender gets an ack line of {@code ack} bytes and a line of
   * {@code forward} bytes in one write, and the partner the line padded to {@code forward} bytes
   * (as a JSON move's {@code ok} and state), each length counting its line end.
   */
  record Sizes(int ack, int forward) {
    static final Sizes BARE = new Sizes(0, 0);
  }

  /** Starts a floor server on a free loopback port. */
  static Channel serve(EventLoopGroup group, Shape shape) throws InterruptedException {
    return serve(group, shape, Sizes.BARE);
  }

  /** Starts a floor server on a free loopback port that relays lines padded to {@code sizes}. */
  static Channel serve(EventLoopGroup group, Shape shape, Sizes sizes) throws InterruptedException {
    Map<Integer, Channel> members = new ConcurrentHashMap<>();
    return new ServerBootstrap()
        .group(group)
        .channel(TRANSPORT.serverChannel())
        .option(ChannelOption.SO_BACKLOG, 4096)
        .childOption(ChannelOption.TCP_NODELAY, true)
        .childHandler(
            new ChannelInitializer<SocketChannel>() {
              @Override
              protected void initChannel(SocketChannel channel) {
                channel.pipeline().addLast(new LineBasedFrameDecoder(1024),
                    new StringDecoder(StandardCharsets.UTF_8), new StringEncoder(StandardCharsets.UTF_8),
                    shape == Shape.ECHO ? new Echoer() : new Relayer(members, sizes));
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
    return measure(group, ((InetSocketAddress) server.localAddress()).getPort(), shape, exchanges,
        window, thinkMicros);
  }

  /** As above, against a floor server on {@code port} of the loopback (the C relay's). */
  static Latencies measure(EventLoopGroup group, int port, Shape shape, int exchanges,
      Window window, long thinkMicros) throws InterruptedException {
    Latencies latencies = new Latencies();
    int connections = shape == Shape.ECHO ? exchanges : 2 * exchanges;
    CountDownLatch ready = new CountDownLatch(shape == Shape.ECHO ? 0 : connections);
    Bootstrap bootstrap = client(group, 1 << 16, () -> new ChannelHandler[] {
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
    return client(group, 8192, handlers);
  }

  /** A loopback client whose lines may be up to {@code maxLine} bytes long. */
  static Bootstrap client(EventLoopGroup group, int maxLine, Supplier<ChannelHandler[]> handlers) {
    return new Bootstrap()
        .group(group)
        .channel(TRANSPORT.socketChannel())
        .option(ChannelOption.TCP_NODELAY, true)
        .handler(
            new ChannelInitializer<SocketChannel>() {
              @Override
              protected void initChannel(SocketChannel channel) {
                channel.pipeline().addLast(new LineBasedFrameDecoder(maxLine),
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
    private final Sizes sizes;
    private int id = -1;

    Relayer(Map<Integer, Channel> members, Sizes sizes) {
      this.members = members;
      this.sizes = sizes;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, String line) {
      if (id < 0) {
        id = Integer.parseInt(line.substring("pair ".length()));
        members.put(id, ctx.channel());
        ctx.writeAndFlush(READY + "\r\n", ctx.voidPromise());
        return;
      }
      Channel partner = members.get(id ^ 1);
      if (sizes.equals(Sizes.BARE)) {
        ctx.writeAndFlush(OK + "\r\n", ctx.voidPromise());
        partner.writeAndFlush(line + "\r\n", partner.voidPromise());
        return;
      }
      // bytes, not strings: the floor builds each line once, as a server that encodes once would
      ByteBuf toSender = ctx.alloc().buffer(sizes.ack() + sizes.forward());
      padded(toSender, OK, sizes.ack());
      padded(toSender, OK, sizes.forward());
      ctx.writeAndFlush(toSender, ctx.voidPromise());
      ByteBuf toPartner = partner.alloc().buffer(sizes.forward());
      padded(toPartner, line, sizes.forward());
      partner.writeAndFlush(toPartner, partner.voidPromise());
    }

    /** Writes the text, a space and filler up to {@code bytes} with the line end. */
    private static void padded(ByteBuf out, String text, int bytes) {
      out.writeCharSequence(text, StandardCharsets.US_ASCII);
      out.writeByte(' ');
      int fill = Math.max(0, bytes - text.length() - 3);
      out.writeBytes(FILLER, 0, Math.min(fill, FILLER.length));
      out.writeByte('\r').writeByte('\n');
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
      if (line.startsWith(OK)) {
        return;
      }
      long now = System.nanoTime();
      int space = line.indexOf(' ');
      if (window.measuring()) {
        latencies.record(now - Long.parseLong(space < 0 ? line : line.substring(0, space)));
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
