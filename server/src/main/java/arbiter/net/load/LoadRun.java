package arbiter.net.load;

import arbiter.config.Settings;
import arbiter.net.ArbiterServer;
import arbiter.net.ServerConfig;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** One load test run: echo floor, concurrent games, idle connections; prints what it measured. */
public final class LoadRun {

  private final int games;
  private final int seconds;
  private final int warmup;
  private final Variant variant;
  private final int limit;
  private final int idle;
  private final int serverThreads;
  private final int clientThreads;
  private final int rate;

  public LoadRun(int games, int seconds, int warmup, String variant, int limit, int idle,
      int serverThreads, int clientThreads, int rate) {
    this.games = games;
    this.seconds = seconds;
    this.warmup = warmup;
    this.variant = Variants.byId(variant)
        .orElseThrow(() -> new IllegalArgumentException("no variant " + variant));
    this.limit = limit;
    this.idle = idle;
    this.serverThreads = serverThreads;
    this.clientThreads = clientThreads;
    this.rate = rate;
  }

  /** The mean pause per game between a move's receipt and the reply, for the target rate. */
  private long thinkMicros() {
    return rate == 0 ? 0 : games * 1_000_000L / rate;
  }

  private String pacing() {
    return rate == 0 ? "unpaced (each reply sent at once)"
        : "paced for " + rate + "/s (mean think " + thinkMicros() / 1000 + " ms)";
  }

  public void execute(PrintStream out) throws Exception {
    Path data = Files.createTempDirectory("arbiter-load");
    EventLoopGroup clients = new MultiThreadIoEventLoopGroup(clientThreads, NioIoHandler.newFactory());
    try {
      out.printf("loopback, %d server event loops, %d client event loops, %d cores, heap max %d MB%n",
          serverThreads, clientThreads, Runtime.getRuntime().availableProcessors(),
          Runtime.getRuntime().maxMemory() >> 20);
      floor(clients, Floor.Shape.ECHO, "echo floor (a line back to its sender)", out);
      floor(clients, Floor.Shape.RELAY,
          "relay floor (a move's traffic alone: an ack to the sender, the line to its partner)", out);
      try (ArbiterServer server = ArbiterServer.start(ServerConfig.of(settings(data)))) {
        LoadStats stats = playGames(server, clients, out);
        out.printf("  stored moves: %d (moves received by opponents: %d)%n",
            storedMoves(server, stats.movesTotal()), stats.movesTotal());
        idleConnections(server, out);
      }
    } finally {
      clients.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
      deleteTree(data);
    }
  }

  private Settings settings(Path data) {
    return Settings.empty()
        .with("port", 0)
        .with("bind", "127.0.0.1")
        .with("data", data)
        .with("event.loops", serverThreads)
        .with("connections.per.address", 1_000_000)
        .with("idle.guest.seconds", 3600)
        .with("login.deadline.seconds", 3600)
        // hashing cost is not what this measures; 2,000 logins at full cost would take minutes
        .with("argon2.memory.kib", 64)
        .with("argon2.iterations", 1)
        .with("login.delay.base.millis", 0)
        // one address plays every game: the limits against abuse would stop the run itself
        .with("registrations.per.address.hour", 0)
        .with("challenges.pending.per.user", 0)
        .with("hashing.queue", 1_000_000)
        .with("connections.per.address.guests", 1_000_000)
        .with("connections.total", 1_000_000);
  }

  private void floor(EventLoopGroup clients, Floor.Shape shape, String title, PrintStream out)
      throws InterruptedException {
    EventLoopGroup floorServer = new MultiThreadIoEventLoopGroup(serverThreads, NioIoHandler.newFactory());
    try {
      Channel server = Floor.serve(floorServer, shape);
      int exchanges = Math.max(1, games);
      Window window = new Window(3_000, 5_000);
      Latencies latencies = Floor.measure(clients, server, shape, exchanges, window, thinkMicros());
      out.printf("%s: %d exchanges, %s: %.0f/s, %s%n", title, exchanges, pacing(),
          latencies.count() / window.measuredSeconds(), latencies.summary());
      out.println(cpu(window, latencies.count(), shape == Floor.Shape.ECHO ? "round trip" : "line"));
      server.close().sync();
    } finally {
      floorServer.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }

  private LoadStats playGames(ArbiterServer server, EventLoopGroup clients, PrintStream out)
      throws InterruptedException {
    Window window = new Window(warmup * 1000L, seconds * 1000L);
    LoadStats stats = new LoadStats(window);
    List<Channel> channels = new ArrayList<>();
    window.start();
    for (int i = 0; i < games; i++) {
      LoadPair pair = new LoadPair(i, variant, limit);
      channels.add(connect(clients, server.port(), new GameBot(pair, true, stats, thinkMicros())));
      channels.add(connect(clients, server.port(), new GameBot(pair, false, stats, thinkMicros())));
    }
    window.awaitEnd();
    stats.stop();
    for (Channel channel : channels) {
      channel.close().sync();
    }
    out.printf("games: %d concurrent %s games (limit %d), %s, %d s measured after %d s warm-up%n",
        games, variant.id(), limit, pacing(), seconds, warmup);
    out.printf("  moves: %d = %.0f moves/s; move -> opponent receipt %s%n",
        stats.movesMeasured(), stats.movesMeasured() / window.measuredSeconds(),
        stats.latencies.summary());
    out.println(cpu(window, stats.movesMeasured(), "move"));
    out.printf("  games finished: %d; errors: %d %s%n", stats.games(), stats.errors(),
        stats.firstErrors());
    return stats;
  }

  /** What one event cost in CPU in the measured span, and the rate that cost allows here. */
  private static String cpu(Window window, long events, String event) {
    int cores = Runtime.getRuntime().availableProcessors();
    double micros = window.cpuMicrosPer(events);
    return String.format("  CPU per %s: %.1f us, server and generator, user and kernel (%.0f%% of %d"
            + " cores busy): at most %.0f %ss/s with every core busy",
        event, micros, 100 * window.cpuShare(), cores, cores * 1e6 / micros, event);
  }

  private static Channel connect(EventLoopGroup group, int port, GameBot bot)
      throws InterruptedException {
    return Floor.client(group, () -> new ChannelHandler[] {bot}).connect("127.0.0.1", port).sync()
        .channel();
  }

  /** Opens idle connections from a child process and weighs this process's heap. */
  private void idleConnections(ArbiterServer server, PrintStream out) throws Exception {
    if (idle == 0) {
      return;
    }
    awaitConnections(server, 0);
    long before = heapAfterGc();
    String java = ProcessHandle.current().info().command().orElse("java");
    Process child =
        new ProcessBuilder(java, "-Xss256k", "-cp", System.getProperty("java.class.path"),
                IdleClients.class.getName(), String.valueOf(server.port()), String.valueOf(idle))
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    try {
      BufferedReader reply =
          new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
      String line = reply.readLine();
      if (line == null || !line.startsWith("connected")) {
        out.println("idle: the client process failed: " + line);
        return;
      }
      awaitConnections(server, idle);
      long with = heapAfterGc();
      out.printf("idle: %d connections held; heap used after GC %d MB before, %d MB with them"
              + " (%.1f KB each); heap max %d MB%n",
          server.openConnections(), before >> 20, with >> 20, (with - before) / 1024.0 / idle,
          Runtime.getRuntime().maxMemory() >> 20);
    } finally {
      child.getOutputStream().close();
      child.waitFor(30, TimeUnit.SECONDS);
      child.destroy();
    }
  }

  /** The moves stored, once at least {@code received} are (each is stored before it is sent). */
  private static long storedMoves(ArbiterServer server, long received) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    long stored;
    while ((stored = server.store().moveCount()) < received && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    return stored;
  }

  private static void awaitConnections(ArbiterServer server, int count) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (server.openConnections() != count && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
  }

  private static long heapAfterGc() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
