package arbiter.game;

import java.util.function.LongSupplier;

/**
 * How long a player who dropped keeps their game before the opponent may claim it.
 *
 * @param graceMillis the wait after a disconnection (or a restart of the server)
 * @param clock the time in milliseconds; a parameter so tests need not wait for real time
 */
public record Absence(long graceMillis, LongSupplier clock) {

  /** The server's default: two minutes of wall-clock time. */
  public static final Absence DEFAULT = new Absence(120_000, System::currentTimeMillis);

  /** Milliseconds until a player gone since {@code goneSince} may be claimed against; 0 if now. */
  long remaining(long goneSince) {
    return Math.max(0, goneSince + graceMillis - clock.getAsLong());
  }

  long now() {
    return clock.getAsLong();
  }
}
