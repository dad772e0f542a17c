package arbiter.game;

import arbiter.event.AnswerEvent;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A timed game's flags: the timer that finds one down, the move that came too late, and the
 * ending a fallen flag makes. Confined to the room's thread.
 */
final class FlagWatch {

  /** How long a flag whose end could not be stored waits before it is tried again. */
  private static final long RETRY_MILLIS = 1000;

  private final RoomGame game;
  private final Seating seating;
  private final GameRecorder recorder;
  private final Finisher finisher;

  FlagWatch(RoomGame game, Seating seating, GameRecorder recorder, Finisher finisher) {
    this.game = game;
    this.seating = seating;
    this.recorder = recorder;
    this.finisher = finisher;
  }

  /** Starts the clock of the side to move, and the timer that drops its flag. */
  void start() {
    if (game.clock != null) {
      game.clock.start(game.match().mover());
    }
  }

  /** The flag timer is due: the game ends on time, unless a move came first. */
  CompletionStage<Progress> due() {
    RoomClock clock = game.clock;
    if (game.over() || clock == null || clock.running() == null) {
      return CompletableFuture.completedFuture(Progress.NONE);
    }
    if (!clock.flagged()) {
      clock.arm(); // a move came in between and rearmed it, or the timer woke early
      return CompletableFuture.completedFuture(Progress.NONE);
    }
    return fell(clock.running(), false);
  }

  /** Charges the mover the move's time; false when their time had run out before the move came. */
  boolean outOfTime(Seat mover) {
    return game.clock != null && !game.clock.moved(mover.lagMillis(), mover.arrivedAt());
  }

  /**
   * The flag of {@code flagged} fell: they lose on time, unless the opponent could not win by any
   * series of legal moves (a draw), or they never came to a game the server arranged (an absence).
   *
   * @param byMove whether a move that came too late found it (it is answered with the end it met)
   */
  CompletionStage<Progress> fell(Side flagged, boolean byMove) {
    Side opponent = flagged.opponent();
    Ending ending;
    if (!seating.arrived(flagged)) {
      ending = seating.arrived(opponent)
          ? new Ending(opponent, Termination.ABSENT) : new Ending(null, Termination.BOTH_ABSENT);
    } else if (!game.match().position().canWin(opponent)) {
      ending = new Ending(null, Termination.TIME_FORFEIT);
    } else {
      ending = new Ending(opponent, Termination.TIME_FORFEIT);
    }
    Match over = game.match().end(ending);
    return recorder.afterStored(recorder.store(over, null, ending, game.clock), () -> {
      game.clock.retryIn(RETRY_MILLIS); // the flag stays down: the timer tries the store again
      return byMove ? Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED)) : Progress.NONE;
    }, () -> finisher.announced(over, flagged));
  }
}
