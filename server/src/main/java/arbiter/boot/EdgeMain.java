package arbiter.boot;

import arbiter.cluster.edge.EdgeServer;
import arbiter.config.ServerConfig;
import org.slf4j.Logger;

/** {@code arbiter serve} as a cluster's edge ({@code cluster.role=edge}): the faces' ports only. */
final class EdgeMain {

  private EdgeMain() {}

  static void serve(ServerConfig config, Logger log) throws InterruptedException {
    EdgeServer edge;
    try {
      edge = EdgeServer.start(config);
    } catch (IllegalStateException | IllegalArgumentException e) { // Redis unreachable, a port
      // taken, a setting that is not what its key needs
      System.err.println("arbiter: " + e.getMessage());
      System.exit(1);
      return;
    }
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      edge.close();
      log.info("Arbiter edge stopped");
    }, "arbiter-shutdown"));
    log.info("Arbiter listening on {}:{}, an edge of the cluster", config.bind(), edge.port());
    for (String address : LanAddresses.of(config.bind())) {
      log.info("edge: players connect with: telnet {} {}", address, edge.port());
      if (edge.httpPort() > 0) {
        log.info("or open in a browser: http://{}:{}/", address, edge.httpPort());
      }
      if (edge.icsPort() > 0) {
        log.info("chess programs connect with: xboard -ics -icshost {} -icsport {}", address,
            edge.icsPort());
      }
    }
    edge.awaitClose();
  }
}
