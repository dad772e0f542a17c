package arbiter.bench;

import arbiter.event.Asked;
import arbiter.event.GameNews;
import arbiter.event.Reply;
import arbiter.face.json.StateJson;
import arbiter.face.text.NetworkText;
import arbiter.game.GameView;
import arbiter.game.Match;
import arbiter.game.PlayedMove;
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
 * less than JMH's clock time, and the heap each call allocates. {@code moveThenState} and
 * {@code moveThenText} play one move of the game and render what each face sends for it.
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
  /** The game {@code plies} long, and a legal move of its player to move, in SAN. */
  private Match game;
  private String reply;
  private final NetworkText text = new NetworkText("arbiter", 4);
  /** A random game's moves in SAN, played in turn from its start by {@link #nextMoveThenState}. */
  private final List<String> line = new ArrayList<>();
  private Match playing;
  private int at;

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
    game = match;
    reply = chess.notation().format(match.position(), match.legalMoves().get(0));
    Match sample = new Match(chess, 0, "ali", "bob");
    Random pick = new Random(27);
    for (int ply = 0; ply < 300 && sample.ending() == null; ply++) {
      List<Move> legal = sample.legalMoves();
      String san = chess.notation().format(sample.position(), legal.get(pick.nextInt(legal.size())));
      line.add(san);
      sample = sample.play(sample.parse(san)).game();
    }
  }

  /** The game's next move as the room plays it: read, played, its view. */
  private GameView played() {
    Match next = game.play(game.parse(reply)).game();
    return next.view(1, plies + 1, null).after(game.position());
  }

  /**
   * The next move of a random game up to 300 plies long, then its JSON {@code state}, as a room
   * plays a game from its start: what a game's line of play keeps from move to move is used as
   * the server uses it (the other benchmarks play one move from the same position again and
   * again, which starts a line of its own each time). At the game's end it starts again.
   */
  @Benchmark
  public ByteBuf nextMoveThenState() {
    if (playing == null || at == line.size()) {
      playing = new Match(chess, 0, "ali", "bob");
      at = 0;
    }
    Position before = playing.position();
    playing = playing.play(playing.parse(line.get(at++))).game();
    return StateJson.state(playing.view(1, at, null).after(before));
  }

  /** A move, then the JSON {@code state} line both players are sent. */
  @Benchmark
  public ByteBuf moveThenState() {
    return StateJson.state(played());
  }

  /**
   * A move, then the text face's lines: the mover's answer (the board after the move) and the
   * opponent's news as the bytes a socket writes.
   */
  @Benchmark
  public ByteBuf moveThenText() {
    GameView next = played();
    PlayedMove move = next.moves().get(next.moves().size() - 1);
    text.answer(new Reply(new Asked.Move(reply),
        List.of(new GameNews.YouMoved(next, move, true))));
    return text.pushBytes(new GameNews.OpponentMoved(next, move, true));
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

  /**
   * The median CPU time and heap allocated by a call of each benchmark, of five rounds after five
   * to warm up (this thread's, from {@code ThreadMXBean}).
   */
  public static void main(String[] args) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long self = Thread.currentThread().getId();
    for (int plies : new int[] {20, 200}) {
      MovePathBenchmark benchmark = new MovePathBenchmark();
      benchmark.plies = plies;
      benchmark.setUp();
      List<Runnable> calls = List.of(benchmark::legalSanOfMiddlegame, benchmark::stateOfGame,
          benchmark::moveThenState, benchmark::moveThenText, benchmark::nextMoveThenState);
      String[] names = {"legal SAN of the middlegame", "state", "move + JSON state",
          "move + text lines", "a game's next move + JSON state"};
      int count = 20_000;
      double[][] micros = new double[calls.size()][5];
      double[][] bytes = new double[calls.size()][5];
      for (int round = 0; round < 10; round++) {
        for (int c = 0; c < calls.size(); c++) {
          long cpu = threads.getCurrentThreadCpuTime();
          long allocated = threads.getThreadAllocatedBytes(self);
          for (int i = 0; i < count; i++) {
            calls.get(c).run();
          }
          if (round >= 5) {
            micros[c][round - 5] = (threads.getCurrentThreadCpuTime() - cpu) / (count * 1e3);
            bytes[c][round - 5] =
                (threads.getThreadAllocatedBytes(self) - allocated) / (double) count;
          }
        }
      }
      StringBuilder line = new StringBuilder("plies " + plies + ":");
      for (int c = 0; c < calls.size(); c++) {
        java.util.Arrays.sort(micros[c]);
        java.util.Arrays.sort(bytes[c]);
        line.append(String.format(" %s %.2f us %.0f B;", names[c], micros[c][2], bytes[c][2]));
      }
      System.out.println(line);
    }
  }
}
