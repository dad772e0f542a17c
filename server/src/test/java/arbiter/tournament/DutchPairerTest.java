package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Side;
import arbiter.tournament.DutchPairer.Entrant;
import arbiter.tournament.DutchPairer.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pairer's contract beside the bbpPairings fixtures: what it is given and what it answers. */
class DutchPairerTest {

  private static final DutchPairer.Setting FIVE_ROUNDS = new DutchPairer.Setting(5, Side.WHITE);

  private static Outcome won(String opponent, Side side) {
    return new Outcome(opponent, side, true, 2, false);
  }

  private static Outcome lost(String opponent, Side side) {
    return new Outcome(opponent, side, true, 0, false);
  }

  private static String pair(List<Entrant> entrants, DutchPairer.Setting setting) {
    return DutchPairer.pair(entrants, setting).map(Games::describe).orElse("none");
  }

  @Test
  void roundOneGivesTheTopSeedTheInitialColourAndTheLowestTheBye() {
    List<Entrant> five = List.of(
        new Entrant("a", 1, 0, List.of(), true), new Entrant("b", 2, 0, List.of(), true),
        new Entrant("c", 3, 0, List.of(), true), new Entrant("d", 4, 0, List.of(), true),
        new Entrant("e", 5, 0, List.of(), true));
    assertThat(pair(five, FIVE_ROUNDS)).isEqualTo("a-c d-b e:bye");
    assertThat(pair(five, new DutchPairer.Setting(5, Side.BLACK))).isEqualTo("c-a b-d e:bye");
  }

  @Test
  void aPlayerWhoIsNotAvailableIsLeftOut() {
    List<Entrant> field = List.of(
        new Entrant("a", 1, 2, List.of(won("c", Side.WHITE)), true),
        new Entrant("b", 2, 2, List.of(won("d", Side.BLACK)), false),
        new Entrant("c", 3, 0, List.of(lost("a", Side.BLACK)), true),
        new Entrant("d", 4, 0, List.of(lost("b", Side.WHITE)), true));
    // b sits the round out; a meets d, and c (who met a) gets the bye
    assertThat(pair(field, FIVE_ROUNDS)).isEqualTo("d-a c:bye");
  }

  @Test
  void aForfeitedGameDoesNotCountAsHavingMet() {
    Outcome forfeitWin = new Outcome("b", null, false, 2, false);
    Outcome forfeitLoss = new Outcome("a", null, false, 0, false);
    List<Entrant> two = List.of(new Entrant("a", 1, 2, List.of(forfeitWin), true),
        new Entrant("b", 2, 0, List.of(forfeitLoss), true));
    assertThat(pair(two, FIVE_ROUNDS)).isEqualTo("a-b");
  }

  @Test
  void noPairingThatMeetsTheAbsoluteCriteriaGivesNothing() {
    List<Entrant> two = List.of(
        new Entrant("a", 1, 2, List.of(won("b", Side.WHITE)), true),
        new Entrant("b", 2, 0, List.of(lost("a", Side.BLACK)), true));
    assertThat(pair(two, FIVE_ROUNDS)).isEqualTo("none");
    Entrant hadTheBye = new Entrant("a", 1, 2, List.of(new Outcome(null, null, false, 2, true)),
        true);
    assertThat(pair(List.of(hadTheBye), FIVE_ROUNDS)).isEqualTo("none");
  }

  @Test
  void nobodyToPairIsAnEmptyRound() {
    assertThat(pair(List.of(new Entrant("a", 1, 0, List.of(), false)), FIVE_ROUNDS)).isEmpty();
  }
}
