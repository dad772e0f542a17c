package arbiter.bench;

import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed of the draughts engine: the start position to depth 9 (4,570,586 leaves). Besides
 * perft calls per second, JMH reports the secondary result {@code nodes}: leaves counted per second.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar CheckersPerftBenchmark}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@State(Scope.Benchmark)
public class CheckersPerftBenchmark {

  private static final int DEPTH = 9;

  private Variant variant;
  private Position start;

  /** Leaf nodes counted in the current iteration; JMH turns it into nodes per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    public long nodes;

    @Setup(Level.Iteration)
    public void reset() {
      nodes = 0;
    }
  }

  @Setup
  public void setUp() {
    variant = Variants.byId("checkers").orElseThrow();
    start = variant.start();
  }

  @Benchmark
  public long perft(Nodes counter) {
    long nodes = variant.perft(start, DEPTH);
    counter.nodes += nodes;
    return nodes;
  }
}
