package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.Screen;
import arbiter.client.TestServers;
import arbiter.client.net.Address;
import arbiter.client.net.ServerLink;
import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two console clients play through a real server; one survives a server restart. */
@Tag("socket")
class ConsoleEndToEndTest {

  @TempDir Path data;
  private ArbiterServer server;
  private Player ann;
  private Player bob;

  /** A console client with its screen. */
  private static final class Player implements AutoCloseable {
    final Screen screen = new Screen();
    final ServerLink link;
    final ConsoleSession session;

    Player(int port) {
      ConsoleSession[] holder = new ConsoleSession[1];
      link = new ServerLink(new Address("127.0.0.1", port), "test",
          new arbiter.client.net.LinkListener() {
            @Override
            public void received(arbiter.protocol.Event event) {
              holder[0].received(event);
            }

            @Override
            public void connected(boolean reconnected) {
              holder[0].connected(reconnected);
            }

            @Override
            public void disconnected(String reason) {
              holder[0].disconnected(reason);
            }
          });
      session = new ConsoleSession(link::send, screen, BoardDrawing.ascii());
      holder[0] = session;
      link.start();
      screen.await(line -> line.startsWith("connected to arbiter"));
    }

    void type(String line) {
      assertThat(session.typed(line)).isTrue();
    }

    /** Registers {@code name} and logs in, as a user types it. */
    void signIn(String name) {
      type("register " + name + " pw");
      screen.await("register successful");
      type("login " + name + " pw");
      screen.await("login successful");
    }

    @Override
    public void close() {
      link.close();
    }
  }

  @AfterEach
  void stop() {
    if (ann != null) {
      ann.close();
    }
    if (bob != null) {
      bob.close();
    }
    server.close();
  }

  @Test
  void twoConsolesPlayAKingCaptureGameToTheEnd() throws Exception {
    server = TestServers.start(data, 0);
    ann = new Player(server.port());
    bob = new Player(server.port());
    ann.signIn("ann");
    bob.signIn("bob");

    ann.type("challenge bob");
    ann.screen.await("challenge sent to bob");
    bob.screen.await("ann challenges you to kingcapture (no move limit, untimed, rated; ann plays"
        + " white): accept ann or decline ann");
    bob.type("accept ann");
    ann.screen.await("game 1 started: kingcapture, ann (white) vs bob (black)");
    bob.screen.await("game 1 started: kingcapture, ann (white) vs bob (black)");
    // ann plays white: her board has black at the top, rank 8 first
    assertThat(ann.screen.await(line -> line.startsWith(" 8 "))).isEqualTo(" 8  r  n  b  q  k  b  n  r ");
    ann.screen.await("ann (white) vs bob (black) - white to move (you)");
    // bob's board is turned: rank 1 at the top
    assertThat(bob.screen.await(line -> line.startsWith(" 1 "))).isEqualTo(" 1  R  N  B  K  Q  B  N  R ");
    assertThat(ann.session.prompt()).isEqualTo("ann [kingcapture #1, your move]> ");
    assertThat(ann.session.legalMoves()).hasSize(20).contains("e2e3");

    ann.type("e2e3");
    bob.screen.await("ann played e2e3");
    bob.type("e2e3");
    bob.screen.await(line -> line.startsWith("! e2e3: ")); // the refused move named, and why
    bob.type("say good luck");
    ann.screen.await("bob: good luck");
    bob.type("move f7f6");
    ann.screen.await("bob played f7f6");
    ann.type("d1h5");
    bob.screen.await("ann played d1h5");
    bob.type("a7a6");
    ann.screen.await("bob played a7a6");
    ann.type("h5e8");

    ann.screen.await("player ann with color white won");
    ann.screen.await("game 1 over. You won: you captured bob's king");
    bob.screen.await("game 1 over. You lost: ann captured your king");
    assertThat(ann.session.prompt()).isEqualTo("ann> ");
    ann.type("scoreboard");
    assertThat(ann.screen.await(line -> line.startsWith("ann "))).matches("ann\\s+3\\s+1\\s+0\\s+0");
  }

  @Test
  void theClientReconnectsAndLogsInAgainWhenTheServerComesBack() throws Exception {
    server = TestServers.start(data, 0);
    int port = server.port();
    ann = new Player(port);
    bob = new Player(port);
    ann.signIn("ann");
    bob.signIn("bob");
    ann.type("challenge bob 0 chess");
    bob.screen.await(line -> line.startsWith("ann challenges you"));
    bob.type("accept ann");
    ann.screen.await(line -> line.startsWith("game 1 started"));
    ann.type("e4");
    bob.screen.await("ann played e4");

    server.close();
    ann.screen.await(line -> line.contains("lost; reconnecting"));
    server = TestServers.start(data, port);

    ann.screen.await("reconnected");
    ann.screen.await("login successful");
    ann.screen.await(line -> line.startsWith("game 1 started: chess"));
    bob.screen.await("reconnected");
    assertThat(bob.screen.await(line -> line.endsWith("black to move (you)"))).startsWith("ann (white) vs bob");
    bob.type("e5");
    ann.screen.await("bob played e5");
  }
}
