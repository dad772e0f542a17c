package arbiter.clock;

import arbiter.protocol.TimeControl;
import arbiter.protocol.TimeControl.Byoyomi;
import arbiter.protocol.TimeControl.Delay;
import arbiter.protocol.TimeControl.Fischer;
import arbiter.protocol.TimeControl.Stage;
import arbiter.protocol.TimeControl.Stages;
import arbiter.rules.Side;
import java.util.List;
import java.util.Objects;

/**
 * The two clocks of one timed game. The server is the only timekeeper: every method takes the
 * current time (monotonic milliseconds from the room's {@link Ticker}); nothing here reads a clock.
 * Not thread-safe: the game room confines it.
 *
 * <p>A flag falls when the time a move took is more than the time the mover had: a move made with
 * exactly the remaining time left still counts.
 */
public final class GameClock {

  private final TimeControl control;

  /** Remaining time of each side by {@link Side#ordinal()}: main time in byoyomi. */
  private final long[] remaining = new long[2];

  /** Byoyomi periods left; 0 in other controls. */
  private final int[] periods = new int[2];

  private final int[] moves = new int[2];

  /** Whether each side berserked: no increment (or delay) is added to its moves any more. */
  private final boolean[] berserked = new boolean[2];

  private Side running;

  /** When the running clock started; meaningless while none runs. */
  private long startedAt;

  /** A new game's clocks under {@code control}, {@code null} when it is untimed. */
  public static GameClock of(TimeControl control) {
    return control.timed() ? new GameClock(control) : null;
  }

  /** A clock for a game under {@code control} (which must be timed); no clock runs yet. */
  public GameClock(TimeControl control) {
    this.control = requireTimed(control);
    for (Side side : Side.values()) {
      remaining[side.ordinal()] = initialMillis(control);
      periods[side.ordinal()] = control instanceof Byoyomi b ? b.periods() : 0;
    }
  }

  private static TimeControl requireTimed(TimeControl control) {
    Objects.requireNonNull(control, "control");
    if (!control.timed()) {
      throw new IllegalArgumentException("an untimed game has no clock");
    }
    return control;
  }

  private static long initialMillis(TimeControl control) {
    if (control instanceof Fischer f) {
      return f.baseMillis();
    }
    if (control instanceof Delay d) {
      return d.baseMillis();
    }
    if (control instanceof Byoyomi b) {
      return b.mainMillis();
    }
    return ((Stages) control).stages().get(0).baseMillis();
  }

  /**
   * A clock restored after a restart: each side's remaining time and byoyomi periods, and how many
   * moves each side has made (for stages); no clock runs yet.
   *
   * @throws IllegalArgumentException for values this clock could not have had: negative ones, or
   *     periods other than 0 outside byoyomi and more than the control's in it
   */
  public static GameClock restored(TimeControl control, long whiteMillis, long blackMillis,
      int whitePeriods, int blackPeriods, int whiteMoves, int blackMoves) {
    GameClock clock = new GameClock(control);
    clock.restore(Side.WHITE, whiteMillis, whitePeriods, whiteMoves);
    clock.restore(Side.BLACK, blackMillis, blackPeriods, blackMoves);
    return clock;
  }

  /**
   * The time a berserk takes (lichess's rule, scalachess {@code Clock.berserkPenalty}): half the
   * initial (main) time, or nothing when the increment is large against it (less than 40
   * increments: 1+2 berserks to 1+0); 0 too when there is no initial time to halve.
   */
  public static long berserkPenaltyMillis(TimeControl control) {
    long initial = initialMillis(control);
    long increment = control instanceof Fischer f ? f.incrementMillis()
        : control instanceof Stages s ? s.stages().get(0).incrementMillis() : 0;
    return initial < 40 * increment ? 0 : initial / 2;
  }

  /**
   * A game's estimated length for one player under {@code control}, as lichess estimates a clock:
   * its initial time and 40 moves' increment (or delay, or byoyomi period).
   */
  public static long estimatedMillis(TimeControl control) {
    long perMove = control instanceof Fischer f ? f.incrementMillis()
        : control instanceof Delay d ? d.delayMillis()
        : control instanceof Byoyomi b ? b.periodMillis()
        : control instanceof Stages s ? s.stages().get(0).incrementMillis() : 0;
    return initialMillis(control) + 40 * perMove;
  }

  /**
   * Whether a player may berserk under {@code control}: a timed control with initial time (0+1
   * has nothing to halve, as on lichess).
   */
  public static boolean berserkable(TimeControl control) {
    return control.timed() && initialMillis(control) > 0;
  }

  /**
   * {@code side} berserks: {@link #berserkPenaltyMillis} leaves their clock, and from now on their
   * moves earn no increment (nor a delay). Returns the milliseconds taken.
   */
  public long berserk(Side side) {
    long penalty = berserkPenaltyMillis(control);
    remaining[side.ordinal()] = Math.max(0, remaining[side.ordinal()] - penalty);
    berserked[side.ordinal()] = true;
    return penalty;
  }

  /**
   * Marks {@code side} as berserked without taking time again: a clock restored after a restart,
   * whose stored time already lacks the penalty.
   */
  public void berserked(Side side) {
    berserked[side.ordinal()] = true;
  }

  /** Whether {@code side} berserked in this game. */
  public boolean isBerserked(Side side) {
    return berserked[side.ordinal()];
  }

  private void restore(Side side, long millis, int periodsLeft, int movesMade) {
    int most = control instanceof Byoyomi b ? b.periods() : 0;
    if (millis < 0 || periodsLeft < 0 || periodsLeft > most || movesMade < 0) {
      throw new IllegalArgumentException("no " + control.text() + " clock has " + side.label()
          + " at " + millis + " ms, " + periodsLeft + " periods, " + movesMade + " moves");
    }
    remaining[side.ordinal()] = millis;
    periods[side.ordinal()] = periodsLeft;
    moves[side.ordinal()] = movesMade;
  }

  public TimeControl control() {
    return control;
  }

  /**
   * Starts (or restarts) the clock of {@code side} at {@code now}; the other one stops. A clock
   * that was running is charged up to {@code now} first (as {@link #stop} does): no time is lost.
   */
  public void start(Side side, long now) {
    Objects.requireNonNull(side, "side");
    stop(now);
    running = side;
    startedAt = now;
  }

  /** Stops both clocks at {@code now} (the game is over), charging the running side. */
  public void stop(long now) {
    if (running == null) {
      return;
    }
    Charge charge = charge(running, chargeable(running, now - startedAt));
    // past its flag the side simply has nothing left: the room decides what the flag means
    remaining[running.ordinal()] = charge == null ? 0 : charge.remaining;
    periods[running.ordinal()] = charge == null ? 0 : charge.periods;
    running = null;
  }

  /**
   * Adds {@code millis} to the remaining (main) time of {@code side}: an arbiter's gift. A running
   * clock runs on from its start, so its flag falls that much later.
   */
  public void give(Side side, long millis) {
    remaining[side.ordinal()] += millis;
  }

  /** The side whose clock runs, or {@code null}. */
  public Side running() {
    return running;
  }

  /**
   * The running side moved at {@code now}: charges it the time since its clock started less {@code
   * creditMillis} (lag compensation, never below zero), then applies the control (increment,
   * delay, stage, byoyomi period) and starts the opponent's clock.
   *
   * @return false if the mover's time had run out before the move (the flag fell): then nothing
   *     changes and the game is lost on time
   * @throws IllegalStateException if no clock runs
   */
  public boolean moved(long now, long creditMillis) {
    return moved(now, now, creditMillis);
  }

  /**
   * {@link #moved(long, long)} for a move that arrived at {@code arrivedAt} and is made at {@code
   * now}: the mover is charged up to its arrival (never before their clock started, never after
   * {@code now}), the opponent's clock starts at {@code now}.
   */
  public boolean moved(long arrivedAt, long now, long creditMillis) {
    if (running == null) {
      throw new IllegalStateException("no clock runs");
    }
    Side mover = running;
    int index = mover.ordinal();
    // a negative credit would charge the mover for the server's lag: it counts as none
    long at = Math.min(now, Math.max(startedAt, arrivedAt));
    long took = Math.max(0, at - startedAt - Math.max(0, creditMillis));
    Charge charge = charge(mover, chargeable(mover, took));
    if (charge == null) {
      return false;
    }
    long left = charge.remaining;
    boolean increments = !berserked[index]; // a berserk gives the increment up
    if (control instanceof Fischer f && increments) {
      left += f.incrementMillis();
    } else if (control instanceof Stages s) {
      List<Stage> stages = s.stages();
      int stage = stageOf(stages, moves[index]);
      left += increments ? stages.get(stage).incrementMillis() : 0;
      int next = stageOf(stages, moves[index] + 1);
      if (next != stage) {
        left += stages.get(next).baseMillis();
      }
    }
    remaining[index] = left;
    periods[index] = charge.periods;
    moves[index]++;
    running = mover.opponent();
    startedAt = now;
    return true;
  }

  /** The stage a side is in after {@code made} moves of its own. */
  private static int stageOf(List<Stage> stages, int made) {
    int end = 0;
    for (int i = 0; i < stages.size() - 1; i++) {
      end += stages.get(i).moves();
      if (made < end) {
        return i;
      }
    }
    return stages.size() - 1;
  }

  /** The part of {@code took} milliseconds the clock counts: the delay is free (unless berserked). */
  private long chargeable(Side side, long took) {
    return Math.max(0, took - delayOf(side));
  }

  /** The delay {@code side}'s moves have: none after a berserk. */
  private long delayOf(Side side) {
    return control instanceof Delay d && !berserked[side.ordinal()] ? d.delayMillis() : 0;
  }

  /** A side's time after a charge: main time and byoyomi periods. */
  private record Charge(long remaining, int periods) {}

  /**
   * What is left of {@code side}'s time after {@code millis} of it are used, or null if that is
   * more than it had (its flag fell).
   */
  private Charge charge(Side side, long millis) {
    long main = remaining[side.ordinal()];
    int periodsLeft = periods[side.ordinal()];
    if (millis <= main) {
      return new Charge(main - millis, periodsLeft);
    }
    if (!(control instanceof Byoyomi b)) {
      return null;
    }
    // the time beyond main time runs in periods: finishing within one keeps it, and every full
    // period overrun before that uses one up (exactly one period's time still fits)
    long beyond = millis - main;
    long overrun = (beyond - 1) / b.periodMillis();
    if (overrun >= periodsLeft) {
      return null;
    }
    return new Charge(0, periodsLeft - (int) overrun);
  }

  /** How long the running clock has run at {@code now} since it started; -1 when none runs. */
  public long runningFor(long now) {
    return running == null ? -1 : now - startedAt;
  }

  /** Whether the running side's time has run out at {@code now}. */
  public boolean flagged(long now) {
    return running != null && untilFlag(now) == 0;
  }

  /**
   * Milliseconds from {@code now} until the running side's flag falls (0 if it has), or {@code
   * Long.MAX_VALUE} when no clock runs: when the room's flag timer is due. The flag falls the
   * first millisecond its time is exceeded: {@link #flagged} is true at {@code now +
   * untilFlag(now)} and false a millisecond before.
   */
  public long untilFlag(long now) {
    if (running == null) {
      return Long.MAX_VALUE;
    }
    long flagAt = startedAt + allowance(running) + 1;
    return Math.max(0, flagAt - now);
  }

  /** How long the running side may think from its clock's start before its flag falls. */
  private long allowance(Side side) {
    long millis = remaining[side.ordinal()] + delayOf(side);
    if (control instanceof Byoyomi b) {
      millis += periods[side.ordinal()] * b.periodMillis();
    }
    return millis;
  }

  /**
   * Remaining time of {@code side} at {@code now}, counting the running clock down: main time in
   * byoyomi (then the current period's time once main time is spent), never negative. In delay the
   * clock stands still during the delay.
   */
  public long remaining(Side side, long now) {
    int index = side.ordinal();
    long main = remaining[index];
    long used = side == running ? chargeable(side, Math.max(0, now - startedAt)) : 0;
    if (!(control instanceof Byoyomi b)) {
      return Math.max(0, main - used);
    }
    if (used < main) {
      return main - used;
    }
    // main time is spent: the time left in the period that runs now, whose last millisecond still
    // counts as in it (see charge)
    long beyond = used - main;
    long period = b.periodMillis();
    if (beyond >= periods[index] * period) {
      return 0;
    }
    return beyond == 0 ? period : period - 1 - (beyond - 1) % period;
  }

  /** Byoyomi periods {@code side} has left (0 in other controls), as of its last move. */
  public int periods(Side side) {
    return periods[side.ordinal()];
  }

  /** Moves {@code side} has made on this clock (stages count them). */
  public int moves(Side side) {
    return moves[side.ordinal()];
  }
}
