package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An edge stopped while it starts (SIGTERM while it links up to a Redis that does not answer)
 * stops cleanly: its shutdown hook is there before its start, which it interrupts and waits for.
 */
@Tag("process")
class EdgeStopTest {

  @TempDir Path home;
  @TempDir Path data;

  @Test
  void anEdgeLinkingUpToRedisStopsCleanlyOnSigterm() throws Exception {
    AtomicReference<Socket> linked = new AtomicReference<>();
    try (ServerSocket silentRedis = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Thread accept = new Thread(() -> {
        try {
          linked.set(silentRedis.accept()); // and never a word back
        } catch (java.io.IOException e) {
          // the test ended
        }
      });
      accept.setDaemon(true);
      accept.start();
      ServerProcess edge = ServerProcess.core(home, data, 0, "--set", "cluster.role=edge",
          "--set", "cluster.redis=redis://127.0.0.1:" + silentRedis.getLocalPort());
      try {
        await("the edge linking up").atMost(Duration.ofSeconds(60))
            .until(() -> linked.get() != null);
        edge.terminate();
        assertThat(edge.awaitExit(Duration.ofSeconds(30))).isEqualTo(143);
        await("its stop logged").atMost(Duration.ofSeconds(10))
            .until(() -> edge.log().contains("Arbiter edge stopped while starting"));
        assertThat(edge.log()).doesNotContain("Exception");
      } finally {
        edge.close();
        if (linked.get() != null) {
          linked.get().close();
        }
      }
    }
  }
}
