package arbiter.bench.load;

import arbiter.config.Settings;
import io.netty.util.ResourceLeakDetector;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code arbiter loadtest [--games 1000] [--seconds 15] [--warmup 30] [--variant kingcapture]
 * [--limit 200] [--idle 10000] [--rate 20000] [--server-threads 2] [--client-threads 2]
 * [--protocol text|json|delta] [--measure threads|process|cluster] [--histogram LINES]
 * [--spectators N] [--bots 0] [--bot house] [--bot-time 5+3] [--bot-think-ms 2000]
 * [--server.KEY VALUE]}: starts
 * a server on a free loopback port with a temporary database, measures two floors (a bare TCP
 * echo, and a relay that forwards each line to a partner as a move is), plays many concurrent
 * games of random legal moves over real connections, then holds idle connections and weighs the
 * heap. Each game thinks between moves so that all together aim at {@code --rate} moves a second
 * ({@code 0}: no thinking, every game as fast as it can). Loopback only, bounded in connections
 * and time. {@code --measure process} runs the server in a process of its own and weighs it whole
 * against a C relay of the same bytes instead (see {@link SeparateRun}). {@code --measure restart
 * [--games 20] [--time 5+0] [--think 3]} measures a {@code kill -9} and restart instead (see
 * {@link RestartRun}). {@code --measure cluster [--edges 2]} plays through a cluster's edges
 * (Redis, a core and the edges, each a process) beside one process at the same load (see
 * {@link ClusterRun}).
 * {@code --bots N} plays N
 * games against a house bot beside the measured ones (text protocol; the bots think on the
 * server's bot threads), so the measured figures show what bot thinking costs the humans.
 */
public final class LoadTest {

  private static final int MAX_GAMES = 5_000;
  private static final int MAX_IDLE = 15_000;
  private static final int MAX_SECONDS = 300;

  private LoadTest() {}

  public static void main(String[] args) throws Exception {
    ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED); // as a served server
    Map<String, String> options = new HashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (!args[i].startsWith("--")) {
        usage();
      }
      options.put(args[i].substring(2), args[i + 1]);
    }
    if (args.length % 2 != 0) {
      usage();
    }
    Settings settings = Settings.empty();
    Map<String, String> server = new HashMap<>();
    for (Map.Entry<String, String> option : options.entrySet()) {
      if (option.getKey().startsWith("server.")) {
        server.put(option.getKey().substring("server.".length()), option.getValue());
      } else {
        settings = settings.with(option.getKey(), option.getValue());
      }
    }
    LoadRun run =
        new LoadRun(
            Math.min(settings.integer("games", 1000), MAX_GAMES),
            Math.min(settings.integer("seconds", 15), MAX_SECONDS),
            // the JIT was still compiling, taking a fifth of the CPU, 30 s into a run
            Math.min(settings.integer("warmup", 30), MAX_SECONDS),
            settings.string("variant", "kingcapture"),
            settings.integer("limit", 200),
            Math.min(settings.integer("idle", 10_000), MAX_IDLE),
            // measured whole, the server runs as served: its own number of event loops
            settings.integer("server-threads",
                settings.string("measure", "threads").equals("process") ? 0 : 2),
            settings.integer("client-threads", 2),
            settings.integer("rate", 20_000),
            LoadRun.Protocol.of(settings.string("protocol", "text")));
    run.withServerSettings(server);
    // text spectators of the first game (the watched game's latencies are printed apart)
    run.withSpectators(Math.min(settings.integer("spectators", 0), MAX_IDLE));
    run.withBotGames(Math.min(settings.integer("bots", 0), MAX_GAMES),
        settings.string("bot", "house"), settings.string("bot-time", "5+3"),
        settings.integer("bot-think-ms", 2000));
    switch (settings.string("measure", "threads")) {
      case "threads" -> { }
      case "restart" -> {
        new RestartRun(Math.min(settings.integer("games", 20), 200), settings.string("time", "5+0"),
            Math.min(settings.integer("think", 3), 60) * 1000L, run.serverSettings(null), false)
            .execute(System.out);
        return;
      }
      case "takeover" -> {
        takeovers(settings, run.serverSettings(null));
        return;
      }
      case "process" -> run.inSeparateProcesses(settings.integer("histogram", 0));
      case "cluster" -> run.throughEdges(Math.max(1, Math.min(settings.integer("edges", 2), 8)));
      default -> usage();
    }
    run.execute(System.out);
  }

  /**
   * {@code --measure takeover}: {@code --takeovers} (3) times a core killed beside its standby on
   * the PostgreSQL of {@code --server.jdbc.url}, each in a schema of its own (see RestartRun);
   * {@code --edges 1}: the players reach the cores through an edge and a Redis it starts.
   */
  private static void takeovers(Settings settings, Map<String, String> server) throws Exception {
    String url = server.getOrDefault("jdbc.url", "");
    if (!url.startsWith("jdbc:postgresql:")) {
      System.err.println(
          "loadtest --measure takeover needs --server.jdbc.url jdbc:postgresql://...");
      System.exit(2);
    }
    List<Long> firstMoves = new java.util.ArrayList<>();
    boolean edge = settings.integer("edges", 0) > 0;
    int redisPort = ClusterRun.freePort();
    // --edges 1: the players reach the cores through an edge and Redis, as in a cluster
    Process redis = edge ? new ProcessBuilder("/usr/bin/redis-server", "--port",
        String.valueOf(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no")
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectErrorStream(true).start() : null;
    ChildProcess relay = null;
    try {
      Map<String, String> core = new java.util.LinkedHashMap<>(server);
      core.put("cluster.role", "core");
      if (edge) {
        ClusterRun.awaitPort(redisPort);
        core.put("cluster.redis", "redis://127.0.0.1:" + redisPort);
        Map<String, String> edgeSettings = new java.util.LinkedHashMap<>(core);
        edgeSettings.put("cluster.role", "edge");
        edgeSettings.put("port", "0");
        relay = new ChildProcess(ClusterRun.java(ServedEdge.class, edgeSettings));
      }
      for (int i = 0; i < Math.min(settings.integer("takeovers", 3), 20); i++) {
        RestartRun run = new RestartRun(Math.min(settings.integer("games", 20), 200),
            settings.string("time", "5+0"), Math.min(settings.integer("think", 3), 60) * 1000L,
            core, true);
        if (relay != null) {
          run.through(relay.port());
        }
        run.execute(System.out);
        firstMoves.addAll(run.firstMoves);
      }
    } finally {
      if (relay != null) {
        relay.close();
      }
      if (redis != null) {
        redis.destroyForcibly();
        redis.waitFor();
      }
    }
    System.out.printf("takeover time (kill -9 of the core to the first move accepted by the new"
        + " core), %d takeovers: %s ms; lease %s ms, renewal %s ms%n", firstMoves.size(),
        firstMoves.stream().map(nanos -> nanos / 1_000_000).toList(),
        server.getOrDefault("cluster.lease.millis", "3000"),
        server.getOrDefault("cluster.renew.millis", "1000"));
  }

  private static void usage() {
    System.err.println("usage: arbiter loadtest [--games 1000] [--seconds 15] [--warmup 30]"
        + " [--variant kingcapture] [--limit 200] [--idle 10000] [--rate 20000] [--server-threads 2]"
        + " [--client-threads 2] [--protocol text|json|delta]"
        + " [--measure threads|process|restart|takeover|cluster] [--histogram LINES]"
        + " [--spectators N] [--bots 0] [--bot house] [--bot-time 5+3]"
        + " [--bot-think-ms 2000] [--server.KEY VALUE]; or --measure restart"
        + " [--games 20] [--time 5+0] [--think 3]; or --measure takeover --server.jdbc.url URL"
        + " [--takeovers 3] [--games 20] [--time 5+0] [--think 3] [--edges 1]; or --measure"
        + " cluster [--edges 2]");
    System.exit(2);
  }
}
