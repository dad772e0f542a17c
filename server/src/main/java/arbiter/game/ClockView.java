package arbiter.game;

import arbiter.rules.Side;

/**
 * Both clocks of a timed game when a view was taken.
 *
 * @param control the time control's text
 * @param white white's remaining milliseconds (byoyomi: main time, then the period's)
 * @param running whose clock runs, {@code null} when none does
 * @param epochMillis the server's wall-clock time when the values were taken
 * @param periodMillis a byoyomi period's length, 0 in other controls
 */
public record ClockView(
    String control,
    long white,
    long black,
    Side running,
    long epochMillis,
    int whitePeriods,
    int blackPeriods,
    long periodMillis) {

  /** The remaining milliseconds of a side. */
  public long remaining(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /** The byoyomi periods a side has left. */
  public int periods(Side side) {
    return side == Side.WHITE ? whitePeriods : blackPeriods;
  }

  /** These clocks with neither running. */
  public ClockView stopped() {
    return new ClockView(control, white, black, null, epochMillis, whitePeriods, blackPeriods,
        periodMillis);
  }
}
