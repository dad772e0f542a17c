package arbiter.boot;

import static org.awaitility.Awaitility.await;

import arbiter.config.Settings;
import arbiter.store.TestJdbc;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code arbiter serve} in a child JVM on a loopback port, for tests that kill it (the client
 * module's tests too, through the server's test jar).
 */
public final class ServerProcess implements AutoCloseable {

  private static final Pattern LISTENING = Pattern.compile("Arbiter listening on [^ ]+:(\\d+),");
  /**
   * A child JVM's flags: C1 only. A test's server lives for seconds, so C2's later speed is never
   * paid back, and without it a server starts on about half the CPU (1.3 s against 2.6 s).
   */
  private static final List<String> QUICK_START = List.of("-XX:TieredStopAtLevel=1");
  /** How long {@link #whenServing} tries, and how often. */
  private static final Duration SERVING = Duration.ofSeconds(20);
  private static final Duration RETRY = Duration.ofMillis(100);

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
   * A server as {@link #ServerProcess(Path, Path, int, int, String...)} starts one, returned at
   * once: start the independent ones (a core and its edges), then {@link #awaitAll} them.
   */
  static ServerProcess starting(Path home, Path data, int tcpPort, int httpPort, String... settings)
      throws IOException {
    return new ServerProcess(home, data, tcpPort, httpPort, List.of(), settings);
  }

  /** Waits until each listens. */
  static void awaitAll(ServerProcess... servers) {
    for (ServerProcess server : servers) {
      server.awaitListening();
    }
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
    List<String> command = java();
    command.addAll(List.of("-Darbiter.home=" + home, "arbiter.boot.ServerMain",
        "--port", Integer.toString(tcpPort), "--bind", "127.0.0.1", "--data", data.toString(),
        "--http-port", Integer.toString(httpPort)));
    command.addAll(args);
    process = new ProcessBuilder(command).redirectErrorStream(true).start();
    Thread reader = new Thread(this::readLog, "server-process-log");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * The command line of a child JVM on this JVM's class path, flags set for a quick start; a test
   * adds its properties, main class and arguments.
   */
  public static List<String> java() {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(QUICK_START);
    command.addAll(List.of("-cp", System.getProperty("java.class.path")));
    return command;
  }

  /**
   * A client made again until the server takes it (an edge of a cluster refuses connections while
   * it hears no core), for up to 20 seconds.
   */
  static <T> T whenServing(Supplier<T> client) throws InterruptedException {
    long deadline = System.nanoTime() + SERVING.toNanos();
    while (true) {
      try {
        return client.get();
      } catch (AssertionError | RuntimeException refused) {
        if (System.nanoTime() > deadline) {
          throw refused;
        }
        Thread.sleep(RETRY.toMillis()); // polling a process, which tells us nothing when it is ready
      }
    }
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
    return LoopbackPorts.free();
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

  /**
   * SIGSTOP ({@code stopped}) or SIGCONT: the whole process stands still, or goes on. A stop
   * returns only once every thread has stopped ({@link ProcessThreads}): what the test sends
   * next reaches a process that cannot read it.
   */
  void freeze(boolean stopped) throws IOException, InterruptedException {
    if (stopped) {
      ProcessThreads.stop(process.pid(), SERVING);
    } else {
      ProcessThreads.signal(process.pid(), "-CONT");
    }
  }

  /**
   * SIGTERM: its shutdown hook runs, as when an operator or systemd stops it. Sent by
   * {@code kill}, not {@link Process#destroy}, which closes the process's output at once, so the
   * lines its hook logs would never be read.
   */
  void terminate() throws IOException, InterruptedException {
    ProcessThreads.signal(process.pid(), "-TERM");
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
