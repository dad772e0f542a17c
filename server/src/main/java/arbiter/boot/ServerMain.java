package arbiter.boot;

import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import io.netty.util.ResourceLeakDetector;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code arbiter serve [--port 4000] [--data ./data] [--bind 0.0.0.0] [--http-port 8080]
 * [--ics-port 5000] [--set key=value]...}: runs the server with the settings of the file, the
 * environment and the command line.
 */
public final class ServerMain {

  private ServerMain() {}

  public static void main(String[] args) throws Exception {
    useShippedLogConfig();
    withoutLeakDetection();
    ServerConfig config;
    try {
      config = ServerConfig.of(ServeArguments.apply(args, Settings.load()));
    } catch (IllegalArgumentException e) { // a flag or setting that is not what it should be
      System.err.println("arbiter: " + e.getMessage());
      System.exit(2);
      return;
    }
    Logger log = LoggerFactory.getLogger(ServerMain.class);
    String role = config.settings().string("cluster.role", "single");
    if (!java.util.Set.of("single", "core", "edge").contains(role)) {
      System.err.println("arbiter: cluster.role is single, core or edge, not " + role);
      System.exit(2);
      return;
    }
    if (role.equals("edge")) {
      EdgeMain.serve(config, log);
      return;
    }
    StopOnSignal stop = StopOnSignal.register(log); // a core may wait for its ports a while
    ArbiterServer server;
    try {
      server = ArbiterServer.start(config);
    } catch (InterruptedException e) {
      return; // stopped while starting: the start closed what it had opened
    } catch (ServerStartException e) {
      if (!stop.stopping()) {
        System.err.println("arbiter: " + e.getMessage());
      }
      stop.exit(1);
      return;
    } catch (RuntimeException e) { // never a half-started server: one line, the trace in the log
      if (stop.stopping()) {
        return; // the stop's interruption, met where it could not be thrown as such
      }
      log.error("cannot start", e);
      System.err.println("arbiter: cannot start: " + e);
      stop.exit(1);
      return;
    }
    if (!stop.started(server)) {
      server.close();
      return;
    }
    log.info("Arbiter listening on {}:{}, data in {}", config.bind(), server.port(),
        config.dataDir().toAbsolutePath().normalize());
    for (String address : LanAddresses.of(config.bind())) {
      log.info("players connect with: telnet {} {}", address, server.port());
      if (server.httpPort() > 0) {
        log.info("or open in a browser: http://{}:{}/", address, server.httpPort());
      }
      if (server.icsPort() != 0) {
        log.info("chess programs connect with: xboard -ics -icshost {} -icsport {}", address,
            server.icsPort());
      }
    }
    server.awaitClose();
  }

  /**
   * Netty samples buffer allocations for leaks, recording a stack trace each time; the tests keep
   * that on, a running server does not pay for it unless {@code io.netty.leakDetection.level} asks.
   */
  public static void withoutLeakDetection() {
    if (System.getProperty("io.netty.leakDetection.level") == null) {
      ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
    }
  }

  /** config/logback.xml of the Arbiter home, unless a configuration was given explicitly. */
  private static void useShippedLogConfig() {
    Path file = Settings.home().resolve("config").resolve("logback.xml");
    if (System.getProperty("logback.configurationFile") == null && Files.isRegularFile(file)) {
      System.setProperty("logback.configurationFile", file.toString());
    }
  }
}
