package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Side;
import arbiter.rules.Variants;
import org.junit.jupiter.api.Test;

/**
 * Who sits each side, and which side a name plays, from the seats' heirs after each hand-over.
 * (That a reader sees a hand-over whole is the volatile record's doing in {@link GameRoom}; no
 * test here races it.)
 */
class SeatHeirsTest {

  private final Match match = new Match(Variants.byId("chess").orElseThrow(), 0, "amy", "sam");

  /** White's amy to kim, then black's sam to the account amy: a name handed back. */
  @Test
  void eachHandOverSeatsItsHeirAndANameHandedBackPlaysItsNewSide() {
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
