package arbiter.net.ics;

import arbiter.net.TelnetFilter;
import arbiter.session.Services;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline of an ICS connection, read top to bottom: the per-address cap the main port shares,
 * idle time, telnet commands out, lines, UTF-8, then the FICS dialogue. Output is written as bytes
 * by {@link IcsConnection} (the telnet echo switch is not text).
 */
public final class IcsServerInitializer extends ChannelInitializer<SocketChannel> {

  // stateless and sharable; UTF-8 always, never the platform charset
  private static final StringDecoder DECODER = new StringDecoder(StandardCharsets.UTF_8);

  private final Services services;
  private final IcsSettings settings;
  private final ChannelHandler cap;
  /** The open connections; a closed channel leaves the group by itself. */
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  /** @param cap the sharable handler that limits connections per address */
  public IcsServerInitializer(Services services, IcsSettings settings, ChannelHandler cap) {
    this.services = services;
    this.settings = settings;
    this.cap = cap;
  }

  /** Closes every ICS connection and waits until they are closed. */
  public void closeConnections() {
    connections.close().awaitUninterruptibly();
  }

  @Override
  protected void initChannel(SocketChannel channel) {
    connections.add(channel);
    ChannelPipeline pipeline = channel.pipeline();
    pipeline.addLast("cap", cap);
    pipeline.addLast(IcsConnection.IDLE_HANDLER,
        new IdleStateHandler(settings.idleGuestSeconds(), 0, 0, TimeUnit.SECONDS));
    pipeline.addLast("telnet", new TelnetFilter());
    pipeline.addLast("lines", new LineBasedFrameDecoder(settings.lineMaxLength(), true, true));
    pipeline.addLast("decoder", DECODER);
    pipeline.addLast("ics", new IcsHandler(services, settings));
  }
}
