package arbiter.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.engine.ClockState;
import arbiter.engine.Level;
import arbiter.engine.Player;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.chess.ChessVariant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Debian's stockfish through the adapter, against the built-in engine; skipped when not installed. */
class StockfishTest {

  private static Path stockfish() {
    String path = System.getenv().getOrDefault("PATH", "") + ":/usr/games";
    return Stream.of(path.split(":"))
        .map(dir -> Path.of(dir, "stockfish"))
        .filter(Files::isExecutable)
        .findFirst()
        .orElse(null);
  }

  @Test
  @Tag("slow")
  void stockfishPlaysAWholeGameOfLegalMovesAndDoesNotLose() throws Exception {
    Path stockfish = stockfish();
    assumeTrue(stockfish != null, "stockfish is not installed (apt-get install stockfish): test skipped");
    Player house = new Player(ChessVariant.CHESS, Level.of(3), new SplittableRandom(3), System::nanoTime);
    Position start = ChessVariant.CHESS.start();
    Position position = start;
    List<Move> moves = new ArrayList<>();
    List<Position> before = new ArrayList<>();
    try (UciEngine engine =
        UciEngine.start(List.of(stockfish.toString()), Map.of("Threads", "1", "Hash", "16"), ChessVariant.CHESS.uci(), Duration.ofSeconds(10))) {
      while (!position.outcome().isOver() && moves.size() < 300) {
        Move move =
            position.sideToMove() == Side.WHITE
                ? engine.bestMove(start, moves, GoCommand.clocks(2_000, 2_000, 0, 0, true), Duration.ofSeconds(5))
                : house.move(position, before, ClockState.UNTIMED);
        assertThat(position.legalMoves()).contains(move);
        moves.add(move);
        before.add(position);
        position = position.play(move);
      }
    }
    assertThat(position.outcome().winner()).isNotEqualTo(Side.BLACK);
  }
}
