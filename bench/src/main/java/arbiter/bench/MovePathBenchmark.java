package arbiter.bench;

import arbiter.face.json.StateJson;
import arbiter.game.GameView;
import arbiter.game.Match;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The pieces of a move's way through the server that its profile showed hot under
 * {@code loadtest --measure process}: the legal moves' SAN of a middlegame position (made once per
 * change), and the JSON {@code state} of a game {@code plies} long, as the load test's random
 * games grow (every state carries the whole move list). Each call starts from a fresh view, so
 * nothing of a view is reused between calls; what the game's line of play keeps (its move list
 * already encoded) is, as in a running game.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar MovePathBenchmark}; on a machine others share,
 * {@code java -cp bench/target/benchmarks.jar arbiter.bench.MovePathBenchmark} prints each
 * call's CPU time instead (this thread's, from {@code ThreadMXBean}), which their load moves far
 * less than JMH's clock time.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1)
@State(Scope.Benchmark)
public class MovePathBenchmark {

  /** A middlegame with captures, checks, castling both ways and promotions. */
  private static final String MIDDLEGAME =
      "r3k2r/1Pp1q1b1/p1np1np1/4p1B1/2B1P1b1/2NP1N2/PPPQ2PP/R3K2R w KQkq - 0 12";

  @Param({"20", "200"})
  public int plies;

  private final Variant chess = Variants.byId("chess").orElseThrow();
  private Position middlegame;
  private GameView view;

  @Setup
  public void setUp() {
    middlegame = chess.fromFen(MIDDLEGAME);
    Random random = new Random(25);
    Match match = new Match(chess, 0, "ali", "bob");
    GameView before = match.view(1, 0, null);
    for (int ply = 0; ply < plies && match.ending() == null; ply++) {
      List<Move> legal = match.legalMoves();
      String text = chess.notation().format(match.position(), legal.get(random.nextInt(legal.size())));
      before = match.view(1, ply, null);
      match = match.play(match.parse(text)).game();
    }
    view = match.view(1, plies, null).after(before.position());
  }

  private GameView fresh() {
    return new GameView(view.id(), view.seq(), view.variant(), view.white(), view.black(),
        view.limit(), view.turns(), view.mover(), view.position(), view.turnStart(),
        view.legalMoves(), view.moves(), view.ending(), view.clock()).after(view.before());
  }

  /** Every legal move of the middlegame in SAN, as a view's {@code legalMoveNotations} makes them. */
  @Benchmark
  public List<String> legalSanOfMiddlegame() {
    return chess.notation().formatLegal(middlegame);
  }

  /** The same one move at a time, as views made them before {@code formatLegal}. */
  @Benchmark
  public List<String> legalSanOneByOne() {
    Notation notation = chess.notation();
    List<Move> legal = middlegame.legalMoves();
    List<String> texts = new ArrayList<>(legal.size());
    for (Move move : legal) {
      texts.add(notation.format(middlegame, move));
    }
    return texts;
  }

  /** The whole {@code state} line of a game {@code plies} long. */
  @Benchmark
  public ByteBuf stateOfGame() {
    return StateJson.state(fresh());
  }

  /** The median CPU time of a call of each benchmark, of five rounds after five to warm up. */
  public static void main(String[] args) {
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    for (int plies : new int[] {20, 200}) {
      MovePathBenchmark benchmark = new MovePathBenchmark();
      benchmark.plies = plies;
      benchmark.setUp();
      double[] san = new double[5];
      double[] state = new double[5];
      int calls = 20_000;
      for (int round = 0; round < 10; round++) {
        long start = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
          benchmark.legalSanOfMiddlegame();
        }
        long between = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
          benchmark.stateOfGame();
        }
        long end = threads.getCurrentThreadCpuTime();
        if (round >= 5) {
          san[round - 5] = (between - start) / (calls * 1e3);
          state[round - 5] = (end - between) / (calls * 1e3);
        }
      }
      java.util.Arrays.sort(san);
      java.util.Arrays.sort(state);
      System.out.printf("plies %d: legal SAN of the middlegame %.2f us, state %.2f us (CPU)%n",
          plies, san[2], state[2]);
    }
  }
}
