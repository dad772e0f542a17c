package arbiter.net;

import static org.awaitility.Awaitility.await;

import arbiter.config.Settings;
import arbiter.store.TestJdbc;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code arbiter serve} in a child JVM on a loopback port, for tests that kill it (the client
 * module's tests too, through the server's test jar).
 */
public final class ServerProcess implements AutoCloseable {

  private static final Pattern LISTENING = Pattern.compile("Arbiter listening on [^ ]+:(\\d+),");

  private final Process process;
  private final AtomicInteger port = new AtomicInteger();
  private final StringBuffer log = new StringBuffer();

  /**
   * Starts a server on {@code data}; its home (config) is {@code home}, where a cheap password
   * hash keeps the test fast.
   */
  ServerProcess(Path home, Path data) throws IOException {
    this(home, data, 0, 0);
  }

  /**
   * A server on the given ports (0: a free one; a restart that clients must find again gives the
   * ports of the server it replaces), with {@code settings} ({@code key=value}) added to its
   * configuration.
   */
  public ServerProcess(Path home, Path data, int tcpPort, int httpPort, String... settings)
      throws IOException {
    this(home, data, tcpPort, httpPort, List.of(), settings);
    awaitListening();
  }

  /**
   * A core of a cluster ({@code serve} with {@code args}, such as {@code --set cluster.role=core})
   * on {@code tcpPort}, returned at once: a standby listens only once it leads.
   */
  static ServerProcess core(Path home, Path data, int tcpPort, String... args) throws IOException {
    return core(home, data, tcpPort, 0, args);
  }

  /** A core as above whose web face listens on {@code httpPort} too (0: none). */
  static ServerProcess core(Path home, Path data, int tcpPort, int httpPort, String... args)
      throws IOException {
    return new ServerProcess(home, data, tcpPort, httpPort, List.of(args));
  }

  private ServerProcess(Path home, Path data, int tcpPort, int httpPort, List<String> args,
      String... settings) throws IOException {
    Path config = Files.createDirectories(home.resolve("config"));
    List<String> lines = new ArrayList<>(List.of("argon2.memory.kib=64",
        "argon2.iterations=1", "login.delay.base.millis=0", "ics.port=0",
        "jdbc.url=" + TestJdbc.store(Settings.empty(), data).string("jdbc.url", "")));
    lines.addAll(List.of(settings));
    Files.writeString(config.resolve("arbiter.properties"), String.join("\n", lines) + "\n");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-cp",
        System.getProperty("java.class.path"), "-Darbiter.home=" + home, "arbiter.boot.ServerMain",
        "--port", Integer.toString(tcpPort), "--bind", "127.0.0.1", "--data", data.toString(),
        "--http-port", Integer.toString(httpPort)));
    command.addAll(args);
    process = new ProcessBuilder(command).redirectErrorStream(true).start();
    Thread reader = new Thread(this::readLog, "server-process-log");
    reader.setDaemon(true);
    reader.start();
  }

  /** Waits until it listens; a process that ends first is an error with its log. */
  void awaitListening() {
    await("server start").atMost(Duration.ofSeconds(60)).until(() -> port.get() > 0 || !process.isAlive());
    if (port.get() == 0) {
      throw new IllegalStateException("server did not start:\n" + log);
    }
  }

  private void readLog() {
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        log.append(line).append('\n');
        Matcher matcher = LISTENING.matcher(line);
        if (matcher.find()) {
          port.set(Integer.parseInt(matcher.group(1)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A loopback port free now, for a server that must come back on the same one. */
  public static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  public int port() {
    return port.get();
  }

  /** Waits until it ends; its exit status. */
  int awaitExit(Duration limit) throws InterruptedException {
    if (!process.waitFor(limit.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
      throw new IllegalStateException("still running after " + limit + ":\n" + log);
    }
    return process.exitValue();
  }

  public String log() {
    return log.toString();
  }

  /** SIGSTOP ({@code stopped}) or SIGCONT: the whole process stands still, or goes on. */
  void freeze(boolean stopped) throws IOException, InterruptedException {
    Process signal = new ProcessBuilder("kill", stopped ? "-STOP" : "-CONT",
        Long.toString(process.pid())).inheritIO().start();
    if (signal.waitFor() != 0) {
      throw new IllegalStateException("kill " + (stopped ? "-STOP" : "-CONT") + " failed");
    }
  }

  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  public void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor();
  }

  /** Kills it and prints its log, which the test report keeps. */
  @Override
  public void close() throws InterruptedException {
    kill();
    System.out.print(log);
  }
}
