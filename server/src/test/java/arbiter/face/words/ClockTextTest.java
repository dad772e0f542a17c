package arbiter.face.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A clock's time written by hand exactly as the format patterns it replaced wrote it. */
class ClockTextTest {

  @Test
  void writesWhatTheFormatPatternsWrote() {
    long[] samples = {-5, 0, 99, 100, 9_999, 10_000, 59_999, 60_000, 61_000, 599_000, 3_599_999,
        3_600_000, 3_661_000, 36_000_000, 360_000_000};
    for (long millis : samples) {
      assertThat(ClockText.time(millis)).as("%d ms", millis).isEqualTo(formatted(millis));
    }
    for (long millis = 0; millis < 4_000_000; millis += 997) {
      assertThat(ClockText.time(millis)).as("%d ms", millis).isEqualTo(formatted(millis));
    }
  }

  private static String formatted(long millis) {
    long clamped = Math.max(0, millis);
    if (clamped < 10_000) {
      return String.format(Locale.ROOT, "0:%02d.%d", clamped / 1000, clamped % 1000 / 100);
    }
    long seconds = clamped / 1000;
    long hours = seconds / 3600;
    if (hours > 0) {
      return String.format(Locale.ROOT, "%d:%02d:%02d", hours, seconds / 60 % 60, seconds % 60);
    }
    return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }
}
