package arbiter.client.clock;

import arbiter.protocol.GameState;
import java.util.Locale;

/**
 * A timed game's two clocks as a client shows them: the values of the last state, the running one
 * counted down with this client's own monotonic clock from the moment the state arrived here. The
 * server's {@code sentAt} is not used: two machines' clocks differ, a duration measured on one
 * does not. This is for display only; the server keeps time and its next state corrects any drift.
 *
 * <p>Past zero a byoyomi clock goes on into its periods as the server will: each overrun period is
 * used up, and the next starts full. A {@code 25d5} clock waits out the delay before it runs, as a
 * state arrives when a turn begins.
 */
public final class ClockFace {

  /** Below this a clock shows tenths and counts as low. */
  static final long TENTHS_BELOW = 10_000;

  private final GameState.Clock clock;
  private final long arrivedAt;
  private final long starting;
  private final long delay;

  /**
   * @param clock the clocks of a state
   * @param arrivedAt when the state arrived, in this client's monotonic milliseconds (the same
   *     time base as every {@code now} given later)
   */
  public ClockFace(GameState.Clock clock, long arrivedAt) {
    this.clock = clock;
    this.arrivedAt = arrivedAt;
    this.starting = TimeControlText.startingMillis(clock.control());
    this.delay = TimeControlText.delayMillis(clock.control());
  }

  /** This client's monotonic time in milliseconds: the time base of arrivals and of {@code now}. */
  public static long monotonicNow() {
    return System.nanoTime() / 1_000_000;
  }

  /** Whether a game ended because a flag fell: its reason is {@code time forfeit}. */
  public static boolean endedOnTime(GameState state) {
    return "time forfeit".equals(state.reason());
  }

  /** A state's clock face, or null when the game is untimed. */
  public static ClockFace of(GameState state, long arrivedAt) {
    return state.clock() == null ? null : new ClockFace(state.clock(), arrivedAt);
  }

  /** One side's clock at a moment: time left, and byoyomi periods left (0 in other controls). */
  public record Reading(long millis, int periods) {}

  /** The time control as text. */
  public String control() {
    return clock.control();
  }

  /** The side whose clock runs ({@code "white"} or {@code "black"}), or null when none does. */
  public String running() {
    return clock.running();
  }

  /** Whether this is a byoyomi clock (its text shows the periods). */
  public boolean byoyomi() {
    return clock.period() > 0;
  }

  /** Whether the side's clock is the one running. */
  public boolean runs(String side) {
    return side.equals(clock.running());
  }

  /** {@code side}'s clock at {@code now} (never below zero). */
  public Reading reading(String side, long now) {
    boolean white = side.equals("white");
    long value = Math.max(0, white ? clock.white() : clock.black());
    int periods = Math.max(0, white ? clock.whitePeriods() : clock.blackPeriods());
    if (!runs(side)) {
      return new Reading(value, periods);
    }
    long elapsed = Math.max(0, now - arrivedAt - delay);
    long left = value - elapsed;
    if (left > 0) {
      return new Reading(left, periods);
    }
    long period = clock.period();
    if (period <= 0 || periods == 0) {
      return new Reading(0, periods);
    }
    long overrun = -left;
    long used = overrun / period;
    if (used >= periods) {
      return new Reading(0, 0);
    }
    return new Reading(period - overrun % period, periods - (int) used);
  }

  /**
   * Whether {@code side}'s clock is low at {@code now}: under a tenth of the starting time, or
   * under ten seconds.
   */
  public boolean low(String side, long now) {
    long left = reading(side, now).millis();
    return left < TENTHS_BELOW || left * 10 < starting;
  }

  /** {@code side}'s clock as shown: {@code 4:53}, {@code 0:09.4}, {@code 0:25 (3x30s)}. */
  public String text(String side, long now) {
    Reading reading = reading(side, now);
    String time = format(reading.millis());
    if (!byoyomi()) {
      return time;
    }
    return time + " (" + reading.periods() + "x" + seconds(clock.period()) + "s)";
  }

  /**
   * Milliseconds as a clock shows them, rounded down: {@code 1:30:00}, {@code 4:53}, and tenths
   * under ten seconds ({@code 0:09.4}); below zero shows {@code 0:00.0}.
   */
  public static String format(long millis) {
    long left = Math.max(0, millis);
    if (left < TENTHS_BELOW) {
      long tenths = left / 100;
      return String.format(Locale.ROOT, "0:%02d.%d", tenths / 10, tenths % 10);
    }
    long seconds = left / 1000;
    long hours = seconds / 3600;
    return hours > 0
        ? String.format(Locale.ROOT, "%d:%02d:%02d", hours, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }

  private static String seconds(long millis) {
    return millis % 1000 == 0
        ? Long.toString(millis / 1000)
        : String.format(Locale.ROOT, "%.1f", millis / 1000.0);
  }
}
