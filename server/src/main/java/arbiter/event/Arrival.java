package arbiter.event;

/** Why a game is shown. */
public enum Arrival {
  /** The game has just started. */
  STARTED,
  /** A game started at one console (seed 002): only the start is announced. */
  STARTED_HERE,
  /** The player comes back to it (login, a restart, a queued game). */
  RESUMED,
  /** A spectator starts watching. */
  OBSERVING
}
