package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.protocol.TimeControl.Byoyomi;
import arbiter.protocol.TimeControl.Delay;
import arbiter.protocol.TimeControl.Fischer;
import arbiter.protocol.TimeControl.Stage;
import arbiter.protocol.TimeControl.Stages;
import arbiter.protocol.TimeControl.Untimed;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class TimeControlTest {

  private static final long MINUTE = 60_000;
  private static final long SECOND = 1_000;

  /** A Persian keyboard types Persian digits: the time control is the same as in ASCII. */
  @Test
  void persianAndArabicDigitsReadAsTheirNumbers() {
    assertThat(TimeControl.parse("۵+۳")).isEqualTo(TimeControl.parse("5+3"));
    assertThat(TimeControl.parse("۵+۳").text()).isEqualTo("5+3");
    assertThat(TimeControl.parse("٢٥d٥")).isEqualTo(TimeControl.parse("25d5"));
    assertThat(TimeControl.parse("۰٫۵+۱")).isEqualTo(TimeControl.parse("0.5+1"));
    assertThat(TimeControl.parse("۱۰b۳۰x۳")).isEqualTo(TimeControl.parse("10b30x3"));
  }

  @Test
  void fischer() {
    assertThat(TimeControl.parse("5+3")).isEqualTo(new Fischer(5 * MINUTE, 3 * SECOND));
    assertThat(TimeControl.parse("90+30")).isEqualTo(new Fischer(90 * MINUTE, 30 * SECOND));
  }

  @Test
  void delay() {
    assertThat(TimeControl.parse("25d5")).isEqualTo(new Delay(25 * MINUTE, 5 * SECOND));
  }

  @Test
  void stages() {
    assertThat(TimeControl.parse("40/90+30,30+30"))
        .isEqualTo(new Stages(List.of(
            new Stage(40, 90 * MINUTE, 30 * SECOND), new Stage(0, 30 * MINUTE, 30 * SECOND))));
  }

  @Test
  void stagesWithoutIncrements() {
    assertThat(TimeControl.parse("40/120,20/60,15"))
        .isEqualTo(new Stages(List.of(new Stage(40, 120 * MINUTE, 0),
            new Stage(20, 60 * MINUTE, 0), new Stage(0, 15 * MINUTE, 0))));
  }

  @Test
  void byoyomi() {
    assertThat(TimeControl.parse("10b30x3")).isEqualTo(new Byoyomi(10 * MINUTE, 3, 30 * SECOND));
  }

  @Test
  void byoyomiWithoutACountHasOnePeriod() {
    assertThat(TimeControl.parse("10b30")).isEqualTo(new Byoyomi(10 * MINUTE, 1, 30 * SECOND));
  }

  @Test
  void byoyomiMayHaveNoMainTime() {
    assertThat(TimeControl.parse("0b30x5")).isEqualTo(new Byoyomi(0, 5, 30 * SECOND));
  }

  @Test
  void fractionalMinutesAndSeconds() {
    assertThat(TimeControl.parse("0.5+0")).isEqualTo(new Fischer(30 * SECOND, 0));
    assertThat(TimeControl.parse("0.05+0.25")).isEqualTo(new Fischer(3 * SECOND, 250));
    assertThat(TimeControl.parse("1.5d2.5")).isEqualTo(new Delay(90 * SECOND, 2_500));
    assertThat(TimeControl.parse("0.25b0.5x2")).isEqualTo(new Byoyomi(15 * SECOND, 2, 500));
  }

  @Test
  void aBareNumberOfMinutesIsFischerWithoutIncrement() {
    assertThat(TimeControl.parse("5")).isEqualTo(new Fischer(5 * MINUTE, 0));
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "  ", "none", "NONE", " none "})
  void untimed(String text) {
    TimeControl control = TimeControl.parse(text);
    assertThat(control).isEqualTo(new Untimed());
    assertThat(control.timed()).isFalse();
    assertThat(control.text()).isEqualTo("none");
  }

  @ParameterizedTest
  @ValueSource(strings = {"5+3", "90+30", "0.5+0", "1.5+0.25", "25d5", "0d5", "40/90+30,30+30",
      "40/120+0,20/60+0,15+0", "10b30x3", "0b30x1", "1440+0", "none"})
  void canonicalTextReadsBack(String text) {
    TimeControl control = TimeControl.parse(text);
    assertThat(control.text()).isEqualTo(text);
    assertThat(control.timed()).isEqualTo(!text.equals("none"));
    assertThat(TimeControl.parse(control.text())).isEqualTo(control);
  }

  @ParameterizedTest
  @CsvSource({
    "5, 5+0",
    "05+03, 5+3",
    "5+3.000, 5+3",
    "' 5+3 ', 5+3",
    "25D5, 25d5",
    "10b30, 10b30x1",
    "'40/90,30', '40/90+0,30+0'",
    "0.50+0, 0.5+0",
  })
  void textIsCanonical(String written, String canonical) {
    assertThat(TimeControl.parse(written).text()).isEqualTo(canonical);
  }

  @Test
  void timesThatAreNoWholeThirdOfAMinuteStillReadBack() {
    // 1 s is 1/60 of a minute: no finite decimal, so the text rounds and parse rounds back
    for (TimeControl control : List.of(new Fischer(1_000, 0), new Fischer(61_001, 1),
        new Delay(59_999, 7), new Byoyomi(1, 1, 1))) {
      assertThat(TimeControl.parse(control.text())).isEqualTo(control);
    }
    assertThat(new Fischer(1_000, 0).text()).isEqualTo("0.0166667+0");
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "0+0", "0+3", "0d0", "0b0x3", "0b30x0", "0.0000001+0", // no time for the first move
    "-5+3", "5+-3", "5-3", "-1", // negative
    "1441+0", "1440.01+0", "5+3601", "25d3601", "10b3601", "10b30x101", // absurd
    "40/1000+0,1000+0", "1001/90,30", // absurd stages: more than 24 h in all, too many moves
    "abc", "5+", "+3", "5++3", "5+3+1", "5 + 3", "5,3", ".5+0", "5.+0", "1e3+0", "5m+3",
    "25d", "d5", "10b", "10bx3", "10b30x", "10b30x1.5", "10b30y3", "nonee", "untimed",
    "40/90+30", "40/90+30,20/60", "90+30,30+30", "40/90+30,,30+30", "40/90+30,", ",30+30",
    "0/90+30,30+30", "40/90+30,0/30", "/90+30,30", "40//90,30", "40.5/90,30",
    "1234567890+0", "5+1234567890", "0.1234567891+0",
  })
  void malformedOrAbsurdTextIsRefusedWithTheForms(String text) {
    assertThatThrownBy(() -> TimeControl.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(TimeControl.FORMS);
  }

  @Test
  void overlongTextIsRefusedWithTheForms() {
    assertThatThrownBy(() -> TimeControl.parse("1,".repeat(10_000) + "1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(TimeControl.FORMS);
  }

  @Test
  void theRecordsRefuseWhatParseRefuses() {
    assertThatThrownBy(() -> new Fischer(0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Delay(-1, 5_000)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Byoyomi(MINUTE, 0, 30 * SECOND))
        .isInstanceOf(IllegalArgumentException.class);
    // one stage is Fischer; the last stage must be the rest of the game
    assertThatThrownBy(() -> new Stages(List.of(new Stage(0, MINUTE, 0))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Stages(List.of(new Stage(40, MINUTE, 0), new Stage(20, 0, 0))))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
