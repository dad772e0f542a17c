package arbiter.engine;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How long to think about one move on a clock: aim at {@code clock / 30 + increment / 2}, start no
 * new iteration after half of it, and stop hard at twice the aim but never past a quarter of what
 * is left after a reserve for the server's own delays. Without increment the clock shrinks by at
 * most a fifteenth a move, so a game at 1+0 lasts 150 moves even if every move ran to its hard
 * limit; with less than the reserve left the bot plays its first iteration's move at once.
 */
public final class TimeBudget {

  /** Kept back for the way from the decision to the clock's stop (the server, the network). */
  static final long RESERVE_MILLIS = 30;

  private TimeBudget() {}

  /** The search limits of one move with {@code clock}, on {@code nanoClock}. */
  public static SearchLimits of(ClockState clock, LongSupplier nanoClock) {
    long usable = Math.max(0, clock.remainingMillis() - RESERVE_MILLIS);
    long aim = usable / 30 + clock.incrementMillis() / 2;
    long hard = Math.min(2 * aim, usable / 4);
    long soft = Math.min(aim, hard) / 2;
    return SearchLimits.time(
        TimeUnit.MILLISECONDS.toNanos(soft), TimeUnit.MILLISECONDS.toNanos(hard), nanoClock);
  }
}
