package arbiter.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArenaScoringTest {

  /** Lines with every game's length unknown (scored as long games). */
  private static Map<String, ArenaLine> lines(Set<String> berserks, Pairing... boards) {
    return ArenaScoring.lines(List.of("ann", "bob"), List.of(boards), berserks, Map.of(),
        Set.of());
  }

  private static Map<String, ArenaLine> lines(Set<String> berserks, Map<Integer, Integer> plies,
      Pairing... boards) {
    return ArenaScoring.lines(List.of("ann", "bob"), List.of(boards), berserks, plies, Set.of());
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

  @Test
  void aBerserkWinEarnsItsPointOnlyFromFourteenPlies() {
    Set<String> berserks = Set.of(ArenaScoring.berserkKey(1, "ann"),
        ArenaScoring.berserkKey(2, "ann"));
    Map<String, ArenaLine> lines = lines(berserks, Map.of(1, 13, 2, 14),
        new Pairing(1, "ann", "bob", Result.WHITE_WIN),
        new Pairing(2, "bob", "ann", Result.BLACK_WIN));
    assertThat(lines.get("ann").sheet()).containsExactly(2, 3);
    assertThat(lines.get("ann").berserks()).isEqualTo(2);
  }

  @Test
  void aDrawInFewerThanTwentyPliesScoresNothingForEitherAndEndsAStreak() {
    Map<String, ArenaLine> lines = lines(Set.of(), Map.of(1, 40, 2, 40, 3, 19, 4, 40),
        new Pairing(1, "ann", "bob", Result.WHITE_WIN),
        new Pairing(2, "bob", "ann", Result.BLACK_WIN),
        new Pairing(3, "ann", "bob", Result.DRAW),
        new Pairing(4, "bob", "ann", Result.BLACK_WIN));
    assertThat(lines.get("ann").sheet()).containsExactly(2, 2, 0, 2);
    assertThat(lines.get("bob").sheet()).containsExactly(0, 0, 0, 0);
  }

  @Test
  void aShortDrawAfterADrawWithOnlyLossesBetweenScoresNothingUnlessLongOrOnFire() {
    Map<String, ArenaLine> lines = lines(Set.of(), Map.of(1, 30, 2, 30, 3, 30, 4, 60, 5, 30),
        new Pairing(1, "ann", "bob", Result.DRAW), // 1 each
        new Pairing(2, "bob", "ann", Result.WHITE_WIN), // ann loses: her draw streak goes on
        new Pairing(3, "ann", "bob", Result.DRAW), // ann 0 (her draw streak); bob 1 (he won since)
        new Pairing(4, "bob", "ann", Result.DRAW), // 60 plies: a long game scores for both
        new Pairing(5, "ann", "bob", Result.DRAW));
    assertThat(lines.get("ann").sheet()).containsExactly(1, 0, 0, 1, 0);
    assertThat(lines.get("bob").sheet()).containsExactly(1, 2, 1, 1, 0);
  }

  @Test
  void aDrawOnAStreakCountsDoubleWhateverItsLengthAboveTheQuickDraw() {
    Map<String, ArenaLine> lines = lines(Set.of(), Map.of(1, 30, 2, 30, 3, 30, 4, 30),
        new Pairing(1, "ann", "bob", Result.DRAW),
        new Pairing(2, "ann", "bob", Result.WHITE_WIN),
        new Pairing(3, "bob", "ann", Result.BLACK_WIN),
        new Pairing(4, "ann", "bob", Result.DRAW));
    assertThat(lines.get("ann").sheet()).containsExactly(1, 2, 2, 2);
  }
}
