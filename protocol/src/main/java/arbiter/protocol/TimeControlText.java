package arbiter.protocol;

import arbiter.protocol.TimeControl.Byoyomi;
import arbiter.protocol.TimeControl.Delay;
import arbiter.protocol.TimeControl.Fischer;
import arbiter.protocol.TimeControl.Stage;
import arbiter.protocol.TimeControl.Stages;
import arbiter.protocol.TimeControl.Untimed;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The text form of {@link TimeControl}s: parsing, the canonical form and the limits of both. */
final class TimeControlText {

  /** More base time than a day is a typing error, not a LAN game. */
  static final long MAX_BASE_MILLIS = 24L * 60 * 60 * 1000;

  /** An increment, delay or byoyomi period above an hour is as absurd. */
  static final long MAX_MOVE_MILLIS = 60L * 60 * 1000;

  /** Far above FIDE's 40 moves; also keeps the count an int. */
  static final int MAX_STAGE_MOVES = 1000;

  /** Shogi uses a handful; the cap keeps periods times the period small. */
  static final int MAX_PERIODS = 100;

  /** Longer text is no time control; the cap keeps hostile input cheap to refuse. */
  private static final int MAX_TEXT = 100;

  private static final BigDecimal MINUTE = BigDecimal.valueOf(60_000);
  private static final BigDecimal SECOND = BigDecimal.valueOf(1_000);

  /**
   * A minute count as canonical text prints it: a time that is no whole number of milliseconds a
   * third of a minute (1 s is 0.01666… minutes) needs this many places to read back exactly.
   */
  private static final int MINUTE_PLACES = 7;

  private static final String NUMBER = "(\\d{1,9}(?:\\.\\d{1,9})?)";
  private static final Pattern FISCHER = Pattern.compile(NUMBER + "(?:\\+" + NUMBER + ")?");
  private static final Pattern DELAY = Pattern.compile(NUMBER + "d" + NUMBER);
  private static final Pattern BYOYOMI =
      Pattern.compile(NUMBER + "b" + NUMBER + "(?:x(\\d{1,4}))?");
  private static final Pattern STAGE =
      Pattern.compile("(?:(\\d{1,4})/)?" + NUMBER + "(?:\\+" + NUMBER + ")?");

  private TimeControlText() {}

  static TimeControl parse(String text) {
    if (text == null) {
      return new Untimed();
    }
    String trimmed = ascii(text.strip().toLowerCase(Locale.ROOT));
    if (trimmed.isEmpty() || trimmed.equals("none")) {
      return new Untimed();
    }
    if (trimmed.length() > MAX_TEXT) {
      throw new IllegalArgumentException(TimeControl.FORMS);
    }
    try {
      return parseTimed(trimmed);
    } catch (IllegalArgumentException e) {
      // the records name what is wrong; the one-line answer to a player lists the forms instead
      throw new IllegalArgumentException(TimeControl.FORMS, e);
    }
  }

  /**
   * Any decimal digits as ASCII ({@code ۵+۳} is {@code 5+3}), and the Arabic decimal separator as a
   * point: a Persian keyboard types those, and the text commands read a number in any digits.
   */
  private static String ascii(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      int digit = Character.digit(c, 10);
      out.append(c == '\u066b' ? '.' : digit >= 0 && c > 127 ? (char) ('0' + digit) : c);
    }
    return out.toString();
  }

  private static TimeControl parseTimed(String text) {
    Matcher m;
    if ((m = DELAY.matcher(text)).matches()) {
      return new Delay(minutes(m.group(1)), seconds(m.group(2)));
    }
    if ((m = BYOYOMI.matcher(text)).matches()) {
      int periods = m.group(3) == null ? 1 : Integer.parseInt(m.group(3));
      return new Byoyomi(minutes(m.group(1)), periods, seconds(m.group(2)));
    }
    if ((m = FISCHER.matcher(text)).matches()) {
      // a bare stage without moves/: the whole game, i.e. Fischer (5 is 5+0)
      return new Fischer(minutes(m.group(1)), m.group(2) == null ? 0 : seconds(m.group(2)));
    }
    // split with limit -1 keeps empty stages (40/90+30, or ,30) so that they are refused
    String[] parts = text.split(",", -1);
    List<Stage> stages = new ArrayList<>();
    for (String part : parts) {
      if (!(m = STAGE.matcher(part)).matches()) {
        throw new IllegalArgumentException("not a stage: " + part);
      }
      int moves = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
      if (m.group(1) != null && moves == 0) {
        throw new IllegalArgumentException("0/ is no stage; the rest of the game has no moves/");
      }
      long increment = m.group(3) == null ? 0 : seconds(m.group(3));
      stages.add(new Stage(moves, minutes(m.group(2)), increment));
    }
    return new Stages(stages);
  }

  private static long minutes(String number) {
    return millis(number, MINUTE);
  }

  private static long seconds(String number) {
    return millis(number, SECOND);
  }

  /** Rounded to the millisecond: finer times are no use to a clock that counts milliseconds. */
  private static long millis(String number, BigDecimal unit) {
    // the pattern allows at most 9 + 9 digits, so the product fits a long
    return new BigDecimal(number).multiply(unit).setScale(0, RoundingMode.HALF_UP).longValueExact();
  }

  static String format(TimeControl control) {
    if (control instanceof Untimed) {
      return "none";
    }
    if (control instanceof Fischer f) {
      return minutesText(f.baseMillis()) + "+" + secondsText(f.incrementMillis());
    }
    if (control instanceof Delay d) {
      return minutesText(d.baseMillis()) + "d" + secondsText(d.delayMillis());
    }
    if (control instanceof Byoyomi b) {
      return minutesText(b.mainMillis()) + "b" + secondsText(b.periodMillis()) + "x" + b.periods();
    }
    StringJoiner text = new StringJoiner(",");
    for (Stage stage : ((Stages) control).stages()) {
      String moves = stage.moves() == 0 ? "" : stage.moves() + "/";
      text.add(
          moves + minutesText(stage.baseMillis()) + "+" + secondsText(stage.incrementMillis()));
    }
    return text.toString();
  }

  private static String minutesText(long millis) {
    BigDecimal minutes =
        BigDecimal.valueOf(millis).divide(MINUTE, MINUTE_PLACES, RoundingMode.HALF_UP);
    return minutes.stripTrailingZeros().toPlainString();
  }

  private static String secondsText(long millis) {
    return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
  }

  static void requireTime(String what, long millis, long max) {
    if (millis < 0 || millis > max) {
      throw new IllegalArgumentException(what + " must be 0 to " + max + " ms: " + millis);
    }
  }

  static void requirePositive(String what, long millis) {
    if (millis <= 0) {
      throw new IllegalArgumentException(what + " must be positive: " + millis);
    }
  }

  /** A player must have some time for the first move: 0+0 and 0+3 are refused. */
  static void requireFirstMoveTime(long millis) {
    requirePositive("the time for the first move", millis);
  }

  static void requireStageMoves(int moves) {
    if (moves < 0 || moves > MAX_STAGE_MOVES) {
      throw new IllegalArgumentException(
          "a stage has 1 to " + MAX_STAGE_MOVES + " moves, or 0 for the rest of the game");
    }
  }

  static void requirePeriods(int periods) {
    if (periods < 1 || periods > MAX_PERIODS) {
      throw new IllegalArgumentException("byoyomi has 1 to " + MAX_PERIODS + " periods");
    }
  }

  static void requireStages(List<Stage> stages) {
    if (stages.size() < 2) {
      throw new IllegalArgumentException("stages need two stages or more; one is Fischer");
    }
    long base = 0;
    for (int i = 0; i < stages.size(); i++) {
      boolean last = i == stages.size() - 1;
      if ((stages.get(i).moves() == 0) != last) {
        throw new IllegalArgumentException("only the last stage, and it always, is the rest");
      }
      base += stages.get(i).baseMillis();
    }
    requireTime("the stages' base", base, MAX_BASE_MILLIS);
    requireFirstMoveTime(stages.get(0).baseMillis());
  }
}
