package arbiter.client.clock;

import arbiter.protocol.TimeControl;

/**
 * A time control as text ({@code 5+3}, {@code 25d5}, {@code 40/90+30,30+30}, {@code 10b30x3} or
 * {@code none}) as a client types and shows it; read by the protocol's {@link TimeControl}, which
 * the server checks with too, so what the client types goes out as typed.
 */
public final class TimeControlText {

  /** The forms, for help text and tool tips. */
  public static final String FORMS = "5+3 (minutes + seconds a move), 25d5 (delay),"
      + " 40/90+30,30+30 (stages), 10b30x3 (byoyomi)";

  private TimeControlText() {}

  /** Whether the text names a timed control: not null, blank or {@code none}. */
  public static boolean timed(String control) {
    return control != null && !control.isBlank() && !control.strip().equalsIgnoreCase("none");
  }

  /**
   * Whether a typed word is meant as a time control rather than a move limit (digits only) or a
   * variant (letters): it starts with a digit and has more than digits.
   */
  public static boolean looksLikeOne(String word) {
    return word.equalsIgnoreCase("none")
        || (!word.isEmpty() && Character.isDigit(word.charAt(0))
            && !word.chars().allMatch(Character::isDigit));
  }

  /** What a typed field means on the wire: null for untimed, else the stripped text. */
  public static String wire(String typed) {
    return timed(typed) ? typed.strip() : null;
  }

  /**
   * The time each side starts with in milliseconds: the base of {@code 5+3} and {@code 25d5}, the
   * first stage's of {@code 40/90+30,...}, the main time of {@code 10b30x3}; 0 when untimed or
   * unreadable.
   */
  public static long startingMillis(String control) {
    TimeControl read = read(control);
    if (read instanceof TimeControl.Fischer fischer) {
      return fischer.baseMillis();
    }
    if (read instanceof TimeControl.Delay delay) {
      return delay.baseMillis();
    }
    if (read instanceof TimeControl.Stages stages) {
      return stages.stages().get(0).baseMillis();
    }
    return read instanceof TimeControl.Byoyomi byoyomi ? byoyomi.mainMillis() : 0;
  }

  /** The delay of a {@code 25d5} control in milliseconds; 0 for every other control. */
  public static long delayMillis(String control) {
    return read(control) instanceof TimeControl.Delay delay ? delay.delayMillis() : 0;
  }

  /** The control as the protocol reads it, or untimed when it is none it knows. */
  private static TimeControl read(String control) {
    try {
      return TimeControl.parse(control);
    } catch (IllegalArgumentException e) {
      return new TimeControl.Untimed();
    }
  }
}
