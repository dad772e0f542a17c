package arbiter.cluster;

import static org.awaitility.Awaitility.await;

import arbiter.boot.LoopbackPorts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's {@code redis-server} on a loopback port for the cluster tests, with nothing kept on
 * disk; it stops and starts again on the same port, as a Redis restart does.
 */
public final class RedisProcess implements AutoCloseable {

  private static final Path SERVER = Path.of("/usr/bin/redis-server");

  private final int port;
  private Process process;

  private RedisProcess(int port) {
    this.port = port;
  }

  /** A Redis on a free loopback port; the test is skipped where Redis is not installed. */
  public static RedisProcess start() throws IOException {
    Assumptions.assumeTrue(Files.isExecutable(SERVER),
        "redis-server is not installed (apt-get install redis-server)");
    int port = LoopbackPorts.free();
    RedisProcess redis = new RedisProcess(port);
    redis.startAgain();
    return redis;
  }

  /** {@code redis://127.0.0.1:PORT}. */
  public String uri() {
    return "redis://127.0.0.1:" + port;
  }

  /** Starts it on its port (again, after {@link #stop()}) and waits until it answers. */
  public void startAgain() throws IOException {
    process = new ProcessBuilder(List.of(SERVER.toString(), "--port", Integer.toString(port),
        "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"))
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    await("redis on " + port).atMost(Duration.ofSeconds(10)).until(this::answers);
  }

  private boolean answers() {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Kills it: every link to it drops. */
  public void stop() {
    process.destroyForcibly();
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new IOException(e));
    }
  }

  @Override
  public void close() {
    stop();
  }
}
