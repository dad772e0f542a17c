package arbiter.bench;

import arbiter.rules.Position;
import arbiter.rules.pawns.PawnsVariant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed of the pawns-only engine. Besides perft calls per second, JMH reports the secondary
 * result {@code nodes}: leaf nodes counted per second.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar PawnsPerftBenchmark}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@State(Scope.Benchmark)
public class PawnsPerftBenchmark {

  /**
   * Each tree: the start position at depth 6 (11.5 million leaves) and an open position with an
   * en-passant capture pending at depth 6 (5.6 million leaves, many games ending inside).
   */
  @Param({"start", "open"})
  public String tree;

  private Position position;
  private int depth;

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
    PawnsVariant pawns = PawnsVariant.PAWNS;
    switch (tree) {
      case "start" -> position = pawns.start();
      case "open" -> position = pawns.fromFen("8/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/8 w - d6 0 3");
      default -> throw new IllegalArgumentException("unknown tree " + tree);
    }
    depth = 6;
  }

  @Benchmark
  public long perft(Nodes counter) {
    long nodes = PawnsVariant.PAWNS.perft(position, depth);
    counter.nodes += nodes;
    return nodes;
  }
}
