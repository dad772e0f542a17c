package arbiter.cluster.edge;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.edge.http.EmbeddedBrowser;
import arbiter.face.web.StaticFiles;
import arbiter.face.web.WebContext;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * A page's watch that an edge cannot start (no core heard: Redis or the core away, a takeover)
 * closes its socket, so the page comes back by itself as after any drop, rather than stay open
 * and silent for good (as a page's watch once did after a Redis restart).
 */
class EdgeWatchTest {

  private static final Executor HERE = Runnable::run;
  private static final ServerConfig CONFIG = ServerConfig.of(Settings.empty());

  @Test
  void aWatchWithNoCoreHeardIsClosed() {
    EdgeConnections connections = new EdgeConnections("e1", () -> 0, 5000); // no core heard
    CoreWebSource pages = new CoreWebSource(connections);
    EmbeddedChannel page = new EmbeddedChannel(EmbeddedBrowser.port(WebContext.of(pages,
        EdgeServer.webSessions(connections, CONFIG), HERE, CONFIG, StaticFiles.load(), pages))) {
      @Override
      protected SocketAddress remoteAddress0() {
        return new InetSocketAddress("10.0.0.9", 51000);
      }
    };

    String opened = EmbeddedBrowser.ask(page, EmbeddedBrowser.upgrade("/watch?game=1", null));
    for (int round = 0; round < 5; round++) {
      page.runPendingTasks();
    }

    assertThat(opened).startsWith("HTTP/1.1 101 ");
    assertThat(page.isOpen()).isFalse();
  }
}
