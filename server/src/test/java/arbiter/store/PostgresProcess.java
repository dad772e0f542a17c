package arbiter.store;

import arbiter.boot.LoopbackPorts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL for a test, on loopback, in a directory of its own: made by {@code initdb},
 * started and stopped by {@code pg_ctl} (as the {@code postgres} user when the test runs as root,
 * which PostgreSQL refuses). {@link #find()} is null where PostgreSQL is not installed.
 */
public final class PostgresProcess implements AutoCloseable {

  /** The JVM's fresh cluster, made by {@code initdb} once; each test's is a copy (0.4 s, not 1.7). */
  private static Path template;

  private final Path bin;
  private final Path dir;
  private final int port;

  private PostgresProcess(Path bin, Path dir, int port) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
  }

  /** Debian's server binaries ({@code /usr/lib/postgresql/N/bin}), or null. */
  public static Path find() {
    Path root = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(root)) {
      return null;
    }
    try (Stream<Path> versions = Files.list(root)) {
      return versions.map(version -> version.resolve("bin"))
          .filter(bin -> Files.isExecutable(bin.resolve("pg_ctl"))).sorted().reduce((a, b) -> b)
          .orElse(null);
    } catch (IOException e) {
      return null;
    }
  }

  /** A new cluster in {@code parent}, started. */
  public static PostgresProcess start(Path bin, Path parent) throws Exception {
    Path dir = Files.createDirectories(parent.resolve("pg"));
    run(List.of("chmod", "-R", "a+rwx", parent.toString()));
    int port = LoopbackPorts.free();
    PostgresProcess pg = new PostgresProcess(bin, dir, port);
    pg.pg(List.of("cp", "-a", template(bin).toString(), dir.resolve("data").toString()));
    pg.start();
    return pg;
  }

  private static synchronized Path template(Path bin) throws Exception {
    if (template == null) {
      Path parent = Files.createTempDirectory("arbiter-pg-template-");
      run(List.of("chmod", "a+rwx", parent.toString()));
      Path data = parent.resolve("data");
      new PostgresProcess(bin, parent, 0).pg(List.of(bin.resolve("initdb").toString(),
          "-D", data.toString(), "-U", "arbiter", "--auth=trust", "-E", "UTF8", "--no-sync"));
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try {
          run(List.of("rm", "-rf", parent.toString()));
        } catch (Exception e) {
          System.err.println("could not delete " + parent + ": " + e); // a leftover fails nothing
        }
      }, "postgres-template-delete"));
      template = data;
    }
    return template;
  }

  /** The JDBC URL of its {@code postgres} database. */
  public String url() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=arbiter";
  }

  /** Starts the server (again), waiting until it takes connections. */
  public void start() throws Exception {
    pg(List.of(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-w",
        "-l", dir.resolve("log").toString(), "-o", "-p " + port + " -k " + dir
            + " -c listen_addresses=127.0.0.1 -c fsync=off", "start"));
  }

  /** Stops it at once, as a crash or a pulled cable would: connections break mid-reply. */
  public void stop() throws Exception {
    pg(List.of(bin.resolve("pg_ctl").toString(), "-D", dir.resolve("data").toString(), "-w",
        "-m", "immediate", "stop"));
  }

  private void pg(List<String> command) throws Exception {
    List<String> full = new ArrayList<>();
    if ("root".equals(System.getProperty("user.name"))) {
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(command);
    run(full);
  }

  private static void run(List<String> command) throws Exception {
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
      process.destroyForcibly();
      throw new IllegalStateException("failed: " + String.join(" ", command));
    }
  }

  @Override
  public void close() throws Exception {
    try {
      stop();
    } catch (IllegalStateException alreadyStopped) {
      // stopped by the test
    }
  }
}
