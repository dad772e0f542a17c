package arbiter.client.clock;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time control as text ({@code 5+3}, {@code 25d5}, {@code 40/90+30,30+30}, {@code 10b30x3} or
 * {@code none}), read only as far as a client needs: the server parses and checks it, so a form
 * this does not know still goes out as typed.
 */
public final class TimeControlText {

  /** The forms, for help text and tool tips. */
  public static final String FORMS = "5+3 (minutes + seconds a move), 25d5 (delay),"
      + " 40/90+30,30+30 (stages), 10b30x3 (byoyomi)";

  /** The first stage's (or the main) minutes: after an optional {@code moves/}. */
  private static final Pattern STARTING = Pattern.compile("^(?:\\d+/)?(\\d+(?:\\.\\d+)?)");
  private static final Pattern DELAY = Pattern.compile("^\\d+(?:\\.\\d+)?d(\\d+(?:\\.\\d+)?)$");

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
    if (!timed(control)) {
      return 0;
    }
    Matcher matcher = STARTING.matcher(control.strip());
    return matcher.find() ? Math.round(Double.parseDouble(matcher.group(1)) * 60_000) : 0;
  }

  /** The delay of a {@code 25d5} control in milliseconds; 0 for every other control. */
  public static long delayMillis(String control) {
    if (!timed(control)) {
      return 0;
    }
    Matcher matcher = DELAY.matcher(control.strip());
    return matcher.matches() ? Math.round(Double.parseDouble(matcher.group(1)) * 1000) : 0;
  }
}
