package arbiter.face.ics;

import arbiter.protocol.TimeControl;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A time control as FICS names it: whole minutes, an increment in seconds, and the category
 * ({@code untimed}, {@code lightning}, {@code blitz}, {@code standard}) that its expected length
 * gives, as FICS reckons it (minutes plus two thirds of the increment: under 3 lightning, under 15
 * blitz). Controls FICS has no words for (delay, stages, byoyomi) show their first period.
 *
 * <p>A base or increment that is not a whole number of minutes or seconds ({@code 0.5+0},
 * {@code 2+0.5}) is rounded up: style 12 carries the initial time as an integer of minutes, and
 * XBoard runs no clocks at all for {@code 0 0} (its {@code clockMode} is off when both numbers are
 * 0), while the remaining times the board line gives are exact, so the clocks shown are right and
 * only the nominal numbers are rounded. A control FICS has no words for, or one rounded, is
 * named by a line of its own ({@link #roundedNote()}): until session 21 a delay ({@code 25d5}),
 * stages or byoyomi reached an ICS user only as FICS's two numbers, which read as an increment.
 */
record IcsTimeControl(long minutes, long increment, String category, String note) {

  static final IcsTimeControl UNTIMED = new IcsTimeControl(0, 0, "untimed", null);
  /** Controls read already: every board line names its game's, and reading one is a regex. */
  private static final ConcurrentHashMap<String, IcsTimeControl> READ = new ConcurrentHashMap<>();
  /** The most controls kept: a few dozen are in use; a user's odd ones are read each time. */
  private static final int KEPT = 256;

  /** The control whose Arbiter text this is ({@code null} or unreadable: untimed). */
  static IcsTimeControl of(String text) {
    if (text == null) {
      return read(null);
    }
    IcsTimeControl known = READ.get(text);
    if (known == null) {
      known = read(text);
      if (READ.size() < KEPT) {
        READ.putIfAbsent(text, known);
      }
    }
    return known;
  }

  private static IcsTimeControl read(String text) {
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
    long minutes = (base + 59_999) / 60_000;
    long seconds = (increment + 999) / 1000;
    double expected = base / 60_000.0 + increment / 1000.0 * 2 / 3.0;
    String category = expected < 3 ? "lightning" : expected < 15 ? "blitz" : "standard";
    boolean whole = base % 60_000 == 0 && increment % 1000 == 0;
    String note;
    if (!(control instanceof TimeControl.Fischer)) {
      note = "The clock is " + control.text() + " (Arbiter's " + kind(control) + "): FICS's two"
          + " numbers above cannot say it, the clocks are exact.";
    } else {
      note = whole ? null : "The clock is " + control.text() + " (Arbiter's minutes+seconds): the"
          + " numbers above are rounded up to whole minutes and seconds, the clocks are exact.";
    }
    return new IcsTimeControl(minutes, seconds, category, note);
  }

  /** What Arbiter's notation of a control FICS cannot write says, in words. */
  private static String kind(TimeControl control) {
    if (control instanceof TimeControl.Delay) {
      return "minutes, then seconds of delay a move: no time is added";
    }
    if (control instanceof TimeControl.Stages) {
      return "stages, moves/minutes+increment";
    }
    return "minutes, then byoyomi periods";
  }

  /**
   * The line that follows a challenge or a game's creation whose control FICS's two numbers do not
   * give exactly, so that the user knows the real one; {@code null} when the numbers are exact.
   */
  String roundedNote() {
    return note;
  }

  /** {@code 5 3}: the two numbers a challenge line gives. */
  String numbers() {
    return minutes + " " + increment;
  }
}
