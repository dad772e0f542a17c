package arbiter.bench.load;

import java.util.concurrent.atomic.AtomicLongArray;

/** A thread-safe latency histogram: 10-microsecond buckets up to one second, the rest in the last. */
final class Latencies {

  private static final int BUCKET_MICROS = 10;
  private static final int BUCKETS = 100_000;

  private final AtomicLongArray counts = new AtomicLongArray(BUCKETS);

  void record(long nanos) {
    int bucket = (int) Math.min(BUCKETS - 1, Math.max(0, nanos / 1000 / BUCKET_MICROS));
    counts.incrementAndGet(bucket);
  }

  long count() {
    long total = 0;
    for (int i = 0; i < BUCKETS; i++) {
      total += counts.get(i);
    }
    return total;
  }

  /** The latency below which {@code fraction} of the samples fall, in milliseconds. */
  double percentileMillis(double fraction) {
    long total = count();
    if (total == 0) {
      return Double.NaN;
    }
    long rank = (long) Math.ceil(fraction * total);
    long seen = 0;
    for (int i = 0; i < BUCKETS; i++) {
      seen += counts.get(i);
      if (seen >= rank) {
        return (i + 1) * BUCKET_MICROS / 1000.0; // the bucket's upper edge
      }
    }
    return BUCKETS * BUCKET_MICROS / 1000.0;
  }

  String summary() {
    return String.format("p50 %.2f ms, p99 %.2f ms (%d samples)",
        percentileMillis(0.50), percentileMillis(0.99), count());
  }
}
