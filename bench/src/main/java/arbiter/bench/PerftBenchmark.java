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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed of every engine. Besides perft calls per second, JMH reports the secondary result
 * {@code nodes}: leaf nodes counted per second.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar PerftBenchmark}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@State(Scope.Benchmark)
public class PerftBenchmark {

  /** Variant, depth and FEN of each benchmarked tree (a few million leaves each). */
  @Param({"start", "kiwipete", "endgame", "kingcapture", "pawns", "pawns-open", "minishogi",
      "checkers"})
  public String tree;

  private Variant variant;
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
    String[] spec =
        switch (tree) {
          case "start" -> new String[] {"chess", "5", null};
          case "kiwipete" ->
              new String[] {
                "chess", "4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
              };
          case "endgame" ->
              new String[] {"chess", "6", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
          case "kingcapture" -> new String[] {"kingcapture", "5", null};
          // 754,984 leaves: depth 6 (13.4 million) makes each call slow
          case "minishogi" -> new String[] {"minishogi", "5", null};
          // 11.5 million leaves; then an open position with en passant pending, many games ending
          case "pawns" -> new String[] {"pawns", "6", null};
          case "pawns-open" ->
              new String[] {"pawns", "6", "8/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/8 w - d6 0 3"};
          // 4,570,586 leaves, the depth the published tables end with
          case "checkers" -> new String[] {"checkers", "9", null};
          default -> throw new IllegalArgumentException("unknown tree " + tree);
        };
    variant = Variants.byId(spec[0]).orElseThrow();
    depth = Integer.parseInt(spec[1]);
    position = spec[2] == null ? variant.start() : variant.fromFen(spec[2]);
  }

  @Benchmark
  public long perft(Nodes counter) {
    long nodes = variant.perft(position, depth);
    counter.nodes += nodes;
    return nodes;
  }
}
