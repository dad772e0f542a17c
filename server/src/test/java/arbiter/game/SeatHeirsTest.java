package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Side;
import arbiter.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * The seats' heirs are one value: a session that asks its side while a seat is handed over reads
 * the heirs before the hand-over or after it, whole.
 */
class SeatHeirsTest {

  private final Match match = new Match(Variants.byId("chess").orElseThrow(), 0, "amy", "sam");

  /** White's amy to kim, then black's sam to the account amy: a name handed back. */
  @Test
  void aHandOverLeavesTheHeirsAReaderHoldsAsTheyWere() {
    SeatHeirs first = SeatHeirs.NONE.with(Side.WHITE, "kim");
    SeatHeirs second = first.with(Side.BLACK, "amy");

    assertThat(first.sideOf("kim", match)).isEqualTo(Side.WHITE);
    assertThat(first.sitter(Side.BLACK, match)).isEqualTo("sam");
    assertThat(second.sideOf("kim", match)).isEqualTo(Side.WHITE);
    assertThat(second.sideOf("amy", match)).isEqualTo(Side.BLACK);
    assertThat(second.sitter(Side.BLACK, match)).isEqualTo("amy");
    assertThat(SeatHeirs.NONE.sitter(Side.WHITE, match)).isEqualTo("amy");
  }
}
