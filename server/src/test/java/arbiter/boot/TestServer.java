package arbiter.boot;

import arbiter.config.ServerConfig;
import arbiter.boot.ArbiterServer;
import arbiter.config.Settings;
import arbiter.store.TestJdbc;
import java.nio.file.Path;

/** A real server on a free loopback port with SQLite in a temporary directory; cheap hashing. */
final class TestServer {

  private TestServer() {}

  static Settings settings(Path data) {
    return TestJdbc.store(Settings.empty(), data)
        .with("port", 0)
        .with("bind", "127.0.0.1")
        .with("data", data)
        .with("argon2.memory.kib", 64)
        .with("argon2.iterations", 1)
        .with("login.delay.base.millis", 0)
        .with("event.loops", 2)
        .with("http.port", 0) // the web and ICS faces are off unless a test turns them on
        .with("ics.port", 0)
        // clients of the tests read the banner before they type: greet at once, not after 150 ms
        .with("banner.delay.millis", 0)
        // the limits against abuse have tests of their own; the others register and play freely
        .with("registrations.per.address.hour", 0)
        .with("chat.lines.per.minute", 0)
        .with("challenges.pending.per.user", 0)
        .with("tournaments.per.user", 0)
        .with("login.lockout.failures", 0)
        .with("hashing.queue", 10_000)
        .with("connections.per.address.guests", 1_000)
        .with("connections.total", 100_000);
  }

  static ArbiterServer start(Path data) throws InterruptedException {
    return start(settings(data));
  }

  static ArbiterServer start(Settings settings) throws InterruptedException {
    return ArbiterServer.start(ServerConfig.of(settings));
  }

  /** A client registered (if new) and logged in as {@code name}, its replies consumed. */
  static LineClient login(ArbiterServer server, String name) {
    return login(server.port(), name);
  }

  /** A client of the server on {@code port} registered (if new) and logged in as {@code name}. */
  static LineClient login(int port, String name) {
    LineClient client = new LineClient(port);
    client.send("register " + name + " pw");
    client.awaitLine(line -> line.equals("register successful")
        || line.equals("a user exists with this username"));
    client.send("login " + name + " pw");
    client.await("login successful");
    return client;
  }

  /** white challenges black, black accepts; both have seen the start line. */
  static void startGame(LineClient white, String whiteName, LineClient black, String blackName,
      int limit, String variant) {
    white.send("new_game " + blackName + " " + limit + (variant == null ? "" : " " + variant));
    white.await("challenge sent to " + blackName);
    black.awaitLine(line -> line.startsWith(whiteName + " challenges you"));
    black.send("accept " + whiteName);
    String started = "new game started successfully between " + whiteName + " and " + blackName
        + " with limit " + limit;
    white.await(started);
    black.await(started);
    // the last line of a start: how moves are written (after the board, the turn and any clock)
    white.awaitLine(line -> line.startsWith("moves in "));
    black.awaitLine(line -> line.startsWith("moves in "));
  }

  /**
   * A client made again every 200 ms until the server takes it, for at most {@code limit} (an
   * edge refuses while it hears no core; a standby listens only once it leads).
   */
  static <T> T retried(java.time.Duration limit, java.util.function.Supplier<T> client) {
    long deadline = System.nanoTime() + limit.toNanos();
    while (true) {
      try {
        return client.get();
      } catch (AssertionError | RuntimeException e) {
        if (System.nanoTime() > deadline) {
          throw e;
        }
        try {
          Thread.sleep(200);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw new AssertionError(interrupted);
        }
      }
    }
  }
}
