package arbiter.engine;

/**
 * Scores as the search returns them: centipawns, or a won or lost game as {@code ±(MATE - plies)}
 * so that a quicker win scores higher.
 */
public final class Scores {

  /** The score of a game won now (0 plies away). */
  public static final int MATE = 100_000;

  /** Above this in absolute value a score means a forced win or loss. */
  public static final int MATE_BOUND = MATE - 1_000;

  /** Larger than any score. */
  static final int INFINITY = MATE + 1;

  private Scores() {}

  /** Whether the score announces a forced result. */
  public static boolean isMate(int score) {
    return Math.abs(score) > MATE_BOUND;
  }

  /**
   * The mover's moves to the end of the game (positive when the mover wins, negative when it loses),
   * as in "mate in N"; only for {@link #isMate} scores.
   */
  public static int mateInMoves(int score) {
    int plies = MATE - Math.abs(score);
    return score > 0 ? (plies + 1) / 2 : -(plies + 1) / 2;
  }

  /** A mate score stored at {@code ply} plies from the root, made relative to the stored node. */
  static int toTable(int score, int ply) {
    return score > MATE_BOUND ? score + ply : score < -MATE_BOUND ? score - ply : score;
  }

  /** A stored mate score read back at {@code ply} plies from the root. */
  static int fromTable(int score, int ply) {
    return score > MATE_BOUND ? score - ply : score < -MATE_BOUND ? score + ply : score;
  }
}
