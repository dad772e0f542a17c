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
      assertThat(total).as("graph %d of %d vertices", round, n).isEqualTo(best(graph, new boolean[n]));
    }
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

  private static BigInteger best(WeightedMatching graph, boolean[] used) {
    int first = -1;
    for (int v = 0; v < used.length; v++) {
      if (!used[v]) {
        first = v;
        break;
      }
    }
    if (first == -1) {
      return BigInteger.ZERO;
    }
    used[first] = true;
    BigInteger result = best(graph, used);
    for (int w = first + 1; w < used.length; w++) {
      if (!used[w] && graph.weight(first, w).signum() > 0) {
        used[w] = true;
        result = result.max(graph.weight(first, w).add(best(graph, used)));
        used[w] = false;
      }
    }
    used[first] = false;
    return result;
  }
}
