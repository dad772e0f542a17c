package arbiter.bench.load;

import arbiter.config.Settings;
import arbiter.boot.ArbiterServer;
import arbiter.config.ServerConfig;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.EventLoopGroup;
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
  private final Protocol protocol;
  /** Server settings of the run's own ({@code --server.KEY VALUE}), over the load test's. */
  private java.util.Map<String, String> serverSettings = java.util.Map.of();
  /** Text spectators of the first pair's games ({@code --spectators N}). */
  private int spectators;
  /** Seconds the spectators watch, then stay away, in turns; 0: they watch throughout. */
  private int spectatorTurnSeconds;
  /** Whether the server runs in a process of its own, weighed against the C relay. */
  private boolean separate;
  /** Edges of a measured cluster ({@code --measure cluster}); 0 for none. */
  private int edges;
  private int botGames;
  private String bot = "house";
  private String botTime = "5+3";
  private long botThinkMillis = 2000;
  /** Lines of the server's heap histogram to print after the games (process mode); 0 none. */
  private int histogramLines;
  // the last measurements, for the side-by-side line
  private double serverMicros = Double.NaN;
  private double floorMicros = Double.NaN;
  private double floorP99 = Double.NaN;

  /** How the load players speak to the server. */
  public enum Protocol {
    /** The text protocol (seed 002's menus). */
    TEXT,
    /** JSON with a full {@code state} after every move, as a client that asks for nothing. */
    JSON,
    /** JSON with deltas after the first state (the {@code delta} feature of {@code hello}). */
    DELTA;

    /** The protocol of a {@code --protocol} option: text, json or delta. */
    public static Protocol of(String name) {
      return valueOf(name.toUpperCase(java.util.Locale.ROOT));
    }
  }

  public LoadRun(int games, int seconds, int warmup, String variant, int limit, int idle,
      int serverThreads, int clientThreads, int rate) {
    this(games, seconds, warmup, variant, limit, idle, serverThreads, clientThreads, rate,
        Protocol.TEXT);
  }

  public LoadRun(int games, int seconds, int warmup, String variant, int limit, int idle,
      int serverThreads, int clientThreads, int rate, Protocol protocol) {
    this.protocol = protocol;
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

  /**
   * Plays {@code count} games against the house bot {@code bot} at {@code time} beside the
   * measured ones, their human side answering after {@code thinkMillis} on average.
   */
  public LoadRun withBotGames(int count, String bot, String time, long thinkMillis) {
    this.botGames = count;
    this.bot = bot;
    this.botTime = time;
    this.botThinkMillis = thinkMillis;
    return this;
  }

  /** Runs the server with these settings over the load test's own (a linger, a pool size). */
  public LoadRun withServerSettings(java.util.Map<String, String> settings) {
    this.serverSettings = settings;
    return this;
  }

  /**
   * Has the spectators watch for {@code seconds}, then stay away as long, in turns, and prints
   * the latencies of both turns ({@code --spectators-alternate S}); 0 turns it off.
   */
  public LoadRun withSpectatorTurns(int seconds) {
    this.spectatorTurnSeconds = seconds;
    return this;
  }

  /** Adds {@code count} spectators, over the text protocol, of the first pair's games. */
  public LoadRun withSpectators(int count) {
    this.spectators = count;
    return this;
  }

  /**
   * Runs the server in a child process and weighs it whole ({@code /proc}: user and kernel time,
   * GC and JIT included) against the C relay carrying the same bytes, each in its own process,
   * this process being the generator alone.
   */
  /** Measures a cluster of a core and {@code count} edges, beside one process at the same load. */
  public LoadRun throughEdges(int count) {
    this.edges = count;
    return this;
  }

  public LoadRun inSeparateProcesses(int histogramLines) {
    this.separate = true;
    this.histogramLines = histogramLines;
    return this;
  }

  int clientThreads() {
    return clientThreads;
  }

  /** The C relay needs no JIT: a few seconds let its connections pair and settle. */
  long relayWarmupMillis() {
    return Math.min(warmup, 3) * 1000L;
  }

  long measureMillis() {
    return seconds * 1000L;
  }

  int histogramLines() {
    return histogramLines;
  }

  /** Whether the players speak JSON (with or without deltas). */
  boolean json() {
    return protocol != Protocol.TEXT;
  }

  /** The mean pause per game between a move's receipt and the reply, for the target rate. */
  long thinkMicros() {
    return rate == 0 ? 0 : games * 1_000_000L / rate;
  }

  String pacing() {
    return rate == 0 ? "unpaced (each reply sent at once)"
        : "paced for " + rate + "/s (mean think " + thinkMicros() / 1000 + " ms)";
  }

  public void execute(PrintStream out) throws Exception {
    if (separate) {
      new SeparateRun(this).execute(out);
      return;
    }
    if (edges > 0) {
      new ClusterRun(this, edges).execute(out);
      return;
    }
    Path data = Files.createTempDirectory("arbiter-load");
    EventLoopGroup clients = Floor.TRANSPORT.loops(clientThreads, "load-client");
    try {
      out.printf("loopback, %d server event loops, %d client event loops, %d cores, heap max %d MB%n",
          serverThreads, clientThreads, Runtime.getRuntime().availableProcessors(),
          Runtime.getRuntime().maxMemory() >> 20);
      floor(clients, Floor.Shape.ECHO, "echo floor (a line back to its sender)", out);
      floor(clients, Floor.Shape.RELAY,
          "relay floor (a move's traffic alone: an ack to the sender, the line to its partner)", out);
      LoadStats stats;
      try (ArbiterServer server = ArbiterServer.start(ServerConfig.of(settings(data)))) {
        stats = playGames(server.port(), new ThreadCpu(ThreadCpu.SERVER),
            "server threads' own CPU (event loops, journal, pools)", clients, out);
        out.printf("  stored moves: %d (moves received by opponents: %d)%n",
            storedMoves(server, stats.movesTotal()), stats.movesTotal());
        idleConnections(server, out);
      }
      if (protocol != Protocol.TEXT && stats.meanStateBytes() > 0) {
        Floor.Sizes sizes = new Floor.Sizes(stats.meanOkBytes(), stats.meanStateBytes());
        floor(clients, Floor.Shape.RELAY, sizes, String.format("relay floor with the same bytes"
            + " (%d-byte ack and %d-byte line to the mover, the %d-byte line to its partner)",
            sizes.ack(), sizes.forward(), sizes.forward()), out);
        out.printf("server CPU per move: %.1f us, the floor's %.1f us per line: %.1fx the floor;"
                + " p99 move -> opponent %.2f ms, the floor's %.2f ms%n",
            serverMicros, floorMicros, serverMicros / floorMicros,
            stats.latencies.percentileMillis(0.99), floorP99);
      }
    } finally {
      clients.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
      deleteTree(data);
    }
  }

  private Settings settings(Path data) {
    Settings settings = Settings.empty();
    for (java.util.Map.Entry<String, String> setting : serverSettings(data).entrySet()) {
      settings = settings.with(setting.getKey(), setting.getValue());
    }
    return settings;
  }

  /** The server's settings for a run whose database lives in {@code data}. */
  java.util.Map<String, String> serverSettings(Path data) {
    java.util.Map<String, String> settings = new java.util.LinkedHashMap<>();
    settings.put("port", "0");
    settings.put("bind", "127.0.0.1");
    settings.put("data", String.valueOf(data));
    if (serverThreads > 0) { // 0: the server's own default
      settings.put("event.loops", String.valueOf(serverThreads));
    }
    settings.put("connections.per.address", "1000000");
    settings.put("idle.guest.seconds", "3600");
    settings.put("login.deadline.seconds", "3600");
    // hashing cost is not what this measures; 2,000 logins at full cost would take minutes
    settings.put("argon2.memory.kib", "64");
    settings.put("argon2.iterations", "1");
    settings.put("login.delay.base.millis", "0");
    // the web and ICS faces are not what this measures
    settings.put("http.port", "0");
    settings.put("ics.port", "0");
    // one address plays every game: the limits against abuse would stop the run itself
    settings.put("registrations.per.address.hour", "0");
    settings.put("challenges.pending.per.user", "0");
    settings.put("hashing.queue", "1000000");
    settings.put("connections.per.address.guests", "1000000");
    settings.put("connections.total", "1000000");
    if (botGames > 0) {
      settings.put("bots.games.max", String.valueOf(botGames));
    }
    settings.putAll(serverSettings);
    return settings;
  }

  private void floor(EventLoopGroup clients, Floor.Shape shape, String title, PrintStream out)
      throws InterruptedException {
    floor(clients, shape, Floor.Sizes.BARE, title, out);
  }

  /** The games and connections a floor plays, and the pacing; its window is 3 s after 3 s. */
  Latencies floorExchanges(EventLoopGroup clients, int port, Window window, String title,
      PrintStream out) throws InterruptedException {
    int exchanges = Math.max(1, games);
    Latencies latencies =
        Floor.measure(clients, port, Floor.Shape.RELAY, exchanges, window, thinkMicros());
    out.printf("%s: %d pairs, %s: %.0f lines/s, %s%n", title, exchanges, pacing(),
        latencies.count() / window.measuredSeconds(), latencies.summary());
    return latencies;
  }

  private void floor(EventLoopGroup clients, Floor.Shape shape, Floor.Sizes sizes, String title,
      PrintStream out) throws InterruptedException {
    EventLoopGroup floorServer = Floor.TRANSPORT.loops(serverThreads, "floor-loop");
    try {
      Channel server = Floor.serve(floorServer, shape, sizes);
      int exchanges = Math.max(1, games);
      Window window = new Window(3_000, 5_000, new ThreadCpu(ThreadCpu.FLOOR));
      Latencies latencies = Floor.measure(clients, server, shape, exchanges, window, thinkMicros());
      out.printf("%s: %d exchanges, %s: %.0f/s, %s%n", title, exchanges, pacing(),
          latencies.count() / window.measuredSeconds(), latencies.summary());
      String event = shape == Floor.Shape.ECHO ? "round trip" : "line";
      out.println(cpu(window, latencies.count(), event));
      floorMicros = window.threadMicrosPer(latencies.count());
      floorP99 = latencies.percentileMillis(0.99);
      out.printf("  floor server threads' own CPU per %s: %.1f us%n", event, floorMicros);
      server.close().sync();
    } finally {
      floorServer.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }

  /**
   * Plays the games against the server on {@code port}; {@code server} weighs its CPU, described
   * by {@code what} in the report.
   */
  LoadStats playGames(int port, CpuMeter server, String what, EventLoopGroup clients,
      PrintStream out) throws InterruptedException {
    return playGames(new int[] {port}, server, what, clients, out);
  }

  /**
   * Plays the games against the servers on {@code ports} (a cluster's edges): a pair's white on
   * one, its black on the next, so that each move crosses from one to the other.
   */
  LoadStats playGames(int[] ports, CpuMeter server, String what, EventLoopGroup clients,
      PrintStream out) throws InterruptedException {
    int port = ports[0];
    Window window = new Window(warmup * 1000L, seconds * 1000L, server);
    LoadStats stats = new LoadStats(window);
    List<Channel> channels = new ArrayList<>();
    window.start();
    LoadPair first = null;
    for (int i = 0; i < games; i++) {
      LoadPair pair = new LoadPair(i, variant, limit);
      if (i == 0) {
        first = pair;
        pair.watched = spectators > 0;
      }
      for (boolean white : new boolean[] {true, false}) {
        channels.add(connect(clients, ports[(2 * i + (white ? 0 : 1)) % ports.length],
            protocol == Protocol.TEXT
            ? new GameBot(pair, white, stats, thinkMicros())
            : new JsonBot(pair, white, stats, thinkMicros(), protocol == Protocol.DELTA)));
      }
    }
    // spectators read on a thread of their own, as they would on their own machines: their
    // thousand reads must not delay the players' receipts that the figures time
    EventLoopGroup watchers =
        spectators == 0 ? null : Floor.TRANSPORT.loops(1, "load-spectator");
    for (int i = 0; i < spectators && first != null; i++) {
      channels.add(connect(watchers, port, new SpectatorBot(i, first, stats)));
    }
    SpectatorTurns turns = spectators > 0 && spectatorTurnSeconds > 0
        ? new SpectatorTurns(spectatorTurnSeconds) : null;
    if (turns != null) {
      stats.alternate(turns);
      turns.start();
    }
    BotGameClient.Counts bots = new BotGameClient.Counts();
    long botsStarted = System.nanoTime();
    for (int i = 0; i < botGames; i++) {
      channels.add(connect(clients, port,
          new BotGameClient(i, bot, variant, botTime, botThinkMillis, bots)));
    }
    window.awaitEnd();
    stats.stop();
    if (turns != null) {
      turns.stop();
    }
    bots.stopping = true;
    double botSeconds = (System.nanoTime() - botsStarted) / 1e9;
    for (Channel channel : channels) {
      channel.close().sync();
    }
    if (watchers != null) {
      watchers.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
    if (botGames > 0) {
      out.printf("bot games beside them: %d concurrent %s games against %s at %s (the human side"
              + " answers in %d ms on average): %d bot moves in %.0f s = %.1f/s; games finished"
              + " %d, of which the bot lost on time %d%n", botGames, variant.id(), bot, botTime,
          botThinkMillis, bots.botMoves.get(), botSeconds, bots.botMoves.get() / botSeconds,
          bots.games.get(), bots.botFlagged.get());
    }
    out.printf("games: %d concurrent %s games (limit %d) over %s, %s, %d s measured after %d s"
            + " warm-up%n",
        games, variant.id(), limit, protocol.name().toLowerCase(java.util.Locale.ROOT), pacing(),
        seconds, warmup);
    out.printf("  moves: %d = %.0f moves/s; move -> opponent receipt %s%n",
        stats.movesMeasured(), stats.movesMeasured() / window.measuredSeconds(),
        stats.latencies.summary());
    if (spectators > 0) {
      out.printf("  the watched game's moves (%d text spectators): move -> opponent receipt %s%n",
          spectators, stats.watchedLatencies.summary());
    }
    if (turns != null) {
      printTurns(stats, turns, out);
    }
    out.println(cpu(window, stats.movesMeasured(), "move"));
    serverMicros = window.threadMicrosPer(stats.movesMeasured());
    out.printf("  %s per move: %.1f us (%s)%n",
        what, serverMicros, window.threadBreakdown(stats.movesMeasured()));
    if (protocol != Protocol.TEXT) {
      out.printf("  bytes per move: %d-byte ok to the mover, %d-byte %s to each player;"
              + " resyncs: %d%n", stats.meanOkBytes(), stats.meanStateBytes(),
          protocol == Protocol.DELTA ? "delta" : "state", stats.resyncs());
    }
    out.printf("  games finished: %d; errors: %d %s%n", stats.games(), stats.errors(),
        stats.firstErrors());
    return stats;
  }

  /**
   * The spectators' turns side by side: the moves above were made while they watched; these
   * while they were away, in the same run (moves in the second after a switch are in neither).
   */
  private void printTurns(LoadStats stats, SpectatorTurns turns, PrintStream out) {
    out.printf("  spectators away every other %d s: all moves %s, the watched game's %s%n",
        turns.seconds(), stats.awayLatencies.summary(), stats.awayWatchedLatencies.summary());
    out.printf("  p99 watching / away: all moves %.2fx, the watched game's %.2fx%n",
        stats.latencies.percentileMillis(0.99) / stats.awayLatencies.percentileMillis(0.99),
        stats.watchedLatencies.percentileMillis(0.99)
            / stats.awayWatchedLatencies.percentileMillis(0.99));
  }

  /** What one event cost in CPU in the measured span, and the rate that cost allows here. */
  String cpu(Window window, long events, String event) {
    int cores = Runtime.getRuntime().availableProcessors();
    double micros = window.cpuMicrosPer(events);
    return separate || edges > 0
        ? String.format("  generator process's CPU per %s: %.1f us (%.0f%% of %d cores busy)",
            event, micros, 100 * window.cpuShare(), cores)
        : String.format("  CPU per %s: %.1f us, server and generator, user and kernel (%.0f%% of %d"
            + " cores busy): at most %.0f %ss/s with every core busy",
        event, micros, 100 * window.cpuShare(), cores, cores * 1e6 / micros, event);
  }

  private static Channel connect(EventLoopGroup group, int port, ChannelHandler bot)
      throws InterruptedException {
    return Floor.client(group, 1 << 20, () -> new ChannelHandler[] {bot})
        .connect("127.0.0.1", port).sync().channel();
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

  static void deleteTree(Path root) throws IOException {
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
