package arbiter.engine;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Whole games of the engine against a random mover: only legal moves, and the engine wins. */
class GamesAgainstRandomTest {

  private static final int MAX_PLIES = 400;

  /** Full strength, its node budget cut so that a game takes seconds, not minutes. */
  private static final Level STRONGEST = new Level(Level.MAX, SearchLimits.MAX_DEPTH, 4_000, 0);

  @ParameterizedTest(name = "{0}, engine plays {1}")
  @CsvSource({
    "kingcapture, WHITE", "kingcapture, BLACK",
    "chess, WHITE", "chess, BLACK",
    "pawns, WHITE", "pawns, BLACK",
    "minishogi, WHITE", "minishogi, BLACK",
    "checkers, WHITE", "checkers, BLACK",
  })
  @Tag("slow")
  void theStrongestLevelBeatsARandomMover(String id, Side engineSide) {
    Outcome outcome = play(Variants.byId(id).orElseThrow(), STRONGEST, engineSide, 7);

    assertThat(outcome.winner()).as(outcome.toString()).isEqualTo(engineSide);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"kingcapture", "chess", "pawns", "minishogi", "checkers"})
  void everyLevelPlaysOnlyLegalMoves(String id) {
    Variant variant = Variants.byId(id).orElseThrow();
    for (int number = Level.MIN; number <= Level.MAX; number++) {
      Level level = Level.of(number);
      Level quick = new Level(number, Math.min(level.depth(), 2), 1_000, level.noise());
      play(variant, quick, number % 2 == 0 ? Side.WHITE : Side.BLACK, number, 10);
    }
  }

  /** Plays a game to its end or {@code limit} plies; asserts each engine move is legal. */
  private static Outcome play(Variant variant, Level level, Side engineSide, int seed) {
    return play(variant, level, engineSide, seed, MAX_PLIES);
  }

  private static Outcome play(Variant variant, Level level, Side engineSide, int seed, int plies) {
    SplittableRandom random = new SplittableRandom(seed);
    Player player = new Player(variant, level, new SplittableRandom(seed + 1), System::nanoTime);
    Position position = variant.start();
    List<Position> before = new ArrayList<>();
    for (int ply = 0; ply < plies && !position.outcome().isOver(); ply++) {
      List<Move> moves = position.legalMoves();
      Move move;
      if (position.sideToMove() == engineSide) {
        move = player.move(position, before, ClockState.UNTIMED);
        assertThat(moves).as("legal moves of %s", position).contains(move);
      } else {
        move = moves.get(random.nextInt(moves.size()));
      }
      before.add(position);
      position = position.play(move);
    }
    return position.outcome();
  }
}
