package arbiter.rules.chess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Who could still win when the opponent's flag falls: a material test in FIDE chess. */
class CanWinTest {

  @ParameterizedTest(name = "{0}: white {1}, black {2}")
  @CsvSource({
    // a bare king never wins
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1, false, false",
    "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1, true, false",
    "4k3/pppppppp/8/8/8/8/8/4K3 b - - 0 1, false, true",
    // a lone knight or bishop against a bare king
    "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1, false, false",
    "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1, false, false",
    "4k3/8/8/8/8/8/8/4K1n1 b - - 0 1, false, false",
    // but not against anything more: the other side's piece may block its own king
    "4k3/7p/8/8/8/8/8/1N2K3 w - - 0 1, true, true",
    "4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1, true, true",
    "4k1n1/8/8/8/8/8/8/2B1K3 w - - 0 1, true, true",
    "4kr2/8/8/8/8/8/8/1N2K3 w - - 0 1, true, true",
    // two minor pieces, or a pawn, may mate with help
    "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1, true, false",
    "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1, true, false",
    "4k3/8/8/8/8/8/P7/4K3 w - - 0 1, true, false",
    // bishops all on one colour (c1, f2 and f8 are dark; b1, a8 and c8 light) against a king, or
    // against bishops on that colour too
    "4k3/8/8/8/8/8/5B2/2B1K3 w - - 0 1, false, false",
    "4k3/8/8/8/8/8/8/1B2K3 w - - 0 1, false, false",
    "4kb2/8/8/8/8/8/5B2/2B1K3 w - - 0 1, false, false",
    "b1b1k3/8/8/8/8/8/8/1B2K3 b - - 0 1, false, false",
    // bishops on both colours can mate
    "4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1, true, false",
    "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1, true, true",
    "b3k3/8/8/8/8/8/5B2/2B1K3 w - - 0 1, true, true",
  })
  void chessMaterial(String fen, boolean whiteCanWin, boolean blackCanWin) {
    Position position = ChessVariant.CHESS.fromFen(fen);
    assertThat(position.canWin(Side.WHITE)).as("white").isEqualTo(whiteCanWin);
    assertThat(position.canWin(Side.BLACK)).as("black").isEqualTo(blackCanWin);
    // the dead-position draw is tested without a branch, apart from canWin: the same answer
    assertThat(position.outcome().termination() == Termination.DEAD_POSITION).as("dead")
        .isEqualTo(!whiteCanWin && !blackCanWin);
  }

  @ParameterizedTest
  @ValueSource(strings = {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"})
  void inKingCaptureAKingCanCaptureTheOtherKing(String fen) {
    Position position = KingCapture.VARIANT.fromFen(fen);
    assertThat(position.canWin(Side.WHITE)).isTrue();
    assertThat(position.canWin(Side.BLACK)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"pawns", "minishogi", "checkers"})
  void otherVariantsCountAsWinnable(String id) {
    Position start = Variants.byId(id).orElseThrow().start();
    assertThat(start.canWin(Side.WHITE)).isTrue();
    assertThat(start.canWin(Side.BLACK)).isTrue();
  }
}
