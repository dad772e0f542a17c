package arbiter.bench;

import arbiter.engine.ClockState;
import arbiter.engine.Level;
import arbiter.engine.Player;
import arbiter.rules.Move;
import arbiter.rules.Outcome;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A small local match runner: each level against the next one up, in every variant, a few games
 * each with colours alternating, untimed (each level's own depth and node budget, scaled down by a
 * factor so that the ladder runs in minutes). Prints the higher level's score per pairing. A third
 * argument {@code HIGH-LOW} (e.g. {@code 8-4}) plays that one pairing instead of the steps.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar arbiter.bench.LevelLadder [games] [scale] [maxLevel|HIGH-LOW] [variant...]}
 */
public final class LevelLadder {

  private static final int MAX_PLIES = 200;

  private LevelLadder() {}

  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 4;
    double scale = args.length > 1 ? Double.parseDouble(args[1]) : 0.1;
    String range = args.length > 2 ? args[2] : String.valueOf(Level.MAX);
    boolean pair = range.contains("-");
    int top = Integer.parseInt(pair ? range.substring(0, range.indexOf('-')) : range);
    int bottom = pair ? Integer.parseInt(range.substring(range.indexOf('-') + 1)) : Level.MIN;
    List<String> variants = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      variants.add(args[i]);
    }
    if (variants.isEmpty()) {
      Variants.ids().forEach(variants::add);
    }
    System.out.printf(Locale.ROOT, "ladder: %d games a pairing, node budgets x%.3f%n", games, scale);
    for (String id : variants) {
      Variant variant = Variants.byId(id).orElseThrow();
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-12s", id));
      for (int lower = bottom; lower < top; lower++) {
        int upper = pair ? top : lower + 1;
        double score = 0;
        for (int game = 0; game < games; game++) {
          Side higher = game % 2 == 0 ? Side.WHITE : Side.BLACK;
          Outcome outcome = play(variant, scaled(upper, scale), scaled(lower, scale), higher, game);
          score += outcome.winner() == higher ? 1 : outcome.winner() == null ? 0.5 : 0;
        }
        line.append(String.format(Locale.ROOT, "  %d-%d %.1f/%d", upper, lower, score, games));
        if (pair) {
          break;
        }
      }
      System.out.println(line);
    }
  }

  private static Level scaled(int number, double scale) {
    Level level = Level.of(number);
    return new Level(number, level.depth(), Math.max(500, (long) (level.nodes() * scale)), level.noise());
  }

  /** One game, {@code higher} playing {@code side}; drawn at the ply limit. */
  private static Outcome play(Variant variant, Level higher, Level lower, Side side, int seed) {
    Player high = new Player(variant, higher, new SplittableRandom(seed), System::nanoTime);
    Player low = new Player(variant, lower, new SplittableRandom(seed + 1000), System::nanoTime);
    Position position = variant.start();
    List<Position> before = new ArrayList<>();
    for (int ply = 0; ply < MAX_PLIES && !position.outcome().isOver(); ply++) {
      Player mover = position.sideToMove() == side ? high : low;
      Move move = mover.move(position, before, ClockState.UNTIMED);
      before.add(position);
      position = position.play(move);
    }
    return position.outcome().isOver()
        ? position.outcome()
        : Outcome.draw(arbiter.rules.Termination.MOVE_LIMIT);
  }
}
