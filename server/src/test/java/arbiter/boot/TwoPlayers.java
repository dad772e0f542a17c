package arbiter.boot;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A real server with two users logged in, ali and bob, for each test of a subclass. */
abstract class TwoPlayers {

  @TempDir Path data;
  ArbiterServer server;
  LineClient ali;
  LineClient bob;

  @BeforeEach
  void startServerAndLogIn() throws InterruptedException {
    server = TestServer.start(data);
    ali = TestServer.login(server, "ali");
    bob = TestServer.login(server, "bob");
  }

  @AfterEach
  void stopServer() {
    ali.close();
    bob.close();
    server.close();
  }
}
