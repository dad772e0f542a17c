package arbiter.client;

import arbiter.config.Settings;
import arbiter.boot.ArbiterServer;
import arbiter.config.ServerConfig;
import java.nio.file.Path;

/** A real Arbiter server in process, on a loopback port, with cheap password hashing. */
public final class TestServers {

  private TestServers() {}

  /** A server on a free port ({@code port} 0) or on the given one, storing in {@code data}. */
  public static ArbiterServer start(Path data, int port) throws InterruptedException {
    Settings settings = Settings.empty()
        .with("port", port)
        .with("bind", "127.0.0.1")
        .with("data", data)
        .with("argon2.memory.kib", 64)
        .with("argon2.iterations", 1)
        .with("login.delay.base.millis", 0)
        .with("event.loops", 2)
        .with("ics.port", 0);
    return ArbiterServer.start(ServerConfig.of(settings));
  }
}
