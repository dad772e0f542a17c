package arbiter.edge;

import arbiter.event.ClosingReason;
import arbiter.config.ServerConfig;
import arbiter.face.LineSink;
import arbiter.face.SharedPort;
import arbiter.session.Services;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.Channel;
import io.netty.handler.codec.string.StringEncoder;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline of a connection to the port text and JSON share, read top to bottom like the
 * protocol stack: the connection cap, idle time, telnet commands out, lines, UTF-8, then the
 * port selector, which adds the {@link LineHandler} of the face it picks.
 */
public final class TextPortInitializer extends ChannelInitializer<Channel> {

  // stateless and sharable; UTF-8 always, never the platform charset
  private static final StringEncoder ENCODER = new StringEncoder(StandardCharsets.UTF_8);
  /** The name of the connection cap, the first handler of every line port. */
  static final String CAP_HANDLER = "cap";

  private final Sessions sessions;
  private final ServerConfig config;
  private final ConnectionCap cap;
  /** The open connections; a closed channel leaves the group by itself. */
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  /** How a connection's conversation opens: a session here, or the core's for a cluster edge. */
  public interface Sessions {
    /** The port of a new connection that writes to {@code sink}, on {@code channel}. */
    SharedPort open(LineSink sink, Channel channel);
  }

  public TextPortInitializer(Services services, ServerConfig config) {
    this((sink, channel) -> SharedPort.open(services, sink,
        config.settings().string("server.name", "Arbiter"), config.defaultLanguage(),
        channel.eventLoop()), config);
  }

  /** A port whose connections open their conversations with {@code sessions}. */
  public TextPortInitializer(Sessions sessions, ServerConfig config) {
    this.sessions = sessions;
    this.config = config;
    this.cap = new ConnectionCap(config.connectionsPerAddress(),
        config.settings().integer("connections.per.address.guests", 8),
        config.settings().integer("connections.total", 5000),
        config.loginDeadlineSeconds());
  }

  /** The per-address connection cap, shared with the ICS port. */
  public ChannelHandler cap() {
    return cap;
  }

  /** Connections open now. */
  public int openConnections() {
    return cap.open();
  }

  /** Bytes written to connections and not yet taken by the kernel: the largest and their sum. */
  public long[] queuedBytes() {
    long largest = 0;
    long sum = 0;
    for (Channel channel : connections) {
      var buffer = channel.unsafe().outboundBuffer();
      long queued = buffer == null ? 0 : buffer.totalPendingWriteBytes();
      largest = Math.max(largest, queued);
      sum += queued;
    }
    return new long[] {largest, sum};
  }

  /** Closes every connection, each told why first, and waits until they are closed. */
  public void closeConnections() {
    ClosingNotice.closeAll(connections, ClosingReason.STOPPING);
  }

  /**
   * The connection of a line port's channel as its face writes to it: its replies, bytes already,
   * enter the pipeline at the cap, below the idle timer and the string encoder, which only pass
   * them on (a walk through both, and their checks, a write).
   */
  static ChannelConnection connection(Channel channel, ServerConfig config) {
    ChannelHandlerContext cap = channel.pipeline().context(CAP_HANDLER);
    return new ChannelConnection(channel, config, cap == null ? channel : cap);
  }

  @Override
  protected void initChannel(Channel channel) {
    connections.add(channel);
    build(channel.pipeline(), cap, config);
    channel.pipeline().addLast("framing", new PortSelector(sessions, config));
  }

  /**
   * The handlers every line port shares, top to bottom: the cap, idle time, telnet commands out,
   * lines decoded from UTF-8 (failing fast past the limit), UTF-8 out.
   */
  static void build(ChannelPipeline pipeline, ChannelHandler cap, ServerConfig config) {
    build(pipeline, cap, config, true);
  }

  /**
   * The same, with a telnet filter that offers to echo a telnet client's keys ({@code
   * serverEchoes}, the text port) or never echoes (the ICS port, as FICS).
   */
  static void build(ChannelPipeline pipeline, ChannelHandler cap, ServerConfig config,
      boolean serverEchoes) {
    pipeline.addLast(CAP_HANDLER, cap);
    pipeline.addLast(ChannelConnection.IDLE_HANDLER,
        new IdleStateHandler(config.idleGuestSeconds(), 0, 0, TimeUnit.SECONDS));
    pipeline.addLast("telnet", new TelnetFilter(serverEchoes));
    pipeline.addLast("lines", new LineDecoder(config.lineMaxLength()));
    pipeline.addLast("encoder", ENCODER);
  }
}
