package arbiter.engine;

/**
 * A playing strength, 1 (a beginner) to 8 (full strength): how deep and how many nodes the bot
 * searches, and how much random error it adds to its judgement of each move. Levels with error
 * score every root move and pick the best after adding noise, so a beginner misses things a
 * stronger level sees, but never plays an illegal or pointless random move.
 *
 * @param number 1 .. 8
 * @param depth the deepest iteration
 * @param nodes the node budget of one move
 * @param noise the largest error added to a move's score, in centipawns (0: none)
 */
public record Level(int number, int depth, long nodes, int noise) {

  /** The weakest level. */
  public static final int MIN = 1;

  /** Full strength. */
  public static final int MAX = 8;

  private static final Level[] LEVELS = {
    new Level(1, 1, 2_000, 400),
    new Level(2, 2, 5_000, 250),
    new Level(3, 2, 10_000, 120),
    new Level(4, 3, 30_000, 60),
    new Level(5, 5, 100_000, 25),
    new Level(6, 6, 300_000, 0),
    new Level(7, 10, 1_500_000, 0),
    new Level(8, SearchLimits.MAX_DEPTH, 6_000_000, 0),
  };

  /**
   * Level {@code number}.
   *
   * @throws IllegalArgumentException unless 1 <= number <= 8
   */
  public static Level of(int number) {
    if (number < MIN || number > MAX) {
      throw new IllegalArgumentException("a level is " + MIN + " to " + MAX + ": " + number);
    }
    return LEVELS[number - 1];
  }

  /** The limits of one move at this level, before the clock's. */
  SearchLimits limits() {
    return SearchLimits.depth(depth).atMostNodes(nodes);
  }
}
