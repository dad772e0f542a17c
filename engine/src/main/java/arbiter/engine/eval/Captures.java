package arbiter.engine.eval;

/** The move-ordering rank of a capture: most valuable victim first, then least valuable attacker. */
final class Captures {

  /** Larger than any attacker's value, so that the rank stays positive. */
  private static final int MOST = 25_000;

  private Captures() {}

  /** The rank of {@code attacker} (its value) taking {@code victim} (its value); never negative. */
  static int rank(int victim, int attacker) {
    return victim * 16 + (MOST - Math.min(attacker, MOST)) / 100;
  }
}
