package arbiter.bench.load;

import arbiter.cluster.edge.EdgeServer;
import arbiter.config.ServerConfig;
import io.netty.util.ResourceLeakDetector;
import java.io.InputStream;

/**
 * An edge of {@code loadtest --measure cluster}, in a process of its own: its settings are the
 * arguments ({@code KEY=VALUE}); it prints {@code port N} once it listens and stops when its
 * input closes.
 */
public final class ServedEdge {

  private ServedEdge() {}

  public static void main(String[] args) throws Exception {
    ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED); // as a served edge
    try (EdgeServer edge = EdgeServer.start(ServerConfig.of(ServedServer.settings(args)))) {
      System.out.println("port " + edge.port());
      System.out.flush();
      InputStream in = System.in;
      while (in.read() >= 0) {
        // until the load test closes our input
      }
    }
    System.exit(0);
  }
}
