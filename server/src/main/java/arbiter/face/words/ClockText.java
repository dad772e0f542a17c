package arbiter.face.words;

import arbiter.game.ClockView;
import arbiter.rules.Side;

/** A remaining time as players read it: {@code 4:53}, {@code 1:02:03}, {@code 0:09.4} under 10 s. */
final class ClockText {

  private ClockText() {}

  /** A side's clock, with its byoyomi periods ({@code 0:00 (3x30s)}) in byoyomi. */
  static String of(ClockView clock, Side side) {
    String time = time(clock.remaining(side));
    if (clock.periodMillis() == 0) {
      return time;
    }
    return time + " (" + clock.periods(side) + "x" + clock.periodMillis() / 1000 + "s)";
  }

  /** Milliseconds as {@code h:mm:ss}, {@code m:ss}, or {@code 0:ss.t} under ten seconds. */
  static String time(long millis) {
    long clamped = Math.max(0, millis);
    if (clamped < 10_000) {
      return String.format("0:%02d.%d", clamped / 1000, clamped % 1000 / 100);
    }
    long seconds = clamped / 1000;
    long hours = seconds / 3600;
    if (hours > 0) {
      return String.format("%d:%02d:%02d", hours, seconds / 60 % 60, seconds % 60);
    }
    return String.format("%d:%02d", seconds / 60, seconds % 60);
  }
}
