package arbiter.bench.load;

import arbiter.config.Settings;
import arbiter.boot.ArbiterServer;
import arbiter.config.ServerConfig;
import io.netty.util.ResourceLeakDetector;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * The server of {@code loadtest --measure process}, in a process of its own: its settings are the
 * arguments ({@code KEY=VALUE}); it prints {@code port N} once it listens, answers each
 * {@code moves} line on its input with the stored moves' count, and stops when its input closes.
 */
public final class ServedServer {

  private ServedServer() {}

  /** The settings a child's arguments ({@code KEY=VALUE}) give (the served edge's too). */
  static Settings settings(String[] args) {
    Settings settings = Settings.empty();
    for (String arg : args) {
      int equals = arg.indexOf('=');
      settings = settings.with(arg.substring(0, equals), arg.substring(equals + 1));
    }
    return settings;
  }

  public static void main(String[] args) throws Exception {
    ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED); // as a served server
    try (ArbiterServer server = ArbiterServer.start(ServerConfig.of(settings(args)))) {
      System.out.println("port " + server.port());
      System.out.flush();
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      String line;
      while ((line = in.readLine()) != null) {
        if (line.equals("moves")) {
          System.out.println(server.store().moveCount());
          System.out.flush();
        }
      }
    }
    System.exit(0);
  }
}
