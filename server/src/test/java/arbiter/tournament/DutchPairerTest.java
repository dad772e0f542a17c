package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Side;
import arbiter.tournament.DutchPairer.Entrant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Single Swiss pairing decisions, from hand-made players. */
class DutchPairerTest {

  private static Entrant entrant(String name, int number, int halfPoints, Set<String> met,
      List<Side> colours, boolean byeSpent) {
    return new Entrant(name, number, halfPoints, met, colours, byeSpent);
  }

  private static String pair(Entrant... entrants) {
    return DutchPairer.pair(List.of(entrants)).map(Games::describe).orElse("none");
  }

  @Test
  void aBracketThatStrandsTheNextIsPairedAgain() {
    // a and b lead; c and d already met, so a-b would leave them unpairable. All four then form
    // one bracket, where a-d and b-c grant every colour preference (a-c and b-d would grant none).
    assertThat(pair(
        entrant("a", 1, 2, Set.of(), List.of(Side.WHITE), false),
        entrant("b", 2, 2, Set.of(), List.of(Side.BLACK), false),
        entrant("c", 3, 0, Set.of("d"), List.of(Side.WHITE), false),
        entrant("d", 4, 0, Set.of("c"), List.of(Side.BLACK), false)))
        .isEqualTo("d-a b-c");
  }

  @Test
  void aDownfloaterIsPairedBeforeTheResidentsPairAmongThemselves() {
    // a (alone on 2) floats into b, c; a met c. a-b denies one white preference, b-c none, but
    // pairing the floater comes first: a-b, and c floats on to d.
    assertThat(pair(
        entrant("a", 1, 4, Set.of("c"), List.of(Side.BLACK), false),
        entrant("b", 2, 2, Set.of(), List.of(Side.BLACK), false),
        entrant("c", 3, 2, Set.of("a"), List.of(Side.WHITE), false),
        entrant("d", 4, 0, Set.of(), List.of(), false)))
        .isEqualTo("a-b d-c");
  }

  @Test
  void theByeSkipsPlayersWhoHadOne() {
    // c is lowest but had a bye; b is next
    assertThat(pair(
        entrant("a", 1, 2, Set.of(), List.of(Side.WHITE), false),
        entrant("b", 2, 2, Set.of(), List.of(Side.BLACK), false),
        entrant("c", 3, 0, Set.of(), List.of(), true)))
        .isEqualTo("c-a b:bye");
  }

  @Test
  void twoPlayersWithTheSameAbsolutePreferenceDoNotMeet() {
    // a and b both had white twice; c and d both had black twice
    assertThat(pair(
        entrant("a", 1, 2, Set.of(), List.of(Side.WHITE, Side.WHITE), false),
        entrant("b", 2, 2, Set.of(), List.of(Side.WHITE, Side.WHITE), false),
        entrant("c", 3, 2, Set.of(), List.of(Side.BLACK, Side.BLACK), false),
        entrant("d", 4, 2, Set.of(), List.of(Side.BLACK, Side.BLACK), false)))
        .isEqualTo("c-a d-b");
  }

  @Test
  void noLegalPairingGivesNothing() {
    assertThat(pair(
        entrant("a", 1, 2, Set.of("b"), List.of(Side.WHITE), false),
        entrant("b", 2, 0, Set.of("a"), List.of(Side.BLACK), false)))
        .isEqualTo("none");
  }
}
