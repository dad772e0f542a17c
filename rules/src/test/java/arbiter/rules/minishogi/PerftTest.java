package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Position;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftTest {

  private static final MinishogiVariant VARIANT = MinishogiVariant.MINISHOGI;

  @ParameterizedTest(name = "depth {0}")
  @CsvSource({"0, 1", "1, 14", "2, 194", "3, 2887", "4, 43813"})
  void countsTheKnownTreeOfTheStartPosition(int depth, long nodes) {
    assertThat(VARIANT.perft(VARIANT.start(), depth)).isEqualTo(nodes);
  }

  @Tag("slow")
  @Test
  void countsDepthFive() {
    assertThat(VARIANT.perft(VARIANT.start(), 5)).isEqualTo(754_984);
  }

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource({
    "'lbsgk/4p/5/P4/KGSBL[] b - - 0 1', 3",
    "'2k2/1+S3/5/1pP2/K1g1+B[Ppl] w - - 0 7', 3",
    "'k4/2+L2/1+B1p1/5/4K[SGsb] b - - 0 9', 3"
  })
  void theFastCounterAgreesWithPlayingEveryMove(String fen, int depth) {
    Position position = VARIANT.fromFen(fen);
    assertThat(VARIANT.perft(position, depth)).isEqualTo(slowPerft(position, depth));
  }

  @Test
  void aFinishedGameHasNoMoves() {
    Position over = VARIANT.fromFen("5/5/2K2/5/5[K] b - - 0 5");
    assertThat(over.legalMoves()).isEmpty();
    assertThat(VARIANT.perft(over, 3)).isZero();
  }

  /** Perft through the public API only: immutable positions, one copy per move. */
  private static long slowPerft(Position position, int depth) {
    if (depth == 0) {
      return 1;
    }
    long nodes = 0;
    for (Move move : position.legalMoves()) {
      nodes += slowPerft(position.play(move), depth - 1);
    }
    return nodes;
  }
}
