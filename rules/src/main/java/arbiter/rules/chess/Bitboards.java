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

  /** The light squares (b1, a2, ... h8; a1 is dark). */
  static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

  static final long[] KNIGHT_ATTACKS = new long[64];
  static final long[] KING_ATTACKS = new long[64];

  /**
   * Squares a pawn of the given colour on a square attacks: {@code PAWN_ATTACKS[colour * 64 +
   * square]}.
   */
  static final long[] PAWN_ATTACKS = new long[128];

  /** Squares strictly between two squares on a common line: {@code BETWEEN[a * 64 + b]}. */
  static final long[] BETWEEN = new long[64 * 64];

  /**
   * The whole line (rank, file or diagonal) through two squares, or 0: {@code LINE[a * 64 + b]}.
   */
  static final long[] LINE = new long[64 * 64];

  private static final int[][] ROOK_STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_STEPS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  // Magic factors found once by Stockfish's trial method (sparse random numbers from a xorshift
  // generator seeded per rank with 728, 10316, 55013, 32803, 12281, 15100, 16645, 255); kept as
  // constants because searching them again at every start costs about 80 ms of start-up time.
  private static final long[] ROOK_MAGIC = {
    0x0A80004000801220L, 0x8040004010002008L, 0x2080200010008008L, 0x1100100008210004L,
    0xC200209084020008L, 0x2100010004000208L, 0x0400081000822421L, 0x0200010422048844L,
    0x0800800080400024L, 0x0001402000401000L, 0x3000801000802001L, 0x4400800800100083L,
    0x0904802402480080L, 0x4040800400020080L, 0x0018808042000100L, 0x4040800080004100L,
    0x0040048001458024L, 0x00A0004000205000L, 0x3100808010002000L, 0x4825010010000820L,
    0x5004808008000401L, 0x2024818004000A00L, 0x0005808002000100L, 0x2100060004806104L,
    0x0080400880008421L, 0x4062220600410280L, 0x010A004A00108022L, 0x0000100080080080L,
    0x0021000500080010L, 0x0044000202001008L, 0x0000100400080102L, 0xC020128200040545L,
    0x0080002000400040L, 0x0000804000802004L, 0x0000120022004080L, 0x010A386103001001L,
    0x9010080080800400L, 0x8440020080800400L, 0x0004228824001001L, 0x000000490A000084L,
    0x0080002000504000L, 0x200020005000C000L, 0x0012088020420010L, 0x0010010080080800L,
    0x0085001008010004L, 0x0002000204008080L, 0x0040413002040008L, 0x0000304081020004L,
    0x0080204000800080L, 0x3008804000290100L, 0x1010100080200080L, 0x2008100208028080L,
    0x5000850800910100L, 0x8402019004680200L, 0x0120911028020400L, 0x0000008044010200L,
    0x0020850200244012L, 0x0020850200244012L, 0x0000102001040841L, 0x140900040A100021L,
    0x000200282410A102L, 0x000200282410A102L, 0x000200282410A102L, 0x4048240043802106L,
  };
  private static final long[] BISHOP_MAGIC = {
    0x40106000A1160020L, 0x0020010250810120L, 0x2010010220280081L, 0x002806004050C040L,
    0x0002021018000000L, 0x2001112010000400L, 0x0881010120218080L, 0x1030820110010500L,
    0x0000120222042400L, 0x2000020404040044L, 0x8000480094208000L, 0x0003422A02000001L,
    0x000A220210100040L, 0x8004820202226000L, 0x0018234854100800L, 0x0100004042101040L,
    0x0004001004082820L, 0x0010000810010048L, 0x1014004208081300L, 0x2080818802044202L,
    0x0040880C00A00100L, 0x0080400200522010L, 0x0001000188180B04L, 0x0080249202020204L,
    0x1004400004100410L, 0x00013100A0022206L, 0x2148500001040080L, 0x4241080011004300L,
    0x4020848004002000L, 0x10101380D1004100L, 0x0008004422020284L, 0x01010A1041008080L,
    0x0808080400082121L, 0x0808080400082121L, 0x0091128200100C00L, 0x0202200802010104L,
    0x8C0A020200440085L, 0x01A0008080B10040L, 0x0889520080122800L, 0x100902022202010AL,
    0x04081A0816002000L, 0x0000681208005000L, 0x8170840041008802L, 0x0A00004200810805L,
    0x0830404408210100L, 0x2602208106006102L, 0x1048300680802628L, 0x2602208106006102L,
    0x0602010120110040L, 0x0941010801043000L, 0x000040440A210428L, 0x0008240020880021L,
    0x0400002012048200L, 0x00AC102001210220L, 0x0220021002009900L, 0x84440C080A013080L,
    0x0001008044200440L, 0x0004C04410841000L, 0x2000500104011130L, 0x1A0C010011C20229L,
    0x0044800112202200L, 0x0434804908100424L, 0x0300404822C08200L, 0x48081010008A2A80L,
  };
  private static final long[] ROOK_MASK = new long[64];
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] ROOK_TABLE = new long[0x19000];
  private static final long[] BISHOP_MASK = new long[64];
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
   * Fills the attack table of every square: enumerates the subsets of the square's relevant
   * blockers and stores the attack set at the index its magic factor gives.
   */
  private static void initMagics(
      int[][] steps, long[] masks, long[] magics, int[] shifts, int[] offsets, long[] table) {
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
        int index = offset + (int) ((subset * magics[sq]) >>> shifts[sq]);
        long attacks = slidingAttacks(sq, subset, steps);
        if (table[index] != 0 && table[index] != attacks) {
          throw new IllegalStateException("magic factor collides on square " + sq);
        }
        table[index] = attacks;
        size++;
        subset = (subset - mask) & mask;
      } while (subset != 0);
      offset += size;
    }
  }
}
