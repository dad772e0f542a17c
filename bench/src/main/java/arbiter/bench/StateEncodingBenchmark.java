package arbiter.bench;

import arbiter.face.json.GameStateView;
import arbiter.face.json.StateJson;
import arbiter.game.GameView;
import arbiter.game.Match;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.rules.Variants;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JSON {@code state} of a chess middlegame (Ruy Lopez, 14 plies), as the server encodes it
 * per change: through Gson's tree and a String to UTF-8 bytes (before), straight to bytes
 * ({@link StateJson}, after), and the delta. Each call starts from a fresh view, so nothing is
 * reused between calls: the notation of the legal moves is made each time.
 *
 * <p>{@code java -jar bench/target/benchmarks.jar StateEncodingBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1)
@State(Scope.Benchmark)
public class StateEncodingBenchmark {

  private static final String[] MOVES = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6",
      "O-O", "Be7", "Re1", "b5", "Bb3", "d6"};

  private GameView view;

  @Setup
  public void setUp() {
    Match match = new Match(Variants.byId("chess").orElseThrow(), 0, "ali", "bob");
    GameView before = null;
    for (String move : MOVES) {
      before = match.view(1, 1, null);
      match = match.play(match.parse(move)).game(); // a Match is immutable: keep the next one
    }
    view = match.view(1, MOVES.length + 1, null).after(before.position());
  }

  private GameView fresh() {
    return new GameView(view.id(), view.seq(), view.variant(), view.white(), view.black(),
        view.limit(), view.turns(), view.mover(), view.position(), view.turnStart(),
        view.legalMoves(), view.moves(), view.ending(), view.clock()).after(view.before());
  }

  @Benchmark
  public byte[] gsonTreeThenUtf8() {
    return (JsonCodec.encode(new Event.State(GameStateView.of(fresh()))) + "\r\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  @Benchmark
  public ByteBuf stateStraightToBytes() {
    return StateJson.state(fresh());
  }

  @Benchmark
  public ByteBuf deltaStraightToBytes() {
    return StateJson.delta(fresh());
  }
}
