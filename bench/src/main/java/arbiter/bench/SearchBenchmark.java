package arbiter.bench;

import arbiter.engine.Search;
import arbiter.engine.SearchLimits;
import arbiter.engine.eval.Evaluations;
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
 * Search speed of the built-in engine in every variant: one search of 100,000 nodes from a
 * position after a few opening moves, with an empty table each time. Besides searches per second
 * JMH reports the secondary result {@code nodes}: nodes searched per second.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar SearchBenchmark}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@State(Scope.Benchmark)
public class SearchBenchmark {

  private static final long NODES = 100_000;

  @Param({"kingcapture", "chess", "pawns", "minishogi", "checkers"})
  public String variant;

  private Search search;
  private Position position;

  /** Nodes searched in the current iteration; JMH turns it into nodes per second. */
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
    Variant rules = Variants.byId(variant).orElseThrow();
    search = new Search(Evaluations.of(rules), 20);
    // four plies of the engine's own choice: a position with some play, the same every run
    position = rules.start();
    for (int ply = 0; ply < 4; ply++) {
      position = position.play(search.search(position, SearchLimits.depth(3)).best());
    }
  }

  @Benchmark
  public Object search(Nodes counter) {
    search.clear();
    var result = search.search(position, SearchLimits.nodes(NODES));
    counter.nodes += result.nodes();
    return result.best();
  }
}
