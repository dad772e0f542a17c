package arbiter.director;

import arbiter.event.Refusal;
import arbiter.protocol.TimeControl;

/** The rule a tournament's clock must meet: readable, and long enough for a human to move. */
final class TournamentClock {

  /**
   * The shortest clock a tournament may set, as base time plus 40 increments: one minute (1+0,
   * 0.5+1), so nobody loses a tournament game on time before a human could move.
   */
  static final long MIN_FORTY_MOVES_MILLIS = 60_000;

  private TournamentClock() {}

  /** The control {@code time} names, refused when unreadable or shorter than the minimum. */
  static TimeControl of(String time) {
    TimeControl control;
    try {
      control = TimeControl.parse(time);
    } catch (IllegalArgumentException e) {
      throw new Refused(Refusal.BAD_TIME_CONTROL);
    }
    if (fortyMovesMillis(control) < MIN_FORTY_MOVES_MILLIS) {
      throw new Refused(Refusal.TOURNAMENT_TIME_MINIMUM, "", MIN_FORTY_MOVES_MILLIS / 1000);
    }
    return control;
  }

  /**
   * A player's time for a game of 40 moves on the first stage: base time plus 40 increments
   * (delays, byoyomi periods); untimed games have all the time there is.
   */
  static long fortyMovesMillis(TimeControl control) {
    if (control instanceof TimeControl.Fischer fischer) {
      return fischer.baseMillis() + 40 * fischer.incrementMillis();
    }
    if (control instanceof TimeControl.Delay delay) {
      return delay.baseMillis() + 40 * delay.delayMillis();
    }
    if (control instanceof TimeControl.Stages stages) {
      TimeControl.Stage first = stages.stages().get(0);
      return first.baseMillis() + 40 * first.incrementMillis();
    }
    if (control instanceof TimeControl.Byoyomi byoyomi) {
      return byoyomi.mainMillis() + 40 * byoyomi.periodMillis();
    }
    return Long.MAX_VALUE;
  }
}
