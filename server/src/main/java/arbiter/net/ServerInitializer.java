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
    this.cap = new ConnectionCap(config.connectionsPerAddress());
  }

  /** The per-address connection cap, shared with the ICS port. */
  io.netty.channel.ChannelHandler cap() {
    return cap;
  }

  /** Connections open now. */
  int openConnections() {
    return cap.open();
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
