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

  /** A page on an edge that hears no core. */
  static EmbeddedChannel page() {
    EdgeConnections connections = new EdgeConnections("e1", () -> 0, 5000); // no core heard
    CoreWebSource pages = new CoreWebSource(connections);
    return new EmbeddedChannel(EmbeddedBrowser.port(WebContext.of(pages,
        EdgeServer.webSessions(connections, CONFIG), HERE, CONFIG, StaticFiles.load(), pages))) {
      @Override
      protected SocketAddress remoteAddress0() {
        return new InetSocketAddress("10.0.0.9", 51000);
      }
    };
  }

  @Test
  void aProjectorWithNoCoreHeardIsToldTheCoreIsAwayNotThatTheTournamentIsGone() {
    EmbeddedChannel page = page();
    String opened = EmbeddedBrowser.ask(page, EmbeddedBrowser.upgrade("/projector?name=cup",
        null));
    for (int round = 0; round < 5; round++) {
      page.runPendingTasks();
    }

    assertThat(opened).startsWith("HTTP/1.1 101 ");
    // the answer came with the upgrade: the frames after the response's head
    byte[] bytes = opened.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    int head = opened.indexOf("\r\n\r\n") + 4;
    assertThat(EmbeddedBrowser.frames(java.util.Arrays.copyOfRange(bytes, head, bytes.length)))
        .first().asString().contains("\"type\":\"error\"", "\"code\":\"core_away\"");
    assertThat(page.isOpen()).isFalse();
  }

  @Test
  void aWatchWithNoCoreHeardIsClosed() {
    EmbeddedChannel page = page();

    String opened = EmbeddedBrowser.ask(page, EmbeddedBrowser.upgrade("/watch?game=1", null));
    for (int round = 0; round < 5; round++) {
      page.runPendingTasks();
    }

    assertThat(opened).startsWith("HTTP/1.1 101 ");
    assertThat(page.isOpen()).isFalse();
  }
}
