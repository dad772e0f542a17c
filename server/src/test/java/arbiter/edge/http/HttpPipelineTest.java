package arbiter.edge.http;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.clock.FakeTicker;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.face.web.HttpRouter;
import arbiter.face.web.StaticFiles;
import arbiter.face.web.WebContext;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.session.LoginThrottle;
import arbiter.session.Services;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.LoginTokens;
import arbiter.store.MemoryStore;
import io.netty.channel.embedded.EmbeddedChannel;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * The web port's real pipeline ({@link HttpServerInitializer}) on an {@link EmbeddedChannel}, no
 * socket: a page with its security headers, a refused host, and the JSON protocol over a
 * WebSocket, where one message is one frame.
 */
class HttpPipelineTest {

  private static final Executor HERE = Runnable::run;
  private static final InetSocketAddress SERVER = new InetSocketAddress("127.0.0.1", 8080);
  private static final InetSocketAddress CLIENT = new InetSocketAddress("127.0.0.1", 40000);

  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final Services services = new Services(store, store, store, HERE,
      new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT, new FakeTicker()),
      LoginThrottle.none(), null, null);
  private final ServerConfig config = ServerConfig.of(Settings.empty());
  private final WebContext web =
      WebContext.of(services, config, null, StaticFiles.load(), LoginTokens.inMemory());
  private final HttpServerInitializer port =
      new HttpServerInitializer(config, () -> new HttpRouter(web), () -> 0);

  @Test
  void aPageComesWithItsSecurityHeaders() {
    EmbeddedChannel channel = connect();
    String answer =
        EmbeddedBrowser.ask(channel, "GET / HTTP/1.1\r\nHost: localhost:8080\r\n\r\n");
    assertThat(answer).startsWith("HTTP/1.1 200 OK\r\n").contains("<html")
        .containsIgnoringCase("X-Content-Type-Options: nosniff")
        .containsIgnoringCase("Content-Security-Policy:");
    assertThat(channel.isActive()).isTrue(); // keep-alive
  }

  @Test
  void anotherHostIsRefusedAndAnUnknownPathIsNotFound() {
    EmbeddedChannel channel = connect();
    assertThat(EmbeddedBrowser.ask(channel, "GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n"))
        .startsWith("HTTP/1.1 421 ");
    assertThat(EmbeddedBrowser.ask(connect(),
        "GET /nothing-here HTTP/1.1\r\nHost: localhost\r\n\r\n"))
        .startsWith("HTTP/1.1 404 ");
  }

  @Test
  void theJsonProtocolRunsOverAWebSocketOneMessageAFrame() {
    EmbeddedChannel channel = connect();
    String handshake = EmbeddedBrowser.ask(channel, "GET /ws HTTP/1.1\r\nHost: localhost:8080\r\n"
        + "Origin: http://localhost:8080\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    assertThat(handshake).startsWith("HTTP/1.1 101 ");
    List<String> hello = EmbeddedBrowser.send(channel, "{\"type\":\"hello\",\"version\":1}");
    assertThat(hello).isNotEmpty().allSatisfy(message -> assertThat(message)
        .startsWith("{").endsWith("}").doesNotContain("\r\n"));
    assertThat(hello.get(0)).contains("\"type\":\"welcome\"");
    List<String> who = EmbeddedBrowser.send(channel, "{\"type\":\"who\"}");
    assertThat(who).hasSize(1);
    assertThat(who.get(0)).startsWith("{\"type\":");
  }

  private EmbeddedChannel connect() {
    return new EmbeddedChannel(port) {
      @Override
      protected SocketAddress remoteAddress0() {
        return CLIENT; // the connection caps count by address
      }

      @Override
      protected SocketAddress localAddress0() {
        return SERVER; // the Host check compares with the address reached
      }
    };
  }
}
