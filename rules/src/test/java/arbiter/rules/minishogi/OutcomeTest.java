package arbiter.rules.minishogi;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Outcome;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import org.junit.jupiter.api.Test;

class OutcomeTest {

  private static final MinishogiVariant VARIANT = MinishogiVariant.MINISHOGI;

  @Test
  void theGameGoesOnWhileBothKingsStandAndTheMoverCanMove() {
    assertThat(VARIANT.start().outcome()).isEqualTo(Outcome.ONGOING);
  }

  @Test
  void capturingTheKingWinsAndEndsTheGame() throws Exception {
    MinishogiPosition position = VARIANT.fromFen("5/5/5/1k3/K4[] b - - 0 1");
    MinishogiPosition after = position.play(SeedNotation.INSTANCE.parse(position, "k 22 11"));
    assertThat(after.outcome()).isEqualTo(Outcome.win(Side.BLACK, Termination.KING_CAPTURED));
    assertThat(after.legalMoves()).isEmpty();
    assertThat(after.handLetters(Side.BLACK)).isEqualTo("k");
  }

  @Test
  void aSideWithoutALegalMoveLoses() {
    // white's king in the corner, walled in by its own pieces that cannot move either
    MinishogiPosition position = VARIANT.fromFen("KB3/LP3/5/5/4k[] w - - 0 1");
    assertThat(position.legalMoves()).isEmpty();
    assertThat(position.outcome()).isEqualTo(Outcome.win(Side.BLACK, Termination.NO_LEGAL_MOVE));
  }
}
