package arbiter.boot;

import arbiter.cluster.edge.EdgeServer;
import arbiter.config.ServerConfig;
import org.slf4j.Logger;

/** {@code arbiter serve} as a cluster's edge ({@code cluster.role=edge}): the faces' ports only. */
final class EdgeMain {

  private EdgeMain() {}

  static void serve(ServerConfig config, Logger log) throws InterruptedException {
    // before the start: a stop while it links up to Redis or binds closes what it opened
    StopOnSignal stop = StopOnSignal.registerEdge(log);
    EdgeServer edge;
    try {
      edge = EdgeServer.start(config);
    } catch (InterruptedException e) {
      return; // stopped while starting: the start closed what it had opened
    } catch (RuntimeException e) { // Redis unreachable, a port taken, a setting not what its key needs
      if (stop.stopping()) {
        return; // the stop's interruption, met where it could not be thrown as such
      }
      if (!(e instanceof IllegalStateException || e instanceof IllegalArgumentException)) {
        log.error("cannot start", e); // not one of the start's own readable lines
      }
      System.err.println("arbiter: " + e.getMessage());
      stop.exit(1);
      return;
    }
    if (!stop.started(edge)) {
      edge.close();
      return;
    }
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
