package arbiter.edge;

import arbiter.config.ServerConfig;
import arbiter.face.ics.IcsLines;
import arbiter.session.Services;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.Channel;
import io.netty.util.concurrent.GlobalEventExecutor;

/**
 * The pipeline of an ICS connection: the handlers every line port shares (the cap the main port
 * shares, idle time, telnet commands out, lines, UTF-8), then the FICS dialogue's lines.
 */
public final class IcsPortInitializer extends ChannelInitializer<Channel> {

  private final Services services;
  private final ServerConfig config;
  private final boolean guests;
  private final ChannelHandler cap;
  /** The open connections; a closed channel leaves the group by itself. */
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  /**
   * @param guests whether unregistered names and {@code guest} may log in
   * @param cap the sharable handler that limits connections per address
   */
  public IcsPortInitializer(Services services, ServerConfig config, boolean guests,
      ChannelHandler cap) {
    this.services = services;
    this.config = config;
    this.guests = guests;
    this.cap = cap;
  }

  /** Closes every ICS connection and waits until they are closed. */
  public void closeConnections() {
    connections.close().awaitUninterruptibly();
  }

  @Override
  protected void initChannel(Channel channel) {
    connections.add(channel);
    TextPortInitializer.build(channel.pipeline(), cap, config);
    channel.pipeline().addLast("ics", new IcsOpener(services, config, guests));
  }

  /** Opens the dialogue once the connection is up, and leaves the line handler in its place. */
  private static final class IcsOpener extends ChannelInboundHandlerAdapter {

    private final Services services;
    private final ServerConfig config;
    private final boolean guests;

    IcsOpener(Services services, ServerConfig config, boolean guests) {
      this.services = services;
      this.config = config;
      this.guests = guests;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
      ChannelConnection connection = new ChannelConnection(ctx.channel(), config);
      IcsLines lines = IcsLines.open(services, connection, guests, ctx.channel().eventLoop());
      ctx.pipeline().replace(this, "session",
          new LineHandler(connection, lines, config.loginDeadlineSeconds()));
      ctx.fireChannelActive();
    }
  }
}
