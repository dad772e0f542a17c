package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** FICS's numbers for Arbiter's controls: exact when whole, rounded up (and said) when not. */
class IcsTimeControlTest {

  @Test
  void wholeControlsAreExact() {
    IcsTimeControl blitz = IcsTimeControl.of("5+3");
    assertThat(blitz.numbers()).isEqualTo("5 3");
    assertThat(blitz.category()).isEqualTo("blitz");
    assertThat(blitz.roundedNote()).isNull();
    assertThat(IcsTimeControl.of(null)).isEqualTo(IcsTimeControl.UNTIMED);
  }

  @Test
  void aFractionIsRoundedUpSoXboardStillRunsItsClocks() {
    // "0 0" would turn XBoard's clocks off: half a minute is "1 0"
    IcsTimeControl half = IcsTimeControl.of("0.5+0");
    assertThat(half.numbers()).isEqualTo("1 0");
    assertThat(half.category()).isEqualTo("lightning");
    assertThat(half.roundedNote()).startsWith("The clock is 0.5+0 ");
    assertThat(IcsTimeControl.of("1+0.5").numbers()).isEqualTo("1 1");
    IcsTimeControl blitz = IcsTimeControl.of("2.5+0.5");
    assertThat(blitz.numbers()).isEqualTo("3 1");
    assertThat(blitz.category()).isEqualTo("lightning"); // 2.5 + 0.5 * 2/3 minutes: under 3
  }

  /**
   * A delay, stages or byoyomi is named by a line of its own: FICS's "25 5" alone reads as five
   * seconds added a move (until session 21 nothing more was said).
   */
  @Test
  void controlsFicsHasNoWordsForAreNamed() {
    IcsTimeControl delay = IcsTimeControl.of("25d5");
    assertThat(delay.numbers()).isEqualTo("25 5");
    assertThat(delay.roundedNote()).isEqualTo("The clock is 25d5 (Arbiter's minutes, then seconds"
        + " of delay a move: no time is added): FICS's two numbers above cannot say it, the"
        + " clocks are exact.");
    assertThat(IcsTimeControl.of("40/90+30,30+30").roundedNote())
        .startsWith("The clock is 40/90+30,30+30 (Arbiter's stages");
    assertThat(IcsTimeControl.of("10b30x3").roundedNote())
        .startsWith("The clock is 10b30x3 (Arbiter's minutes, then byoyomi periods)");
  }
}
