package arbiter.bench.load;

import io.netty.channel.EventLoopGroup;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code loadtest --measure cluster [--edges 2]}: the same games first against one server process,
 * then through a cluster on loopback, each part a process of its own (Debian's
 * {@code redis-server}, a core and the edges), each pair's players on two different edges; prints
 * moves per second, move-to-opponent latencies and the CPU per move of each process.
 */
final class ClusterRun {

  private final LoadRun run;
  private final int edges;

  ClusterRun(LoadRun run, int edges) {
    this.run = run;
    this.edges = edges;
  }

  void execute(PrintStream out) throws Exception {
    if (!ProcessCpu.supported() || !Files.isExecutable(Path.of("/usr/bin/redis-server"))) {
      out.println("--measure cluster needs /proc (Linux) and redis-server (apt-get install"
          + " redis-server)");
      return;
    }
    EventLoopGroup clients = Floor.TRANSPORT.loops(run.clientThreads(), "load-client");
    Path single = Files.createTempDirectory("arbiter-load");
    Path clustered = Files.createTempDirectory("arbiter-load");
    try {
      out.printf("a cluster on loopback against one process at the same load: every part a"
          + " process of its own (JVM options: %s), %d cores%n",
          System.getProperty("arbiter.serve.jvm", "none"),
          Runtime.getRuntime().availableProcessors());
      out.println("one process:");
      LoadStats alone;
      try (ChildProcess server = new ChildProcess(java(ServedServer.class,
          run.serverSettings(single)))) {
        ProcessesCpu cpu = new ProcessesCpu().add("server", server.pid());
        alone = run.playGames(new int[] {server.port()}, cpu, "server process's CPU", clients,
            out);
      }
      out.printf("a core and %d edges through Redis (each pair's players on two edges):%n",
          edges);
      int redisPort = freePort();
      Process redis = new ProcessBuilder("/usr/bin/redis-server", "--port",
          String.valueOf(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no")
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectErrorStream(true).start();
      List<ChildProcess> started = new ArrayList<>();
      try {
        awaitPort(redisPort);
        String uri = "redis://127.0.0.1:" + redisPort;
        Map<String, String> coreSettings = run.serverSettings(clustered);
        coreSettings.put("cluster.role", "core");
        coreSettings.put("cluster.redis", uri);
        ChildProcess core = new ChildProcess(java(ServedServer.class, coreSettings));
        started.add(core);
        ProcessesCpu cpu = new ProcessesCpu().add("core", core.pid());
        int[] ports = new int[edges];
        for (int i = 0; i < edges; i++) {
          Map<String, String> edgeSettings = run.serverSettings(clustered);
          edgeSettings.put("cluster.role", "edge");
          edgeSettings.put("cluster.redis", uri);
          ChildProcess edge = new ChildProcess(java(ServedEdge.class, edgeSettings));
          started.add(edge);
          ports[i] = edge.port();
          cpu.add("edge " + (i + 1), edge.pid());
        }
        cpu.add("redis", redis.pid());
        Thread.sleep(2000); // each edge hears the core's epoch (once a second) before it serves
        LoadStats through = run.playGames(ports, cpu, "each process's CPU", clients, out);
        out.printf("  stored moves: %s (moves received by opponents: %d)%n",
            core.ask("moves").strip(), through.movesTotal());
        out.printf("through %d edges: move -> opponent p50 %.2f ms, p99 %.2f ms (one process:"
                + " p50 %.2f ms, p99 %.2f ms); %.0f moves/s (one process: %.0f)%n", edges,
            through.latencies.percentileMillis(0.5), through.latencies.percentileMillis(0.99),
            alone.latencies.percentileMillis(0.5), alone.latencies.percentileMillis(0.99),
            through.movesMeasured() / (double) run.measureMillis() * 1000,
            alone.movesMeasured() / (double) run.measureMillis() * 1000);
      } finally {
        for (ChildProcess child : started) {
          child.close();
        }
        redis.destroyForcibly();
        redis.waitFor();
      }
    } finally {
      clients.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
      LoadRun.deleteTree(single);
      LoadRun.deleteTree(clustered);
    }
  }

  /** A JVM like this one running {@code main}'s class with the settings as arguments. */
  static List<String> java(Class<?> main, Map<String, String> settings) {
    List<String> command = new ArrayList<>(List.of(
        ProcessHandle.current().info().command().orElse("java"), "-Dfile.encoding=UTF-8"));
    String options = System.getProperty("arbiter.serve.jvm", "").strip();
    if (!options.isEmpty()) {
      command.addAll(List.of(options.split("\\s+")));
    }
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
    settings.forEach((key, value) -> command.add(key + "=" + value));
    return command;
  }

  static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  static void awaitPort(int port) throws InterruptedException {
    for (int attempt = 0; attempt < 100; attempt++) {
      try (Socket socket = new Socket("127.0.0.1", port)) {
        return;
      } catch (IOException notYet) {
        Thread.sleep(100);
      }
    }
    throw new IllegalStateException("redis-server did not start on port " + port);
  }
}
