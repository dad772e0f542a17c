package arbiter.edge.http;

import arbiter.edge.ClosingNotice;
import arbiter.event.ClosingReason;
import arbiter.config.ServerConfig;
import arbiter.edge.JsonSessions;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * The pipeline of an HTTP connection, read top to bottom: the caps per address and in all, idle
 * time, a deadline per request, HTTP with bounded request lines, headers, bodies and pipelining,
 * the security headers on every answer, then the router (which hands a WebSocket's
 * connection on to the JSON session or to a game's spectator).
 */
public final class HttpServerInitializer extends ChannelInitializer<Channel> {

  /** The longest request line and the most header bytes: a browser's requests fit well within. */
  static final int MAX_LINE = 4096;
  static final int MAX_HEADERS = 8192;
  /** The largest request body: the pages send only GETs and a token, so anything big is 413. */
  static final int MAX_BODY = 16 * 1024;
  /** The names of the handlers that bound HTTP requests, which a WebSocket leaves behind. */
  public static final String DEADLINE = "deadline";
  public static final String PIPELINING = "pipelining";

  /**
   * Requests read and not yet answered on one connection: at the first the connection stops
   * being read until answers drain; past the second it is closed (a pipelining flood).
   */
  static final int PIPELINE_PAUSE = 8;
  static final int PIPELINE_CLOSE = 32;

  /** The name of the last handler, the web face's, through which an early answer is written. */
  public static final String ROUTER = "router";

  private final ServerConfig config;
  private final Supplier<ChannelHandler> router;
  private final WebCap cap;
  private final long requestMillis;
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  /**
   * @param router a new handler of the web face for each connection: it answers the requests
   *     that pass the limits, and upgrades a WebSocket
   * @param otherConnections connections open on the server's other ports, which share
   *     {@code connections.total} with this one
   */
  public HttpServerInitializer(ServerConfig config, Supplier<ChannelHandler> router,
      IntSupplier otherConnections) {
    this.config = config;
    this.router = router;
    this.cap = new WebCap(config.settings().integer("http.connections.per.address", 64),
        config.settings().integer("connections.total", 5000), otherConnections);
    this.requestMillis = config.settings().integer("http.request.seconds", 10) * 1000L;
  }

  /** Bytes of answers written and not yet taken by the kernel, summed over the connections. */
  public long queuedBytes() {
    long sum = 0;
    for (io.netty.channel.Channel channel : connections) {
      var buffer = channel.unsafe().outboundBuffer();
      sum += buffer == null ? 0 : buffer.totalPendingWriteBytes();
    }
    return sum;
  }

  /** Closes every connection, each told why first, and waits until they are closed. */
  public void closeConnections() {
    ClosingNotice.closeAll(connections, ClosingReason.STOPPING);
  }

  @Override
  protected void initChannel(Channel channel) {
    connections.add(channel);
    ChannelPipeline pipeline = channel.pipeline();
    pipeline.addLast("cap", cap);
    pipeline.addLast(JsonSessions.IDLE_HANDLER,
        new IdleStateHandler(config.idleGuestSeconds(), 0, 0, TimeUnit.SECONDS));
    RequestDeadline deadline = new RequestDeadline(requestMillis);
    pipeline.addLast(DEADLINE, deadline);
    pipeline.addLast("http", new HttpServerCodec(MAX_LINE, MAX_HEADERS, 8192));
    pipeline.addLast("headers", SecurityHeaders.INSTANCE);
    pipeline.addLast(PIPELINING, new PipelineCap(PIPELINE_PAUSE, PIPELINE_CLOSE, deadline));
    pipeline.addLast("aggregator", new BoundedBodies(MAX_BODY));
    pipeline.addLast(ROUTER, router.get());
  }
}
