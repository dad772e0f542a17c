package arbiter.face.ics;

import arbiter.protocol.TimeControl;

/**
 * A time control as FICS names it: whole minutes, an increment in seconds, and the category
 * ({@code untimed}, {@code lightning}, {@code blitz}, {@code standard}) that its expected length
 * gives, as FICS reckons it (minutes plus two thirds of the increment: under 3 lightning, under 15
 * blitz). Controls FICS has no words for (delay, stages, byoyomi) show their first period.
 */
record IcsTimeControl(long minutes, long increment, String category) {

  static final IcsTimeControl UNTIMED = new IcsTimeControl(0, 0, "untimed");

  /** The control whose Arbiter text this is ({@code null} or unreadable: untimed). */
  static IcsTimeControl of(String text) {
    TimeControl control;
    try {
      control = TimeControl.parse(text);
    } catch (IllegalArgumentException e) {
      return UNTIMED; // a stored control this build cannot read is shown as none
    }
    long base;
    long increment;
    if (control instanceof TimeControl.Fischer fischer) {
      base = fischer.baseMillis();
      increment = fischer.incrementMillis();
    } else if (control instanceof TimeControl.Delay delay) {
      base = delay.baseMillis();
      increment = delay.delayMillis();
    } else if (control instanceof TimeControl.Stages stages) {
      base = stages.stages().get(0).baseMillis();
      increment = stages.stages().get(0).incrementMillis();
    } else if (control instanceof TimeControl.Byoyomi byoyomi) {
      base = byoyomi.mainMillis();
      increment = 0;
    } else {
      return UNTIMED;
    }
    long minutes = base / 60_000;
    long seconds = increment / 1000;
    double expected = base / 60_000.0 + seconds * 2 / 3.0;
    String category = expected < 3 ? "lightning" : expected < 15 ? "blitz" : "standard";
    return new IcsTimeControl(minutes, seconds, category);
  }

  /** {@code 5 3}: the two numbers a challenge line gives. */
  String numbers() {
    return minutes + " " + increment;
  }
}
