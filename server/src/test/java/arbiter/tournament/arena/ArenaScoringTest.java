package arbiter.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArenaScoringTest {

  private static Map<String, ArenaLine> lines(Set<String> berserks, Pairing... boards) {
    return ArenaScoring.lines(List.of("ann", "bob"), List.of(boards), berserks, Set.of());
  }

  @Test
  void aWinIsTwoADrawOneAndAStreakDoublesUntilTheFirstGameNotWon() {
    Map<String, ArenaLine> lines = lines(Set.of(),
        new Pairing(1, "ann", "bob", Result.WHITE_WIN),
        new Pairing(2, "bob", "ann", Result.BLACK_WIN),
        new Pairing(3, "ann", "bob", Result.WHITE_WIN),
        new Pairing(4, "bob", "ann", Result.DRAW),
        new Pairing(5, "ann", "bob", Result.WHITE_WIN),
        new Pairing(6, "bob", "ann", null));
    assertThat(lines.get("ann").sheet()).containsExactly(2, 2, 4, 2, 2);
    assertThat(lines.get("ann").points()).isEqualTo(12);
    assertThat(lines.get("ann").fire()).isFalse();
    assertThat(lines.get("ann").wins()).isEqualTo(4);
    assertThat(lines.get("bob").sheet()).containsExactly(0, 0, 0, 1, 0);
  }

  @Test
  void aBerserkWinEarnsOneMoreOnTopOfTheStreakAndALossNothing() {
    Map<String, ArenaLine> lines = lines(
        Set.of(ArenaScoring.berserkKey(3, "ann"), ArenaScoring.berserkKey(1, "bob")),
        new Pairing(1, "ann", "bob", Result.WHITE_WIN),
        new Pairing(2, "bob", "ann", Result.BLACK_WIN),
        new Pairing(3, "ann", "bob", Result.WHITE_WIN));
    assertThat(lines.get("ann").sheet()).containsExactly(2, 2, 5);
    assertThat(lines.get("ann").fire()).isTrue();
    assertThat(lines.get("ann").berserks()).isEqualTo(1);
    assertThat(lines.get("bob").sheet()).containsExactly(0, 0, 0);
    assertThat(lines.get("bob").berserks()).isEqualTo(1);
  }

  @Test
  void aForfeitWinScoresAsAWinButNoBerserkPoint() {
    Map<String, ArenaLine> lines = lines(Set.of(ArenaScoring.berserkKey(1, "ann")),
        new Pairing(1, "ann", "bob", Result.WHITE_WIN_BY_FORFEIT));
    assertThat(lines.get("ann").sheet()).containsExactly(2);
  }
}
