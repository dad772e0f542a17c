package arbiter.engine;

import arbiter.engine.eval.Evaluations;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * The built-in engine as the player of one game: a variant's search at a {@link Level}, thinking
 * within its {@link ClockState} on the caller's thread. Not shared between threads: one per game.
 */
public final class Player {

  /** A table of 2^18 entries (4 MiB): enough for club time controls, light for many bot games. */
  private static final int TABLE_BITS = 18;

  private final Search search;
  private final Level level;
  private final RandomGenerator random;
  private final LongSupplier nanoClock;

  /**
   * A player of {@code variant} at {@code level}; {@code random} chooses among near moves at the
   * weak levels, {@code nanoClock} times the thinking (e.g. {@code System::nanoTime}).
   */
  public Player(Variant variant, Level level, RandomGenerator random, LongSupplier nanoClock) {
    this.search = new Search(Evaluations.of(variant), TABLE_BITS);
    this.level = level;
    this.random = random;
    this.nanoClock = nanoClock;
  }

  public Level level() {
    return level;
  }

  /**
   * The move to play in {@code position}, whose game goes on; {@code before} are the game's earlier
   * positions (for repetitions), {@code clock} the time the player has.
   */
  public Move move(Position position, List<Position> before, ClockState clock) {
    if (position.legalMoves().size() == 1) {
      return position.legalMoves().get(0); // nothing to think about: keep the clock
    }
    SearchLimits limits = level.limits();
    if (!clock.isUntimed()) {
      SearchLimits timed = TimeBudget.of(clock, nanoClock);
      limits = new SearchLimits(limits.depth(), limits.nodes(), timed.softNanos(), timed.hardNanos(), nanoClock);
    }
    if (level.noise() == 0) {
      return search.search(position, limits, before).best();
    }
    return noisyChoice(position, limits);
  }

  /** The move whose score, with random error added, is best. */
  private Move noisyChoice(Position position, SearchLimits limits) {
    Move choice = null;
    int best = Integer.MIN_VALUE;
    for (Search.ScoredMove scored : search.scoreEach(position, level.depth(), limits)) {
      int noisy = scored.score() + random.nextInt(-level.noise(), level.noise() + 1);
      if (choice == null || noisy > best) {
        best = noisy;
        choice = scored.move();
      }
    }
    return choice;
  }
}
