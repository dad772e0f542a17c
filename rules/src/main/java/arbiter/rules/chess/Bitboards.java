package arbiter.rules.chess;

/**
 * Square sets as 64-bit words (bit {@code rank * 8 + file}, a1 = bit 0, h8 = bit 63) and the attack
 * tables of every piece, computed once at class initialisation. Sliding attacks use magic
 * bitboards: the relevant blockers of a square, multiplied by a magic number, index a table of
 * precomputed attack sets.
 */
final class Bitboards {

  static final long FILE_A = 0x0101010101010101L;
  static final long FILE_H = FILE_A << 7;
  static final long RANK_1 = 0xFFL;
  static final long RANK_2 = RANK_1 << 8;
  static final long RANK_3 = RANK_1 << 16;
  static final long RANK_6 = RANK_1 << 40;
  static final long RANK_7 = RANK_1 << 48;
  static final long RANK_8 = RANK_1 << 56;

  static final long[] KNIGHT_ATTACKS = new long[64];
  static final long[] KING_ATTACKS = new long[64];
  /** Squares a pawn of the given colour on a square attacks: {@code PAWN_ATTACKS[colour * 64 + square]}. */
  static final long[] PAWN_ATTACKS = new long[128];
  /** Squares strictly between two squares on a common line: {@code BETWEEN[a * 64 + b]}. */
  static final long[] BETWEEN = new long[64 * 64];
  /** The whole line (rank, file or diagonal) through two squares, or 0: {@code LINE[a * 64 + b]}. */
  static final long[] LINE = new long[64 * 64];

  private static final int[][] ROOK_STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private static final long[] ROOK_MASK = new long[64];
  private static final long[] ROOK_MAGIC = new long[64];
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] ROOK_TABLE = new long[0x19000];
  private static final long[] BISHOP_MASK = new long[64];
  private static final long[] BISHOP_MAGIC = new long[64];
  private static final int[] BISHOP_SHIFT = new int[64];
  private static final int[] BISHOP_OFFSET = new int[64];
  private static final long[] BISHOP_TABLE = new long[0x1480];

  static {
    int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT_ATTACKS[sq] = leaperAttacks(sq, knightSteps);
      KING_ATTACKS[sq] = leaperAttacks(sq, kingSteps);
      PAWN_ATTACKS[sq] = leaperAttacks(sq, new int[][] {{1, -1}, {1, 1}});
      PAWN_ATTACKS[64 + sq] = leaperAttacks(sq, new int[][] {{-1, -1}, {-1, 1}});
    }
    initMagics(ROOK_STEPS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, ROOK_TABLE);
    initMagics(BISHOP_STEPS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_TABLE);
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) {
          continue;
        }
        long bBit = 1L << b;
        long[] tables = {rookAttacks(a, 0), bishopAttacks(a, 0)};
        for (int kind = 0; kind < 2; kind++) {
          if ((tables[kind] & bBit) != 0) {
            long fromA = kind == 0 ? rookAttacks(a, bBit) : bishopAttacks(a, bBit);
            long fromB = kind == 0 ? rookAttacks(b, 1L << a) : bishopAttacks(b, 1L << a);
            BETWEEN[a * 64 + b] = fromA & fromB;
            long emptyA = kind == 0 ? rookAttacks(a, 0) : bishopAttacks(a, 0);
            long emptyB = kind == 0 ? rookAttacks(b, 0) : bishopAttacks(b, 0);
            LINE[a * 64 + b] = (emptyA & emptyB) | (1L << a) | bBit;
          }
        }
      }
    }
  }

  private Bitboards() {}

  /** Squares a rook on {@code sq} attacks when {@code occupied} holds the pieces on the board. */
  static long rookAttacks(int sq, long occupied) {
    return ROOK_TABLE[
        ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
  }

  /** Squares a bishop on {@code sq} attacks when {@code occupied} holds the pieces on the board. */
  static long bishopAttacks(int sq, long occupied) {
    return BISHOP_TABLE[
        BISHOP_OFFSET[sq]
            + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
  }

  private static long leaperAttacks(int sq, int[][] steps) {
    long attacks = 0;
    for (int[] step : steps) {
      int rank = sq / 8 + step[0];
      int file = sq % 8 + step[1];
      if (rank >= 0 && rank < 8 && file >= 0 && file < 8) {
        attacks |= 1L << (rank * 8 + file);
      }
    }
    return attacks;
  }

  /** Slow ray walk, used only to fill the magic tables. */
  private static long slidingAttacks(int sq, long occupied, int[][] steps) {
    long attacks = 0;
    for (int[] step : steps) {
      int rank = sq / 8 + step[0];
      int file = sq % 8 + step[1];
      while (rank >= 0 && rank < 8 && file >= 0 && file < 8) {
        long bit = 1L << (rank * 8 + file);
        attacks |= bit;
        if ((occupied & bit) != 0) {
          break;
        }
        rank += step[0];
        file += step[1];
      }
    }
    return attacks;
  }

  /**
   * Finds a magic number per square by trial (Stockfish's method: sparse random candidates from a
   * seeded xorshift generator, so the result is the same on every run) and fills its table slice.
   */
  private static void initMagics(
      int[][] steps, long[] masks, long[] magics, int[] shifts, int[] offsets, long[] table) {
    // seeds per rank that find magics quickly (from Stockfish)
    long[] seeds = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    long[] occupancy = new long[4096];
    long[] reference = new long[4096];
    int[] epoch = new int[4096];
    int attempt = 0;
    int offset = 0;
    for (int sq = 0; sq < 64; sq++) {
      long edges =
          ((RANK_1 | RANK_8) & ~(RANK_1 << (8 * (sq / 8))))
              | ((FILE_A | FILE_H) & ~(FILE_A << (sq % 8)));
      long mask = slidingAttacks(sq, 0, steps) & ~edges;
      masks[sq] = mask;
      shifts[sq] = 64 - Long.bitCount(mask);
      offsets[sq] = offset;
      int size = 0;
      long subset = 0;
      do {
        occupancy[size] = subset;
        reference[size] = slidingAttacks(sq, subset, steps);
        size++;
        subset = (subset - mask) & mask;
      } while (subset != 0);
      long state = seeds[sq / 8];
      for (int i = 0; i < size; ) {
        long magic = 0;
        while (Long.bitCount((magic * mask) >>> 56) < 6) {
          long sparse = -1;
          for (int k = 0; k < 3; k++) {
            state ^= state >>> 12;
            state ^= state << 25;
            state ^= state >>> 27;
            sparse &= state * 2685821657736338717L;
          }
          magic = sparse;
        }
        magics[sq] = magic;
        attempt++;
        for (i = 0; i < size; i++) {
          int index = (int) ((occupancy[i] * magic) >>> shifts[sq]);
          if (epoch[index] < attempt) {
            epoch[index] = attempt;
            table[offset + index] = reference[i];
          } else if (table[offset + index] != reference[i]) {
            break;
          }
        }
      }
      offset += size;
    }
  }
}
