package arbiter.game;

import arbiter.clock.Ticker;
import arbiter.event.Audience.At;
import arbiter.event.DomainEvent;
import arbiter.event.Progress;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Why a timed game's clocks stand still while it is not over: after a restart it waits for both
 * players (or for its grace to run out) before the side to move's clock starts, so that nobody
 * is charged for the time it takes to come back. Confined to the room's thread.
 */
final class ClockHold {

  private final RoomGame game;
  private final Seating seating;
  private final FlagWatch flags;
  private final Ticker ticker;
  private boolean waiting;
  /** When the wait ends whoever is back, in the ticker's milliseconds. */
  private long graceEndsAt;
  private Ticker.Cancellable graceTimer;

  ClockHold(RoomGame game, Seating seating, FlagWatch flags, Ticker ticker) {
    this.game = game;
    this.seating = seating;
    this.flags = flags;
    this.ticker = ticker;
  }

  /**
   * The game was taken up after a restart: its clocks wait for both players, at most {@code
   * graceMillis}; {@code graceDue} hands the end of the wait to the room's thread.
   */
  void waitForPlayers(long graceMillis, Runnable graceDue) {
    if (game.clock == null) {
      return; // an untimed game charges nobody for the wait
    }
    waiting = true;
    graceEndsAt = ticker.now() + graceMillis;
    graceTimer = ticker.schedule(graceDue, graceMillis);
  }

  /** Whether the clocks stand still (a move now is refused). */
  boolean held() {
    return waiting && !game.over();
  }

  /** What a player or spectator who comes to the game is told of the wait, if it waits. */
  Progress news(Progress progress, At audience) {
    if (!held()) {
      return progress;
    }
    List<String> missing = new ArrayList<>(2);
    for (Side side : Side.values()) {
      if (seating.goneSince(side) >= 0) {
        missing.add(game.match().name(side));
      }
    }
    long seconds = (Math.max(0, graceEndsAt - ticker.now()) + 999) / 1000;
    return progress.and(audience, new DomainEvent.GameWaiting(game.id, missing, seconds));
  }

  /** A player came back: once both are here the clocks run. */
  Progress playerBack() {
    if (!held() || seating.goneSince(Side.WHITE) >= 0 || seating.goneSince(Side.BLACK) >= 0) {
      return Progress.NONE;
    }
    return release(false);
  }

  /** The grace is over: the clocks run whoever is back. */
  Progress graceOver() {
    graceTimer = null;
    return held() ? release(true) : Progress.NONE;
  }

  private Progress release(boolean graceOver) {
    waiting = false;
    if (graceTimer != null) {
      graceTimer.cancel();
      graceTimer = null;
    }
    flags.start();
    return Progress.to(At.EVERYONE, new DomainEvent.GameResumed(game.id, graceOver))
        .and(At.EVERYONE, new DomainEvent.ClockShown(game.nextView()));
  }
}
