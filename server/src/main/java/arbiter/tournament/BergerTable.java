package arbiter.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * The round-robin schedule of FIDE Handbook C.05, Annex 1 (Berger tables), by pairing number.
 *
 * <p>For an even size {@code n}, round {@code r} puts player {@code n} on board 1 against the
 * player {@code a} with {@code 2a = r + 1 (mod n - 1)}; player {@code n} has black in odd rounds
 * and white in even ones. Board {@code k > 1} pairs {@code a + (k - 1)} with white against
 * {@code a - (k - 1)} with black, numbers wrapping round 1..n-1. This reproduces the published
 * tables line by line and gives every player colours that never differ by more than one.
 */
public final class BergerTable {

  /** A board of the table: two pairing numbers, white first. */
  public record Game(int white, int black) {}

  private BergerTable() {}

  /** How many rounds a round robin of {@code players} takes (an odd count adds a dummy). */
  public static int roundCount(int players) {
    return tableSize(players) - 1;
  }

  /** The size of the table used: the player count rounded up to even. */
  public static int tableSize(int players) {
    return players % 2 == 0 ? players : players + 1;
  }

  /** The boards of round {@code round} (1-based) in a table of even {@code size}. */
  public static List<Game> round(int size, int round) {
    if (size < 2 || size % 2 != 0) {
      throw new IllegalArgumentException("Berger tables have an even size: " + size);
    }
    if (round < 1 || round > size - 1) {
      throw new IllegalArgumentException("round " + round + " of a table of " + size);
    }
    int others = size - 1;
    int a = 1;
    while ((2 * a - (round + 1)) % others != 0) {
      a++;
    }
    List<Game> games = new ArrayList<>();
    games.add(round % 2 == 0 ? new Game(size, a) : new Game(a, size));
    for (int k = 1; k < size / 2; k++) {
      games.add(new Game(wrap(a + k, others), wrap(a - k, others)));
    }
    return games;
  }

  private static int wrap(int number, int others) {
    return Math.floorMod(number - 1, others) + 1;
  }
}
