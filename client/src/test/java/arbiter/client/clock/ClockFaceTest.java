package arbiter.client.clock;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.GameState;
import org.junit.jupiter.api.Test;

/** The clocks' text and count-down at injected moments: no sleeping, no real clock. */
class ClockFaceTest {

  /** When the state arrived, in the client's monotonic milliseconds (any base will do). */
  private static final long ARRIVED = 1_000_000;

  private static ClockFace face(String control, long white, long black, String running) {
    // sentAt is the server's wall clock, far from this client's time base: it must not matter
    return new ClockFace(
        new GameState.Clock(control, white, black, running, 1_790_000_000_000L, 0, 0, 0), ARRIVED);
  }

  @Test
  void timesAreMinutesAndSecondsWithTenthsUnderTenSeconds() {
    assertThat(ClockFace.format(300_000)).isEqualTo("5:00");
    assertThat(ClockFace.format(293_999)).isEqualTo("4:53");
    assertThat(ClockFace.format(60_000)).isEqualTo("1:00");
    assertThat(ClockFace.format(10_000)).isEqualTo("0:10");
    assertThat(ClockFace.format(9_999)).isEqualTo("0:09.9");
    assertThat(ClockFace.format(9_400)).isEqualTo("0:09.4");
    assertThat(ClockFace.format(50)).isEqualTo("0:00.0");
    assertThat(ClockFace.format(0)).isEqualTo("0:00.0");
    assertThat(ClockFace.format(-1_500)).isEqualTo("0:00.0");
    assertThat(ClockFace.format(5_400_000)).isEqualTo("1:30:00");
    assertThat(ClockFace.format(3_599_999)).isEqualTo("59:59");
  }

  @Test
  void theRunningClockCountsDownFromTheArrivalAndTheOtherStands() {
    ClockFace clocks = face("5+3", 300_000, 280_000, "white");

    assertThat(clocks.text("white", ARRIVED)).isEqualTo("5:00");
    assertThat(clocks.text("white", ARRIVED + 7_000)).isEqualTo("4:53");
    assertThat(clocks.text("black", ARRIVED + 7_000)).isEqualTo("4:40");
    assertThat(clocks.reading("white", ARRIVED + 290_600).millis()).isEqualTo(9_400);
    assertThat(clocks.text("white", ARRIVED + 290_600)).isEqualTo("0:09.4");
    assertThat(clocks.reading("white", ARRIVED + 400_000).millis()).isZero(); // never below zero
    assertThat(clocks.text("white", ARRIVED + 400_000)).isEqualTo("0:00.0");
  }

  @Test
  void aNowBeforeTheArrivalCountsNothing() {
    assertThat(face("5+3", 300_000, 300_000, "black").reading("black", ARRIVED - 5_000).millis())
        .isEqualTo(300_000);
  }

  @Test
  void whenTheGameIsOverNeitherClockRuns() {
    ClockFace clocks = face("5+3", 0, 123_000, null);

    assertThat(clocks.running()).isNull();
    assertThat(clocks.text("white", ARRIVED + 60_000)).isEqualTo("0:00.0");
    assertThat(clocks.text("black", ARRIVED + 60_000)).isEqualTo("2:03");
  }

  @Test
  void aClockIsLowUnderATenthOfTheStartOrUnderTenSeconds() {
    ClockFace blitz = face("5+3", 31_000, 29_999, "white");
    assertThat(blitz.low("white", ARRIVED)).isFalse();
    assertThat(blitz.low("white", ARRIVED + 1_001)).isTrue(); // 29.999 s < 30 s, a tenth of 5:00
    assertThat(blitz.low("black", ARRIVED)).isTrue();

    ClockFace bullet = face("1+0", 10_500, 10_000, "white");
    assertThat(bullet.low("white", ARRIVED)).isFalse();
    assertThat(bullet.low("white", ARRIVED + 501)).isTrue(); // under ten seconds
    assertThat(bullet.low("black", ARRIVED)).isFalse();
  }

  @Test
  void byoyomiShowsThePeriodsAndCountsOnIntoThem() {
    ClockFace clocks = new ClockFace(
        new GameState.Clock("10b30x3", 5_000, 0, "white", 0, 3, 2, 30_000), ARRIVED);

    assertThat(clocks.text("white", ARRIVED)).isEqualTo("0:05.0 (3x30s)");
    assertThat(clocks.text("black", ARRIVED)).isEqualTo("0:00.0 (2x30s)");
    // main time spent: the first period runs, and is kept
    assertThat(clocks.text("white", ARRIVED + 5_000)).isEqualTo("0:30 (3x30s)");
    assertThat(clocks.text("white", ARRIVED + 15_000)).isEqualTo("0:20 (3x30s)");
    // overrun: that period is used up, the next starts full
    assertThat(clocks.text("white", ARRIVED + 35_000)).isEqualTo("0:30 (2x30s)");
    assertThat(clocks.reading("white", ARRIVED + 94_999))
        .isEqualTo(new ClockFace.Reading(1, 1));
    // the last one overrun: the flag falls
    assertThat(clocks.reading("white", ARRIVED + 95_000)).isEqualTo(new ClockFace.Reading(0, 0));
    assertThat(clocks.text("white", ARRIVED + 200_000)).isEqualTo("0:00.0 (0x30s)");
    // a period is under a tenth of the 10:00 main time
    assertThat(clocks.low("white", ARRIVED + 15_000)).isTrue();
  }

  @Test
  void aDelayClockWaitsOutTheDelayBeforeItRuns() {
    ClockFace clocks = face("25d5", 1_500_000, 1_500_000, "black");

    assertThat(clocks.text("black", ARRIVED + 5_000)).isEqualTo("25:00");
    assertThat(clocks.text("black", ARRIVED + 8_000)).isEqualTo("24:57");
  }

  @Test
  void theStartingTimeOfEveryForm() {
    assertThat(TimeControlText.startingMillis("5+3")).isEqualTo(300_000);
    assertThat(TimeControlText.startingMillis("25d5")).isEqualTo(1_500_000);
    assertThat(TimeControlText.startingMillis("40/90+30,30+30")).isEqualTo(5_400_000);
    assertThat(TimeControlText.startingMillis("10b30x3")).isEqualTo(600_000);
    assertThat(TimeControlText.startingMillis("0.5+0")).isEqualTo(30_000);
    assertThat(TimeControlText.startingMillis("none")).isZero();
    assertThat(TimeControlText.startingMillis(null)).isZero();
    assertThat(TimeControlText.startingMillis("blitz")).isZero();
    assertThat(TimeControlText.delayMillis("25d5")).isEqualTo(5_000);
    assertThat(TimeControlText.delayMillis("5+3")).isZero();
  }

  @Test
  void typedWordsAndFields() {
    assertThat(TimeControlText.looksLikeOne("5+3")).isTrue();
    assertThat(TimeControlText.looksLikeOne("40/90+30,30+30")).isTrue();
    assertThat(TimeControlText.looksLikeOne("10b30x3")).isTrue();
    assertThat(TimeControlText.looksLikeOne("none")).isTrue();
    assertThat(TimeControlText.looksLikeOne("40")).isFalse();
    assertThat(TimeControlText.looksLikeOne("chess")).isFalse();
    assertThat(TimeControlText.wire("  5+3 ")).isEqualTo("5+3");
    assertThat(TimeControlText.wire("")).isNull();
    assertThat(TimeControlText.wire("none")).isNull();
    assertThat(TimeControlText.wire(null)).isNull();
  }
}
