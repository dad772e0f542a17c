package arbiter.engine;

/**
 * What earlier searches learned of positions, by Zobrist key: the depth searched, the score and
 * whether it is exact or a bound, and the index of the best move in the position's legal-move list
 * (the rules generate a position's moves in a fixed order). One slot per key, replaced by a search
 * of the same or greater depth or by a newer search.
 */
public final class TranspositionTable {

  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;

  private final long[] keys;
  private final long[] entries;
  private final int mask;
  private int generation;

  /** A table of {@code 2^bits} entries, 16 bytes each. */
  public TranspositionTable(int bits) {
    if (bits < 4 || bits > 26) {
      throw new IllegalArgumentException("table size bits must be 4..26: " + bits);
    }
    keys = new long[1 << bits];
    entries = new long[1 << bits];
    mask = (1 << bits) - 1;
  }

  /** Marks the start of a new search, so that older entries give way. */
  void newSearch() {
    generation = (generation + 1) & 0xFF;
  }

  /** Forgets everything (a new game). */
  public void clear() {
    java.util.Arrays.fill(keys, 0);
    java.util.Arrays.fill(entries, 0);
  }

  /** The entry for {@code key}, or 0 when there is none (an entry is never 0). */
  long probe(long key) {
    int slot = (int) key & mask;
    return keys[slot] == key ? entries[slot] : 0;
  }

  void store(long key, int depth, int flag, int score, int moveIndex) {
    int slot = (int) key & mask;
    long old = entries[slot];
    if (keys[slot] != key && old != 0 && generation(old) == generation && depth(old) > depth) {
      return;
    }
    keys[slot] = key;
    entries[slot] =
        (long) (score & 0xFFFFFFFFL) << 32
            | (long) (moveIndex + 1 & 0xFFF) << 20
            | (long) generation << 12
            | (long) (depth + 1 & 0xFF) << 4
            | 8L
            | flag;
  }

  static int score(long entry) {
    return (int) (entry >>> 32);
  }

  /** The index of the best move in the legal-move list, or -1 if none was stored. */
  static int moveIndex(long entry) {
    return (int) ((entry >>> 20) & 0xFFF) - 1;
  }

  static int depth(long entry) {
    return (int) ((entry >>> 4) & 0xFF) - 1;
  }

  static int flag(long entry) {
    return (int) (entry & 3);
  }

  private static int generation(long entry) {
    return (int) ((entry >>> 12) & 0xFF);
  }
}
