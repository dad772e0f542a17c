package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.config.Settings;
import arbiter.face.text.NetworkText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Connection caps (issue 21: 19,800 connections from 620 loopback addresses were all held, and a
 * byte a minute kept a connection alive before login): a cap in all, a cap per address before
 * login, and an absolute deadline for the login.
 */
@Tag("socket")
class ConnectionLimitsTest {

  @TempDir Path data;
  private final List<LineClient> clients = new ArrayList<>();

  @AfterEach
  void closeClients() {
    clients.forEach(LineClient::close);
  }

  private Settings settings() {
    return TestServer.settings(data)
        .with("connections.total", 12)
        .with("connections.per.address", 8)
        .with("connections.per.address.guests", 3)
        .with("login.deadline.seconds", 120);
  }

  private LineClient connect(ArbiterServer server, String from) {
    // a refused connection gets its one line instead of the banner: read what comes first
    LineClient client = new LineClient(server.port(), from, false);
    clients.add(client);
    return client;
  }

  /** Whether the server greets this connection, rather than refusing it. */
  private static boolean served(LineClient client) {
    if (client.next().startsWith("too many connections")) {
      return false;
    }
    client.await(NetworkText.BANNER_END); // the rest of the banner a served connection reads
    return true;
  }

  @Test
  void guestsPerAddressAreCappedAndALoginFreesAPlace() throws Exception {
    try (ArbiterServer server = TestServer.start(settings())) {
      for (int i = 0; i < 3; i++) {
        assertThat(served(connect(server, "127.0.0.2"))).isTrue();
      }
      LineClient fourth = connect(server, "127.0.0.2");
      assertThat(fourth.next()).isEqualTo("too many connections from your address");
      // another address is not affected
      assertThat(served(connect(server, "127.0.0.3"))).isTrue();

      LineClient player = connect(server, "127.0.0.2");
      assertThat(player.next()).isEqualTo("too many connections from your address");
      LineClient guest = clients.get(0);
      guest.send("register ali pw", "login ali pw");
      guest.await("login successful");
      assertThat(served(connect(server, "127.0.0.2"))).isTrue();
    }
  }

  @Test
  void zeroTurnsALimitOff() throws Exception {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data)
        .with("connections.per.address", 0).with("connections.per.address.guests", 0))) {
      for (int i = 0; i < 10; i++) {
        assertThat(served(connect(server, "127.0.0.6"))).isTrue();
      }
    }
  }

  @Test
  void connectionsInAllAreCapped() throws Exception {
    try (ArbiterServer server = TestServer.start(settings())) {
      LineClient ali = connect(server, "127.0.0.2");
      ali.send("register ali pw", "login ali pw");
      ali.await("login successful");
      for (int i = 1; i < 12; i++) {
        assertThat(served(connect(server, "127.0.1." + i))).isTrue();
      }
      LineClient extra = connect(server, "127.0.2.1");
      assertThat(extra.next()).isEqualTo("too many connections");
      // those in are served as before
      ali.send("who");
      ali.awaitLine(line -> line.startsWith("ali"));
    }
  }

  @Test
  void aTrickleOfBytesDoesNotExtendTheLoginDeadline() throws Exception {
    try (ArbiterServer server = TestServer.start(settings()
        .with("login.deadline.seconds", 2).with("idle.guest.seconds", 60))) {
      LineClient slow = connect(server, "127.0.0.4");
      LineClient player = connect(server, "127.0.0.5");
      player.send("register bob pw", "login bob pw");
      player.await("login successful");
      long start = System.nanoTime();
      while (!slow.isClosedByServer() && System.nanoTime() - start < 10_000_000_000L) {
        slow.sendRaw(new byte[] {'x'});
        Thread.sleep(200); // the attack itself: one byte now and then, never a line
      }
      assertThat(slow.isClosedByServer()).isTrue();
      assertThat(slow.pending()).contains("log in within 2 seconds of connecting");
      // the player who logged in stays
      player.send("who");
      player.awaitLine(line -> line.startsWith("bob"));
    }
  }
}
