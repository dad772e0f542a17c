package arbiter.rules.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Move;
import arbiter.rules.Position;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft from the start against the published Russian draughts counts. */
class CheckersPerftTest {

  private static final CheckersVariant VARIANT = CheckersVariant.CHECKERS;

  @ParameterizedTest(name = "depth {0}")
  @CsvSource({"1, 7", "2, 49", "3, 302", "4, 1469", "5, 7482", "6, 37986", "7, 190146"})
  void countsTheLeavesFromTheStart(int depth, long nodes) {
    assertThat(VARIANT.perft(VARIANT.start(), depth)).isEqualTo(nodes);
  }

  @Tag("slow")
  @ParameterizedTest(name = "depth {0}")
  @CsvSource({"8, 929899", "9, 4570586"})
  void countsTheLeavesFromTheStartDeep(int depth, long nodes) {
    assertThat(VARIANT.perft(VARIANT.start(), depth)).isEqualTo(nodes);
  }

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "W:Wa1,c3,Kh2:Bb6,Kd8; 4",
        "W:WKa1,c3,e3,Kg1:Bb4,d6,f4,Kh8,b8; 5",
        "B:Wc3,e3,g3,Kd4,b2:Bb6,d6,f6,Kh4,a7; 5",
        "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8; 6"
      })
  void theFastCounterAgreesWithTheMoveList(String fen, int depth) {
    Position position = VARIANT.fromFen(fen);
    assertThat(VARIANT.perft(position, depth)).isEqualTo(slowPerft(position, depth));
  }

  /** Perft through the public API: legal moves and play, one new position per move. */
  static long slowPerft(Position position, int depth) {
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
