package arbiter.bench.load;

import java.lang.management.ManagementFactory;

/**
 * A measurement window: a warm-up, then the measured span, then over. It also takes the CPU time
 * this process (server and generator, user and kernel) spent in the measured span.
 */
final class Window {

  private final long warmupNanos;
  private final long measureNanos;
  private volatile long startNanos = Long.MAX_VALUE;
  private long cpuNanos = -1;
  /** The server's CPU time, taken beside this process's. */
  private final CpuMeter threads;

  Window(long warmupMillis, long measureMillis, CpuMeter threads) {
    this.warmupNanos = warmupMillis * 1_000_000;
    this.measureNanos = measureMillis * 1_000_000;
    this.threads = threads;
  }

  /** The chosen threads' CPU microseconds per event, per kind of thread. */
  String threadBreakdown(long events) {
    return threads.breakdown(events);
  }

  /** The chosen threads' CPU microseconds per event in the measured span. */
  double threadMicrosPer(long events) {
    return threads.microsPer(events);
  }

  void start() {
    startNanos = System.nanoTime();
  }

  /** Whether samples taken now count. */
  boolean measuring() {
    long elapsed = System.nanoTime() - startNanos;
    return elapsed >= warmupNanos && elapsed < warmupNanos + measureNanos;
  }

  boolean over() {
    return System.nanoTime() - startNanos >= warmupNanos + measureNanos;
  }

  double measuredSeconds() {
    return measureNanos / 1e9;
  }

  /** Waits for the end of the window, taking the CPU time of the measured span on the way. */
  void awaitEnd() throws InterruptedException {
    sleepUntil(startNanos + warmupNanos);
    long cpuAtStart = processCpuNanos();
    threads.start();
    sleepUntil(startNanos + warmupNanos + measureNanos);
    long cpuAtEnd = processCpuNanos();
    threads.stop();
    cpuNanos = cpuAtStart < 0 || cpuAtEnd < 0 ? -1 : cpuAtEnd - cpuAtStart;
  }

  /** CPU microseconds per event in the measured span, or NaN when the CPU time is unknown. */
  double cpuMicrosPer(long events) {
    return cpuNanos < 0 || events == 0 ? Double.NaN : cpuNanos / 1000.0 / events;
  }

  /** How much of the machine's CPU the process used in the measured span. */
  double cpuShare() {
    return cpuNanos < 0 ? Double.NaN
        : cpuNanos / (measureNanos * (double) Runtime.getRuntime().availableProcessors());
  }

  private static void sleepUntil(long deadline) throws InterruptedException {
    long remaining;
    while ((remaining = deadline - System.nanoTime()) > 0) {
      Thread.sleep(Math.min(remaining / 1_000_000 + 1, 200));
    }
  }

  private static long processCpuNanos() {
    if (ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getProcessCpuTime();
    }
    return -1;
  }
}
