package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WeightedMatchingTest {

  @Test
  void findsTheHeaviestMatchingOfSmallRandomGraphs() {
    Random random = new Random(16);
    for (int round = 0; round < 3000; round++) {
      int n = 1 + random.nextInt(11);
      WeightedMatching graph = new WeightedMatching(n, 16);
      int density = random.nextInt(100);
      int range = random.nextBoolean() ? 4 : 1000;
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (random.nextInt(100) < density) {
            graph.setWeight(i, j, BigInteger.valueOf(1 + random.nextInt(range)));
          }
        }
      }
      int[] mate = graph.solve();
      BigInteger total = BigInteger.ZERO;
      for (int v = 0; v < n; v++) {
        if (mate[v] >= 0) {
          assertThat(mate[mate[v]]).isEqualTo(v);
          assertThat(graph.weight(v, mate[v]).signum()).isPositive();
          if (v < mate[v]) {
            total = total.add(graph.weight(v, mate[v]));
          }
        }
      }
      assertThat(total).as("graph %d of %d vertices", round, n).isEqualTo(best(graph, n));
    }
  }

  /** Weights change at one vertex at a time, as a Swiss round fixes its pairs: solved again. */
  @Test
  void solvesAgainAfterTheWeightsAtSomeVerticesChange() {
    Random random = new Random(27);
    for (int round = 0; round < 400; round++) {
      int n = 2 + random.nextInt(10);
      WeightedMatching graph = new WeightedMatching(n, 80);
      int range = random.nextBoolean() ? 4 : 1 << 20;
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (random.nextInt(100) < 70) {
            graph.setWeight(i, j, weight(random, range));
          }
        }
      }
      for (int update = 0; update < 8; update++) {
        assertThat(total(graph.solve(), graph)).as("graph %d update %d", round, update)
            .isEqualTo(best(graph, n));
        int changes = 1 + random.nextInt(3);
        for (int c = 0; c < changes; c++) {
          int v = random.nextInt(n);
          for (int u = 0; u < n; u++) {
            if (u != v && random.nextInt(100) < 60) {
              graph.setWeight(v, u, random.nextInt(5) == 0 ? BigInteger.ZERO
                  : weight(random, range));
            }
          }
        }
      }
    }
  }

  private static BigInteger weight(Random random, int range) {
    return BigInteger.valueOf(1 + random.nextInt(range)).shiftLeft(random.nextInt(3) * 25);
  }

  private static BigInteger total(int[] mate, WeightedMatching graph) {
    BigInteger total = BigInteger.ZERO;
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] >= 0) {
        assertThat(mate[mate[v]]).isEqualTo(v);
        assertThat(graph.weight(v, mate[v]).signum()).isPositive();
        if (v < mate[v]) {
          total = total.add(graph.weight(v, mate[v]));
        }
      }
    }
    return total;
  }

  @Test
  void weightsBeyondSixtyFourBitsKeepTheirOrder() {
    WeightedMatching graph = new WeightedMatching(4, 310);
    BigInteger big = BigInteger.ONE.shiftLeft(300);
    graph.setWeight(0, 1, big.add(BigInteger.valueOf(3)));
    graph.setWeight(2, 3, big);
    graph.setWeight(0, 2, big.add(BigInteger.TWO));
    graph.setWeight(1, 3, big.add(BigInteger.TWO));
    assertThat(graph.solve()).containsExactly(2, 3, 0, 1);
  }

  /** The heaviest matching's weight by exhaustive search over the sets of vertices matched. */
  private static BigInteger best(WeightedMatching graph, int n) {
    return best(graph, n, 0, new BigInteger[1 << n]);
  }

  /**
   * The heaviest matching of the vertices not in {@code used}: its lowest vertex stays single or
   * is matched to each other one in turn. Remembered per set, since many orders of choices reach
   * the same set (the graphs' 11 vertices have 35,696 matchings but 2,048 sets).
   */
  private static BigInteger best(WeightedMatching graph, int n, int used, BigInteger[] memo) {
    if (memo[used] != null) {
      return memo[used];
    }
    int first = Integer.numberOfTrailingZeros(~used);
    if (first >= n) {
      return memo[used] = BigInteger.ZERO;
    }
    BigInteger result = best(graph, n, used | 1 << first, memo);
    for (int w = first + 1; w < n; w++) {
      if ((used & 1 << w) == 0 && graph.weight(first, w).signum() > 0) {
        result = result.max(graph.weight(first, w)
            .add(best(graph, n, used | 1 << first | 1 << w, memo)));
      }
    }
    return memo[used] = result;
  }
}
