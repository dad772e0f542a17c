package arbiter.boot;

import arbiter.config.ServerConfig;
import arbiter.director.TournamentDirector;
import arbiter.edge.PortBinding;
import arbiter.edge.TextPortInitializer;
import arbiter.edge.http.HttpServerInitializer;
import arbiter.face.web.HttpRouter;
import arbiter.face.web.StaticFiles;
import arbiter.face.web.WebContext;
import arbiter.session.Services;
import arbiter.store.JdbcLoginTokens;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web face on {@code http.port} (default 8080; 0 turns it off, -1 takes any free port): pages
 * from the resources and the JSON protocol over a WebSocket, on the server's event loops; and the
 * address players on the LAN reach it at.
 */
final class WebPort {

  // the server's logger: the warning reads as the server's, as it did before this class
  private static final Logger LOG = LoggerFactory.getLogger(ArbiterServer.class);

  private final ServerConfig config;
  /** Null when the port is off (or the server stopped before it was built). */
  private HttpServerInitializer initializer;
  /** Null until it listens, and when only the default port was tried and was taken. */
  private Channel listener;

  WebPort(ServerConfig config) {
    this.config = config;
  }

  /** Builds the face, unless {@code http.port} is 0; its connections count in the text port's. */
  void build(Services services, TournamentDirector tournaments, DataSource logins,
      TextPortInitializer text) {
    if (config.settings().integer("http.port", 8080) == 0) {
      return;
    }
    WebContext web = WebContext.of(services, config, tournaments, StaticFiles.load(),
        new JdbcLoginTokens(logins));
    initializer = new HttpServerInitializer(config, () -> new HttpRouter(web),
        text::openConnections);
  }

  void listen(PortBinding ports) throws InterruptedException {
    int port = config.settings().integer("http.port", 8080);
    if (initializer == null) {
      return;
    }
    try {
      listener = ports.listen(initializer, Math.max(port, 0));
    } catch (PortBinding.BindFailure e) {
      if (config.settings().string("http.port", null) == null) {
        // only the built-in default was tried: the server serves without its web pages
        LOG.warn("HTTP port {} not opened ({}); set http.port to another port, or 0", port,
            e.getMessage());
        return;
      }
      throw new ServerStartException("cannot listen for HTTP on " + config.bind() + ":" + port
          + ": " + e.getMessage()
          + ServerStartException.bindHint(e.getMessage()).replace("--port", "--http-port"),
          e.getCause());
    }
  }

  /** The port of the web face, or 0 when it is off. */
  int port() {
    return listener == null ? 0 : ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /** Bytes of web answers not yet taken by the kernel, summed over the web connections. */
  long queuedBytes() {
    return initializer == null ? 0 : initializer.queuedBytes();
  }

  /**
   * Where players on the LAN reach the web pages, {@code http://HOST:PORT/}: the
   * {@code projector.join.url} setting when set, else the first LAN address; {@code null} when
   * the pages are off.
   */
  String address() {
    String configured = config.settings().string("projector.join.url", "");
    if (!configured.isBlank()) {
      return configured.endsWith("/") ? configured : configured + "/";
    }
    int port = port();
    return port == 0 ? null : "http://" + LanAddresses.of(config.bind()).get(0) + ":" + port + "/";
  }

  void closeListener() {
    if (listener != null) {
      listener.close().syncUninterruptibly();
    }
  }

  void closeConnections() {
    if (initializer != null) {
      initializer.closeConnections();
    }
  }
}
