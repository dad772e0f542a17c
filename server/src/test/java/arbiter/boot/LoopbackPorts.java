package arbiter.boot;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A port for a server a test starts later (a child process, PostgreSQL, Redis, an ICS port), or
 * starts again on the same port. Picked below the kernel's ephemeral range, where the source
 * ports of every test JVM's outgoing connections come from: a port that binding 0 handed out lay
 * in that range, so a connection or another JVM's bind could take it before the server bound it
 * (ClusterXboardTest's ICS port once, "Address already in use", with three server test JVMs).
 * Random, and checked free by a bind, since the test JVMs pick at once.
 */
public final class LoopbackPorts {

  private static final Path RANGE = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
  private static final int LOW = 10_000;

  private LoopbackPorts() {}

  /** A port nothing listens on now, below the ephemeral range where the kernel tells it. */
  public static int free() throws IOException {
    int ephemeral = ephemeralStart();
    for (int tries = 0; ephemeral - LOW > 1000 && tries < 100; tries++) {
      int port = ThreadLocalRandom.current().nextInt(LOW, ephemeral);
      if (bindable(port)) {
        return port;
      }
    }
    try (ServerSocket socket = new ServerSocket(0)) { // no room below it: the kernel's pick
      return socket.getLocalPort();
    }
  }

  private static boolean bindable(int port) {
    try (ServerSocket probe = new ServerSocket(port)) {
      return true;
    } catch (IOException taken) {
      return false; // another test's server, or another program's: the caller tries another
    }
  }

  private static int ephemeralStart() throws IOException {
    if (!Files.isReadable(RANGE)) {
      return 0;
    }
    return Integer.parseInt(Files.readString(RANGE).trim().split("\\s+")[0]);
  }
}
