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

  /**
   * Milliseconds as {@code h:mm:ss}, {@code m:ss}, or {@code 0:ss.t} under ten seconds: written by
   * hand, as {@code String.format("%d:%02d")} wrote them (ASCII digits), without parsing a
   * pattern twice a move.
   */
  static String time(long millis) {
    long clamped = Math.max(0, millis);
    StringBuilder out = new StringBuilder(16);
    if (clamped < 10_000) {
      return twoDigits(out.append("0:"), clamped / 1000).append('.').append(clamped % 1000 / 100)
          .toString();
    }
    long seconds = clamped / 1000;
    long hours = seconds / 3600;
    if (hours > 0) {
      twoDigits(out.append(hours).append(':'), seconds / 60 % 60).append(':');
    } else {
      out.append(seconds / 60).append(':');
    }
    return twoDigits(out, seconds % 60).toString();
  }

  /** A number under 100 in at least two digits, as {@code %02d} writes it. */
  private static StringBuilder twoDigits(StringBuilder out, long number) {
    return (number < 10 ? out.append('0') : out).append(number);
  }
}
