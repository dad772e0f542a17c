package arbiter.net.load;

/** A measurement window: a warm-up, then the measured span, then over. */
final class Window {

  private final long warmupNanos;
  private final long measureNanos;
  private volatile long startNanos = Long.MAX_VALUE;

  Window(long warmupMillis, long measureMillis) {
    this.warmupNanos = warmupMillis * 1_000_000;
    this.measureNanos = measureMillis * 1_000_000;
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

  void awaitEnd() throws InterruptedException {
    long remaining;
    while ((remaining = startNanos + warmupNanos + measureNanos - System.nanoTime()) > 0) {
      Thread.sleep(Math.min(remaining / 1_000_000 + 1, 200));
    }
  }
}
