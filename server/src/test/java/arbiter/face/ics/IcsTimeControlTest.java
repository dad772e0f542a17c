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
}
