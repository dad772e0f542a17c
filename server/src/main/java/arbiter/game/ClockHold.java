package arbiter.game;

import arbiter.clock.Ticker;
import arbiter.event.Audience.At;
import arbiter.event.GameNews;
import arbiter.event.Progress;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Why a timed game's clocks stand still while it is not over: after a restart it waits for both
 * players (or for its grace to run out) before the side to move's clock starts, so that nobody
 * is charged for the time it takes to come back; or an arbiter (or both players of a casual game,
 * one asking and the other agreeing) paused it until it is resumed. Confined to the room's thread.
 */
final class ClockHold {

  private final RoomGame game;
  private final Seating seating;
  private final FlagWatch flags;
  private final Ticker ticker;
  private boolean waiting;
  private boolean paused;
  /** The store cannot take moves: the clocks stand still until it can. */
  private boolean storeDown;
  /** Who paused the game, {@code null} when not known (it was paused before a restart). */
  private String pausedBy;
  /** The player who asked to pause ({@code [0]}) and to resume ({@code [1]}), if one waits. */
  private final Side[] asked = new Side[2];
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
    return (waiting || paused || storeDown) && !game.over();
  }

  /** Whether the game is paused. */
  boolean paused() {
    return paused;
  }

  /** The game was paused when the server stopped: it stays paused, with no wait for a grace. */
  void pausedBeforeRestart() {
    paused = game.clock != null;
  }

  /**
   * A player of a casual game asks to pause ({@code pause}) or to resume it: the opponent's
   * standing request of the same kind makes it an agreement ({@code true}); otherwise the request
   * stands until the opponent agrees ({@code false}).
   */
  boolean agreed(Side side, boolean pause) {
    int kind = pause ? 0 : 1;
    if (asked[kind] == side.opponent()) {
      return true;
    }
    asked[kind] = side;
    return false;
  }

  /**
   * Pauses the game now: the running clock is charged up to now and stops, and any wait for the
   * players after a restart is over (the pause takes its place).
   */
  Progress pause(String by) {
    endWait();
    paused = true;
    pausedBy = by;
    clearRequests();
    game.clock.stop();
    return Progress.to(At.EVERYONE, new GameNews.GamePaused(game.id, by))
        .and(At.EVERYONE, new GameNews.ClockShown(game.nextView()));
  }

  /** Resumes the paused game: the side to move's clock runs from now. */
  Progress resume(String by) {
    paused = false;
    pausedBy = null;
    clearRequests();
    startUnlessStoreDown();
    return Progress.to(At.EVERYONE, new GameNews.GameResumed(game.id, false, by))
        .and(At.EVERYONE, new GameNews.ClockShown(game.nextView()));
  }

  /**
   * The store cannot take moves since {@code at} (the ticker's time): a timed game's clocks stop as
   * they stood then and stay stopped, and everyone at the game is told, until {@link #storeBack}.
   */
  Progress storeDown(long at) {
    if (game.clock == null || game.over() || storeDown) {
      return Progress.NONE;
    }
    storeDown = true;
    game.clock.freeze(at);
    return Progress.to(At.EVERYONE, new GameNews.StoreOutage(game.id, false))
        .and(At.EVERYONE, new GameNews.ClockShown(game.nextView()));
  }

  /** The store takes moves again: the clocks run as they stood, unless paused or waiting. */
  Progress storeBack() {
    if (!storeDown) {
      return Progress.NONE;
    }
    storeDown = false;
    game.clock.thaw();
    if (game.over()) {
      return Progress.NONE;
    }
    if (!waiting && !paused) {
      flags.start();
    }
    // a game paused or waiting for its players says so again: its clocks still stand still
    return news(Progress.to(At.EVERYONE, new GameNews.StoreOutage(game.id, true))
        .and(At.EVERYONE, new GameNews.ClockShown(game.nextView())), At.EVERYONE);
  }

  private void startUnlessStoreDown() {
    if (!storeDown) {
      flags.start();
    }
  }

  private void clearRequests() {
    asked[0] = null;
    asked[1] = null;
  }

  /** What a player or spectator who comes to the game is told of the wait, if it waits. */
  Progress news(Progress progress, At audience) {
    if (!held()) {
      return progress;
    }
    if (storeDown) {
      progress = progress.and(audience, new GameNews.StoreOutage(game.id, false));
    }
    if (paused) {
      return progress.and(audience, new GameNews.GamePaused(game.id, pausedBy));
    }
    if (!waiting) {
      return progress; // held only while the store is down
    }
    List<String> missing = new ArrayList<>(2);
    for (Side side : Side.values()) {
      if (seating.goneSince(side) >= 0) {
        missing.add(game.match().name(side));
      }
    }
    if (missing.isEmpty()) {
      return progress; // the last player is back: playerBack() starts the clocks next
    }
    long seconds = (Math.max(0, graceEndsAt - ticker.now()) + 999) / 1000;
    return progress.and(audience, new GameNews.GameWaiting(game.id, missing, seconds));
  }

  /** A player came back: once both are here the clocks run. */
  Progress playerBack() {
    if (!waiting || game.over() || seating.goneSince(Side.WHITE) >= 0
        || seating.goneSince(Side.BLACK) >= 0) {
      return Progress.NONE;
    }
    return release(false);
  }

  /** The grace is over: the clocks run whoever is back. */
  Progress graceOver() {
    graceTimer = null;
    return waiting && !game.over() ? release(true) : Progress.NONE;
  }

  private Progress release(boolean graceOver) {
    endWait();
    startUnlessStoreDown();
    return Progress.to(At.EVERYONE, new GameNews.GameResumed(game.id, graceOver, null))
        .and(At.EVERYONE, new GameNews.ClockShown(game.nextView()));
  }

  private void endWait() {
    waiting = false;
    if (graceTimer != null) {
      graceTimer.cancel();
      graceTimer = null;
    }
  }
}
