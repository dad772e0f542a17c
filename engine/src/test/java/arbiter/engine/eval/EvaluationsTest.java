package arbiter.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.engine.Evaluation;
import arbiter.engine.Snapshot;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What every variant's evaluation must do: see both sides alike, and count what is more. */
class EvaluationsTest {

  private static int evaluate(String id, String fen) {
    Variant variant = Variants.byId(id).orElseThrow();
    Position position = fen == null ? variant.start() : variant.fromFen(fen);
    Evaluation evaluation = Evaluations.of(variant);
    return evaluation.evaluate(Snapshot.of(position, evaluation.hasHands()), position);
  }

  @ParameterizedTest
  @ValueSource(strings = {"kingcapture", "chess", "pawns", "minishogi", "checkers"})
  void theSymmetricStartIsEven(String id) {
    assertThat(evaluate(id, null)).isZero();
  }

  @ParameterizedTest(name = "{0}: {1} is better for white than {2}")
  @CsvSource(
      delimiter = ';',
      value = {
        // an extra queen
        "chess; 4k3/8/8/8/8/8/8/3QK3 w - - 0 1; 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        // the same with colours swapped is as good for black
        "chess; 4k3/8/8/8/8/8/8/4K3 w - - 0 1; 3qk3/8/8/8/8/8/8/4K3 w - - 0 1",
        "kingcapture; 4k3/8/8/8/8/8/8/2R1K3 w - - 0 1; 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        // white's passed pawn arrives first: a race won, worth far more than a pawn
        "pawns; 8/P7/8/8/7p/8/8/8 b - - 0 1; 8/8/8/P7/7p/8/8/8 b - - 0 1",
        // a king is worth more than a man
        "checkers; W:WKc3:Bh8; W:Wc3:Bh8",
        // a piece in hand is worth more than on the board
        "minishogi; 4k/5/5/5/K4[G] w - - 0 1; 4k/5/5/5/KG3[] w - - 0 1",
      })
  void countsWhatIsMore(String id, String better, String worse) {
    assertThat(evaluate(id, better)).isGreaterThan(evaluate(id, worse));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "pawns; 8/P7/8/8/7p/8/8/8 b - - 0 1",
      })
  void aWonRaceScoresNearlyAWin(String id, String fen) {
    assertThat(evaluate(id, fen)).isGreaterThan(2_000);
  }
}
