package arbiter.tournament;

/**
 * Baku acceleration (FIDE C.04.5.1): the first half of the field by pairing number, rounded up to
 * an even count (group A), is paired as if it had virtual points: one point in the first half
 * (rounded up) of the accelerated rounds, half a point in the rest, where the accelerated rounds
 * are the first half (rounded up) of the tournament. Virtual points count for the pairing only,
 * never for the standings.
 */
public final class Acceleration {

  private Acceleration() {}

  /** The virtual half points of pairing number {@code number} in {@code round} (1-based). */
  public static int bakuHalfPoints(int number, int players, int round, int rounds) {
    int groupA = 2 * ((players + 3) / 4);
    int accelerated = (rounds + 1) / 2;
    int full = (accelerated + 1) / 2;
    if (number > groupA || round > accelerated) {
      return 0;
    }
    return round <= full ? 2 : 1;
  }
}
