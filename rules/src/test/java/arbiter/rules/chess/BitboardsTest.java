package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitboardsTest {

  private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  @Test
  void magicLookupsMatchARayWalkOnRandomBoards() {
    SplittableRandom random = new SplittableRandom(7);
    for (int trial = 0; trial < 20_000; trial++) {
      int sq = random.nextInt(64);
      // sparse and dense boards alike
      long occupied =
          random.nextLong() & random.nextLong() & (trial % 2 == 0 ? -1 : random.nextLong());
      assertThat(Bitboards.rookAttacks(sq, occupied)).isEqualTo(walk(sq, occupied, ROOK));
      assertThat(Bitboards.bishopAttacks(sq, occupied)).isEqualTo(walk(sq, occupied, BISHOP));
    }
  }

  @Test
  void betweenHoldsTheSquaresStrictlyBetween() {
    assertThat(Bitboards.BETWEEN[0 * 64 + 7]).isEqualTo(0x7EL); // a1-h1: b1..g1
    assertThat(Bitboards.BETWEEN[0 * 64 + 63]).isEqualTo(0x0040201008040200L); // a1-h8 diagonal
    assertThat(Bitboards.BETWEEN[0 * 64 + 17]).isZero(); // a1-b3: no line
  }

  @Test
  void lineRunsFromEdgeToEdge() {
    assertThat(Bitboards.LINE[9 * 64 + 18]).isEqualTo(0x8040201008040201L); // b2-c3: long diagonal
    assertThat(Bitboards.LINE[0 * 64 + 17]).isZero();
  }

  private static long walk(int sq, long occupied, int[][] steps) {
    long attacks = 0;
    for (int[] step : steps) {
      for (int r = sq / 8 + step[0], f = sq % 8 + step[1];
          r >= 0 && r < 8 && f >= 0 && f < 8;
          r += step[0], f += step[1]) {
        attacks |= 1L << (r * 8 + f);
        if ((occupied & (1L << (r * 8 + f))) != 0) {
          break;
        }
      }
    }
    return attacks;
  }
}
