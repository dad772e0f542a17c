package arbiter.net.http;

import arbiter.director.TournamentDirector;
import arbiter.edge.ConnectionCap;
import arbiter.edge.JsonSessions;
import arbiter.config.ServerConfig;
import arbiter.session.Services;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline of an HTTP connection, read top to bottom: the cap per address, idle time, HTTP
 * with bounded request lines, headers and bodies, then the router (which hands a WebSocket's
 * connection on to the JSON session or to a game's spectator).
 */
public final class HttpServerInitializer extends ChannelInitializer<SocketChannel> {

  /** The longest request line and the most header bytes: a browser's requests fit well within. */
  static final int MAX_LINE = 4096;
  static final int MAX_HEADERS = 8192;
  /** The largest request body: the pages send only GETs and a token, so anything big is 413. */
  static final int MAX_BODY = 16 * 1024;

  private final WebContext web;
  private final ConnectionCap cap;
  private final ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  public HttpServerInitializer(
      Services services, ServerConfig config, TournamentDirector tournaments, StaticFiles files) {
    long hours = config.settings().integer("http.session.hours", 12);
    this.web = new WebContext(services, config, tournaments, files,
        new SignIns(hours * 3_600_000L, System::currentTimeMillis));
    this.cap = new ConnectionCap(config.settings().integer("http.connections.per.address", 64));
  }

  /** Closes every connection and waits until they are closed. */
  public void closeConnections() {
    connections.close().awaitUninterruptibly();
  }

  @Override
  protected void initChannel(SocketChannel channel) {
    connections.add(channel);
    ChannelPipeline pipeline = channel.pipeline();
    pipeline.addLast("cap", cap);
    pipeline.addLast(JsonSessions.IDLE_HANDLER,
        new IdleStateHandler(web.config().idleGuestSeconds(), 0, 0, TimeUnit.SECONDS));
    pipeline.addLast("http", new HttpServerCodec(MAX_LINE, MAX_HEADERS, 8192));
    pipeline.addLast("aggregator", new BoundedBodies(MAX_BODY));
    pipeline.addLast("router", new HttpRouter(web));
  }
}
