package arbiter.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's paper, and the shape of one-game updates. */
class Glicko2Test {

  private final Glicko2 glicko = new Glicko2(0.5);

  @Test
  void reproducesThePapersExample() {
    Rating player = new Rating(1500, 200, 0.06, 0);
    Rating after =
        glicko.rate(
            player,
            List.of(
                new Glicko2.Game(new Rating(1400, 30, 0.06, 0), 1),
                new Glicko2.Game(new Rating(1550, 100, 0.06, 0), 0),
                new Glicko2.Game(new Rating(1700, 300, 0.06, 0), 0)));

    // the paper's Glicko-2 scale figures, to the four places it prints
    assertThat((after.rating() - 1500) / Glicko2.SCALE).isCloseTo(-0.2069, within(0.00005));
    assertThat(after.deviation() / Glicko2.SCALE).isCloseTo(0.8722, within(0.00005));
    // the paper prints sigma' cut to 0.05999; it is 0.0599960, within that last digit
    assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    // r' = 1464.06 in the paper is 173.7178 * -0.2069 + 1500 from the rounded mu'; unrounded it
    // is 1464.0507, so the printed figure holds to within its last digit, not to its rounding
    assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
    assertThat(after.deviation()).isCloseTo(151.52, within(0.005));
    assertThat(after.games()).isEqualTo(3);
  }

  @Test
  void aWinRaisesTheWinnerAndLowersTheLoser() {
    Rating[] after = glicko.afterGame(Rating.INITIAL, Rating.INITIAL, 1);

    assertThat(after[0].rating()).isGreaterThan(1500);
    assertThat(after[1].rating()).isLessThan(1500);
    // equals, so the changes mirror each other
    assertThat(after[0].rating() - 1500).isCloseTo(1500 - after[1].rating(), within(1e-9));
    assertThat(after[0].deviation()).isLessThan(350);
    assertThat(after[1].deviation()).isLessThan(350);
  }

  @Test
  void aBlackWinRaisesBlack() {
    Rating[] after = glicko.afterGame(new Rating(1600, 80, 0.06, 10), Rating.INITIAL, 0);

    assertThat(after[0].rating()).isLessThan(1600);
    assertThat(after[1].rating()).isGreaterThan(1500);
  }

  @Test
  void aDrawBetweenEqualsChangesRatingsLittle() {
    Rating equal = new Rating(1700, 60, 0.06, 30);
    Rating[] after = glicko.afterGame(equal, equal, 0.5);

    assertThat(after[0].rating()).isCloseTo(1700, within(1e-9));
    assertThat(after[1].rating()).isCloseTo(1700, within(1e-9));
    // a settled deviation barely moves: step 6 widens it by the volatility about as much as
    // one game narrows it (with one game per period it ends up 60.015)
    assertThat(after[0].deviation()).isCloseTo(60, within(0.1));
  }

  @Test
  void eachGameCountsOnce() {
    Rating[] after = glicko.afterGame(new Rating(1500, 200, 0.06, 4), Rating.INITIAL, 0.5);

    assertThat(after[0].games()).isEqualTo(5);
    assertThat(after[1].games()).isEqualTo(1);
  }

  @Test
  void bothAreRatedAgainstTheOthersRatingBeforeTheGame() {
    Rating white = new Rating(1620, 120, 0.06, 7);
    Rating black = new Rating(1480, 200, 0.059, 3);
    Rating[] after = glicko.afterGame(white, black, 1);

    assertThat(after[0]).isEqualTo(glicko.rate(white, List.of(new Glicko2.Game(black, 1))));
    assertThat(after[1]).isEqualTo(glicko.rate(black, List.of(new Glicko2.Game(white, 0))));
  }

  @Test
  void aPeriodWithoutGamesOnlyWidensTheDeviation() {
    Rating player = new Rating(1500, 200, 0.06, 2);
    Rating after = glicko.rate(player, List.of());

    assertThat(after.rating()).isEqualTo(1500);
    assertThat(after.volatility()).isEqualTo(0.06);
    assertThat(after.games()).isEqualTo(2);
    // the paper's step 6: phi* = sqrt(phi^2 + sigma^2)
    assertThat(after.deviation())
        .isCloseTo(Glicko2.SCALE * Math.hypot(200 / Glicko2.SCALE, 0.06), within(1e-9));
  }
}
