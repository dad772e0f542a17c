package arbiter.tournament.knockout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The bracket's placement of seeds. */
class BracketTest {

  @Test
  void seedsOneAndTwoMeetOnlyInTheFinal() {
    assertThat(Bracket.placement(2)).containsExactly(1, 2);
    assertThat(Bracket.placement(4)).containsExactly(1, 4, 2, 3);
    assertThat(Bracket.placement(8)).containsExactly(1, 8, 4, 5, 2, 7, 3, 6);
    List<Integer> sixtyFour = Bracket.placement(64);
    assertThat(sixtyFour.indexOf(1)).isLessThan(32);
    assertThat(sixtyFour.indexOf(2)).isGreaterThanOrEqualTo(32);
    for (int i = 0; i < 64; i += 2) {
      assertThat(sixtyFour.get(i) + sixtyFour.get(i + 1)).isEqualTo(65); // 1 v 64, 2 v 63...
    }
  }
}
