package arbiter.game;

import arbiter.clock.GameClock;
import arbiter.clock.Ticker;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;

/**
 * A timed game's clocks as its room keeps them: the time from the room's ticker, the timer that
 * drops a flag the moment it falls, the lag credit, and the way back when a move is undone.
 * Confined to the room's thread, as the room is.
 */
final class RoomClock {

  /** The most a move's time is credited for the mover's lag, whatever their connection. */
  static final long MAX_LAG_CREDIT_MILLIS = 500;

  private final Ticker ticker;
  /** Hands the flag check to the room's own thread when the timer is due. */
  private final Runnable flagDue;
  private GameClock clock;
  private Ticker.Cancellable timer;
  /** The control {@link #text} was written for: its text went through BigDecimal every view. */
  private TimeControl written;
  private String text;
  /** The store is down: the clocks stand still, and a failed move's way back does not start them. */
  private boolean frozen;

  RoomClock(GameClock clock, Ticker ticker, Runnable flagDue) {
    this.clock = clock;
    this.ticker = ticker;
    this.flagDue = flagDue;
  }

  /** The time control's text. */
  String control() {
    if (clock.control() != written) {
      written = clock.control();
      text = written.text();
    }
    return text;
  }

  /** Starts the clock of {@code side} now, and the timer that drops its flag. */
  void start(Side side) {
    clock.start(side, ticker.now());
    arm();
  }

  /** (Re)sets the flag timer to the moment the running side's time runs out. */
  void arm() {
    cancelTimer();
    long until = clock.untilFlag(ticker.now());
    if (until != Long.MAX_VALUE) {
      timer = ticker.schedule(flagDue, until);
    }
  }

  /** Checks the flag again after {@code millis} (its end could not be stored yet). */
  void retryIn(long millis) {
    cancelTimer();
    timer = ticker.schedule(flagDue, millis);
  }

  /** Whose clock runs, or {@code null}. */
  Side running() {
    return clock.running();
  }

  /** How long the running clock has run since it started; -1 when none runs. */
  long runningFor() {
    return clock.runningFor(ticker.now());
  }

  /** Whether the running side's time has run out. */
  boolean flagged() {
    return clock.flagged(ticker.now());
  }

  /**
   * The running side's move, which reached the server at {@code arrivedAt} (-1: now), is made now:
   * charges it the move's time up to its arrival less its lag (capped), and starts the opponent's
   * clock now, when the move is shown; false when its time had run out before the move came
   * (nothing changes). The time the server took to get round to the move is charged to nobody.
   */
  boolean moved(long lagMillis, long arrivedAt) {
    long credit = Math.min(Math.max(0, lagMillis), MAX_LAG_CREDIT_MILLIS);
    long now = ticker.now();
    return clock.moved(arrivedAt < 0 ? now : arrivedAt, now, credit);
  }

  /** Gives {@code side} {@code millis} more, and moves the flag timer accordingly. */
  void give(Side side, long millis) {
    clock.give(side, millis);
    if (clock.running() != null) {
      arm();
    }
  }

  /** {@code side} berserks (see {@link GameClock#berserk}), and the flag timer follows. */
  void berserk(Side side) {
    clock.berserk(side);
    if (clock.running() != null) {
      arm();
    }
  }

  /** The milliseconds a berserk takes under this clock's control. */
  long berserkPenalty() {
    return GameClock.berserkPenaltyMillis(clock.control());
  }

  /** Whether a player may berserk under this clock's control (it has initial time to halve). */
  boolean berserkable() {
    return GameClock.berserkable(clock.control());
  }

  /** The game is over or paused: both clocks stop, and so does the timer. */
  void stop() {
    clock.stop(ticker.now());
    cancelTimer();
  }

  /**
   * The store could not take moves from {@code at} on (the ticker's time, not in the future): both
   * clocks stop as they stood then, or at the running clock's start if that came later, and stay
   * stopped (a failed move's way back included) until {@link #thaw}.
   */
  void freeze(long at) {
    long now = ticker.now();
    long started = now - Math.max(0, clock.runningFor(now));
    clock.stop(Math.min(now, Math.max(at, started)));
    cancelTimer();
    frozen = true;
  }

  /** The store takes moves again: the clocks may start (the room starts the mover's). */
  void thaw() {
    frozen = false;
  }

  /** The remaining time of {@code side} now. */
  long remaining(Side side) {
    return clock.remaining(side, ticker.now());
  }

  /** The byoyomi periods {@code side} has left. */
  int periods(Side side) {
    return clock.periods(side);
  }

  /**
   * How to put the clocks back as they stand now: a move that could not be stored is undone, and
   * the time its mover used stays used; the running one runs on from when they are put back, so
   * the time the server took to fail (a database that does not answer) is charged to nobody.
   */
  Runnable checkpoint() {
    Side running = clock.running();
    if (running == null) {
      return () -> { };
    }
    long now = ticker.now();
    GameClock saved = GameClock.restored(clock.control(), clock.remaining(Side.WHITE, now),
        clock.remaining(Side.BLACK, now), clock.periods(Side.WHITE), clock.periods(Side.BLACK),
        clock.moves(Side.WHITE), clock.moves(Side.BLACK));
    for (Side side : Side.values()) {
      if (clock.isBerserked(side)) {
        saved.berserked(side);
      }
    }
    return () -> {
      clock = saved;
      if (!frozen) {
        clock.start(running, ticker.now());
        arm();
      }
    };
  }

  /** Both clocks now, as the faces show them. */
  ClockView view() {
    long now = ticker.now();
    long period = clock.control() instanceof TimeControl.Byoyomi byoyomi ? byoyomi.periodMillis() : 0;
    return new ClockView(control(), clock.remaining(Side.WHITE, now),
        clock.remaining(Side.BLACK, now), clock.running(), ticker.epochMillis(),
        clock.periods(Side.WHITE), clock.periods(Side.BLACK), period);
  }

  private void cancelTimer() {
    if (timer != null) {
      timer.cancel();
      timer = null;
    }
  }
}
