package arbiter.bench;

import arbiter.cluster.Payload;
import arbiter.cluster.WireCodec;
import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.GameNews;
import arbiter.event.Reply;
import arbiter.game.ClockView;
import arbiter.game.GameView;
import arbiter.game.Match;
import arbiter.game.PlayedMove;
import arbiter.rules.Move;
import arbiter.rules.Side;
import arbiter.rules.Variants;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One move of a timed chess game crossing a cluster typed, as the core and its edges do it: the
 * mover's edge writes the move command ({@code Ask}) and the core reads it; the core writes the
 * mover's {@code Answer} (its {@code YouMoved} with the game's view) and the opponent's
 * {@code Push} ({@code OpponentMoved}, the same view), each with its connection's history, and
 * each edge reads its own. The game is a seeded random playout of up to {@value #PLIES} plies,
 * played through view by view (mid-game on average), each view fresh (nothing cached between
 * moves); the histories start afresh when the game starts again.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar WireCodecBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1)
@State(Scope.Benchmark)
public class WireCodecBenchmark {

  private static final int PLIES = 80;

  private final List<GameView> views = new ArrayList<>();
  private final List<String> texts = new ArrayList<>();
  private int next;
  private WireCodec.History coreToMover;
  private WireCodec.History moverReads;
  private WireCodec.History coreToOpponent;
  private WireCodec.History opponentReads;

  @Setup
  public void setUp() {
    Match match = new Match(Variants.byId("chess").orElseThrow(), 0, "ali", "bob");
    Random random = new Random(32);
    long now = 1_800_000_000_000L;
    for (int ply = 0; ply < PLIES && match.ending() == null; ply++) {
      List<Move> legal = match.legalMoves();
      Move move = legal.get(random.nextInt(legal.size()));
      String text = match.variant().notation().format(match.position(), move);
      match = match.play(match.parse(text)).game();
      Side running = match.mover();
      views.add(match.view(7, ply + 2, new ClockView("3+2", 180_000 - ply * 900L,
          179_000 - ply * 800L, running, now + ply * 1_500L, 0, 0, 0)));
      texts.add(text);
    }
  }

  private void restartIfDone() {
    if (next == views.size() || coreToMover == null) {
      next = 0;
      coreToMover = new WireCodec.History();
      moverReads = new WireCodec.History();
      coreToOpponent = new WireCodec.History();
      opponentReads = new WireCodec.History();
    }
  }

  /** The whole move: its command in, its answer and its news out; also its bytes, by kind. */
  @Benchmark
  public void move(Blackhole hole, Sizes sizes) {
    restartIfDone();
    GameView made = views.get(next);
    GameView view = new GameView(made.id(), made.seq(), made.variant(), made.white(),
        made.black(), made.limit(), made.turns(), made.mover(), made.position(),
        made.turnStart(), made.legalMoves(), made.moves(), made.ending(), made.clock());
    PlayedMove played = view.moves().get(view.moves().size() - 1);
    Command command = new Command.Move(texts.get(next));
    next++;
    byte[] ask = WireCodec.encode(new Payload.Ask(command, 12));
    hole.consume(WireCodec.decode(ask));
    byte[] answer = WireCodec.encode(new Payload.Answer(new Reply(Asking.of(command),
        List.of(new GameNews.YouMoved(view, played, true)))), coreToMover);
    byte[] push = WireCodec.encode(new Payload.Push(
        new GameNews.OpponentMoved(view, played, true)), coreToOpponent);
    hole.consume(WireCodec.decode(answer, moverReads));
    hole.consume(WireCodec.decode(push, opponentReads));
    sizes.ask = ask.length;
    sizes.answer = answer.length;
    sizes.push = push.length;
  }

  /** The bytes of the last move's payloads, printed once at the end. */
  @State(Scope.Thread)
  public static class Sizes {
    int ask;
    int answer;
    int push;

    @TearDown
    public void print() {
      System.out.println("bytes: ask " + ask + ", answer " + answer + ", push " + push);
    }
  }
}
