package arbiter.net;

import arbiter.session.Services;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.codec.string.StringEncoder;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** The pipeline of a connection, read top to bottom like the protocol stack. */
final class ServerInitializer extends ChannelInitializer<SocketChannel> {

  // the codecs are stateless and sharable; UTF-8 always, never the platform charset
  private static final StringDecoder DECODER = new StringDecoder(StandardCharsets.UTF_8);
  private static final StringEncoder ENCODER = new StringEncoder(StandardCharsets.UTF_8);

  private final Services services;
  private final ServerConfig config;
  private final ConnectionCap cap;
  /** The open connections; a closed channel leaves the group by itself. */
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  ServerInitializer(Services services, ServerConfig config) {
    this.services = services;
    this.config = config;
    this.cap = new ConnectionCap(config.connectionsPerAddress(),
        config.settings().integer("connections.per.address.guests", 8),
        config.settings().integer("connections.total", 5000),
        config.settings().integer("login.deadline.seconds", 120));
  }

  /** The per-address connection cap, shared with the ICS port. */
  io.netty.channel.ChannelHandler cap() {
    return cap;
  }

  /** Connections open now. */
  int openConnections() {
    return cap.open();
  }

  /** Bytes written to connections and not yet taken by the kernel: the largest and their sum. */
  long[] queuedBytes() {
    long largest = 0;
    long sum = 0;
    for (io.netty.channel.Channel channel : connections) {
      var buffer = channel.unsafe().outboundBuffer();
      long queued = buffer == null ? 0 : buffer.totalPendingWriteBytes();
      largest = Math.max(largest, queued);
      sum += queued;
    }
    return new long[] {largest, sum};
  }

  /** Closes every connection and waits until they are closed. */
  void closeConnections() {
    connections.close().awaitUninterruptibly();
  }

  @Override
  protected void initChannel(SocketChannel channel) {
    connections.add(channel);
    ChannelPipeline pipeline = channel.pipeline();
    pipeline.addLast("cap", cap);
    pipeline.addLast(NettyConnection.IDLE_HANDLER,
        new IdleStateHandler(config.idleGuestSeconds(), 0, 0, TimeUnit.SECONDS));
    pipeline.addLast("telnet", new TelnetFilter());
    pipeline.addLast("lines", new LineBasedFrameDecoder(config.lineMaxLength(), true, true));
    pipeline.addLast("decoder", DECODER);
    pipeline.addLast("encoder", ENCODER);
    pipeline.addLast("framing", new FramingSelector(services, config));
  }
}
