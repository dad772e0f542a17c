package arbiter.edge;

import arbiter.event.ClosingReason;
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
import java.util.function.LongSupplier;

/**
 * The pipeline of an ICS connection: the handlers every line port shares (the cap the main port
 * shares, idle time, telnet commands out, lines, UTF-8), then the FICS dialogue's lines.
 */
public final class IcsPortInitializer extends ChannelInitializer<Channel> {

  private final Dialogues dialogues;
  private final ServerConfig config;
  private final ChannelHandler cap;
  /** The open connections; a closed channel leaves the group by itself. */
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  /** How a connection's dialogue opens: a session here, or the core's for a cluster edge. */
  public interface Dialogues {
    /** The dialogue of a new connection that writes to {@code out}, on {@code channel}. */
    IcsLines open(ChannelConnection out, Channel channel);
  }

  /**
   * @param guests whether unregistered names and {@code guest} may log in
   * @param cap the sharable handler that limits connections per address
   * @param clock the games' wall-clock time in milliseconds (their ticker's)
   */
  public IcsPortInitializer(Services services, ServerConfig config, boolean guests,
      ChannelHandler cap, LongSupplier clock) {
    this((out, channel) -> IcsLines.open(services, out, guests, channel.eventLoop(), clock),
        config, cap);
  }

  /** A port whose connections open their dialogues with {@code dialogues}. */
  public IcsPortInitializer(Dialogues dialogues, ServerConfig config, ChannelHandler cap) {
    this.dialogues = dialogues;
    this.config = config;
    this.cap = cap;
  }

  /** Closes every ICS connection, each told why first, and waits until they are closed. */
  public void closeConnections() {
    ClosingNotice.closeAll(connections, ClosingReason.STOPPING);
  }

  @Override
  protected void initChannel(Channel channel) {
    connections.add(channel);
    // FICS never echoes: the password line's echo switch is the dialogue's own
    TextPortInitializer.build(channel.pipeline(), cap, config, false);
    channel.pipeline().addLast("ics", new IcsOpener(this));
  }

  /** Opens the dialogue once the connection is up, and leaves the line handler in its place. */
  private static final class IcsOpener extends ChannelInboundHandlerAdapter {

    private final IcsPortInitializer port;

    IcsOpener(IcsPortInitializer port) {
      this.port = port;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
      ChannelConnection connection = TextPortInitializer.connection(ctx.channel(), port.config);
      IcsLines lines = port.dialogues.open(connection, ctx.channel());
      ctx.pipeline().replace(this, "session",
          new LineHandler(connection, lines, port.config.loginDeadlineSeconds()));
      ctx.fireChannelActive();
    }
  }
}
