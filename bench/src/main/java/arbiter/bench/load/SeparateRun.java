package arbiter.bench.load;

import io.netty.channel.EventLoopGroup;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code loadtest --measure process}: the server in a child JVM of its own, weighed whole from
 * {@code /proc} (user and kernel time apart, GC and JIT included), this process only generating
 * the games; then the C relay, in a process of its own too, carrying the same bytes a move cost
 * over as many connections at the same pace, weighed the same way.
 */
final class SeparateRun {

  private final LoadRun run;

  SeparateRun(LoadRun run) {
    this.run = run;
  }

  void execute(PrintStream out) throws Exception {
    if (!ProcessCpu.supported()) {
      out.println("--measure process needs /proc (Linux)");
      return;
    }
    Path data = Files.createTempDirectory("arbiter-load");
    EventLoopGroup clients = Floor.TRANSPORT.loops(run.clientThreads(), "load-client");
    try {
      out.printf("separate processes on loopback: the server (a JVM of its own, options: %s),"
          + " this generator (%d event loops), the C relay; %d cores%n",
          System.getProperty("arbiter.serve.jvm", "none"), run.clientThreads(),
          Runtime.getRuntime().availableProcessors());
      LoadStats stats;
      ProcessCpu serverCpu;
      long stored;
      try (ChildProcess server = new ChildProcess(serverCommand(data))) {
        serverCpu = new ProcessCpu(server.pid());
        stats = run.playGames(server.port(), serverCpu,
            "server process's CPU (user and kernel, every thread)", clients, out);
        stored = storedMoves(server, stats.movesTotal());
        out.printf("  stored moves: %d (moves received by opponents: %d)%n", stored,
            stats.movesTotal());
        out.printf("  server resident memory: %d MB%n", serverCpu.residentKb() >> 10);
        histogram(server.pid(), out);
      }
      int[] bytes = stats.bytesPerMove(run.json());
      Path dir = Files.createTempDirectory("arbiter-relay");
      try {
        Path relay = CRelay.compile(dir, out);
        if (relay == null) {
          return;
        }
        try (ChildProcess floor = CRelay.start(relay, bytes[0], bytes[1])) {
          ProcessCpu relayCpu = new ProcessCpu(floor.pid());
          Window window = new Window(run.relayWarmupMillis(), run.measureMillis(), relayCpu);
          Latencies latencies = run.floorExchanges(clients, floor.port(), window, String.format(
              "C relay, same bytes (%d to the mover, %d to the partner, one write each)",
              bytes[0], bytes[1]), out);
          double relayMicros = relayCpu.microsPer(latencies.count());
          out.printf("  relay process's CPU per line: %.1f us (%s)%n", relayMicros,
              relayCpu.breakdown(latencies.count()));
          long moves = stats.movesMeasured();
          double serverMicros = serverCpu.microsPer(moves);
          double p99 = stats.latencies.percentileMillis(0.99);
          double relayP99 = latencies.percentileMillis(0.99);
          out.printf("server CPU per move %.1f us (user %.1f, kernel %.1f; JIT compilers %.1f),"
                  + " the C relay's %.1f us"
                  + " (user %.1f, kernel %.1f): %.1fx; p99 move -> opponent %.2f ms, the relay's"
                  + " %.2f ms; every move stored: %s%n",
              serverMicros, serverCpu.userMicrosPer(moves), serverCpu.kernelMicrosPer(moves),
              serverCpu.jitMicrosPer(moves), relayMicros, relayCpu.userMicrosPer(latencies.count()),
              relayCpu.kernelMicrosPer(latencies.count()), serverMicros / relayMicros, p99,
              relayP99, stored >= stats.movesTotal() ? "yes" : "NO");
        }
      } finally {
        LoadRun.deleteTree(dir);
      }
    } finally {
      clients.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
      LoadRun.deleteTree(data);
    }
  }

  /**
   * The server's JVM: the same Java and class path as this one, the options the launcher serves
   * with (system property {@code arbiter.serve.jvm}, which the launcher sets; none without it).
   */
  private List<String> serverCommand(Path data) {
    List<String> command = new ArrayList<>(List.of(
        ProcessHandle.current().info().command().orElse("java"), "-Dfile.encoding=UTF-8"));
    String options = System.getProperty("arbiter.serve.jvm", "").strip();
    if (!options.isEmpty()) {
      command.addAll(List.of(options.split("\\s+")));
    }
    if (run.histogramLines() > 0) {
      command.add("-XX:NativeMemoryTracking=summary"); // what the resident memory is made of
    }
    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
        ServedServer.class.getName()));
    for (Map.Entry<String, String> setting : run.serverSettings(data).entrySet()) {
      command.add(setting.getKey() + "=" + setting.getValue());
    }
    return command;
  }

  /** The stored moves' count, once at least {@code received} are (each is stored before it is sent). */
  private static long storedMoves(ChildProcess server, long received) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    long stored;
    while ((stored = Long.parseLong(server.ask("moves").strip())) < received
        && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    return stored;
  }

  /**
   * When asked: what the server's memory is made of ({@code jcmd PID VM.native_memory summary}:
   * heap reserved and committed, threads, code, GC, buffers) and the top of its heap histogram
   * after a full GC ({@code jcmd PID GC.class_histogram}): what is alive.
   */
  private void histogram(long pid, PrintStream out) throws Exception {
    if (run.histogramLines() <= 0) {
      return;
    }
    List<String> memory = jcmd(pid, "VM.native_memory", "summary");
    if (memory == null) {
      out.println("  memory breakdown skipped: no jcmd on this machine");
      return;
    }
    out.println("  server memory by part (jcmd VM.native_memory summary, committed):");
    for (String line : memory) {
      if (line.startsWith("Total") || line.matches("-\\s+\\S.*\\(reserved=.*")) {
        out.println("    " + line.strip());
      }
    }
    List<String> lines = jcmd(pid, "GC.class_histogram");
    out.println("  server heap histogram after a full GC (jcmd GC.class_histogram), largest first:");
    for (int i = 1; i < lines.size() && i < run.histogramLines() + 3; i++) {
      out.println("    " + lines.get(i));
    }
    out.println("    " + lines.get(lines.size() - 1).strip());
  }

  /** The lines {@code jcmd PID ARGS} prints, or {@code null} when there is no jcmd. */
  private static List<String> jcmd(long pid, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("jcmd", String.valueOf(pid)));
    command.addAll(List.of(args));
    Process jcmd;
    try {
      jcmd = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (java.io.IOException noJcmd) {
      return null;
    }
    String text = new String(jcmd.getInputStream().readAllBytes());
    jcmd.waitFor(30, TimeUnit.SECONDS);
    return List.of(text.split("\n"));
  }
}
