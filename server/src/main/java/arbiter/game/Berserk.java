package arbiter.game;

import arbiter.clock.GameClock;
import arbiter.event.AnswerEvent;
import arbiter.event.Audience.At;
import arbiter.event.GameNews;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * An arena player's berserk, as lichess's: before their first move, {@link
 * GameClock#berserkPenaltyMillis} leaves their clock and their moves earn no increment any more;
 * stored first (a restart keeps both), then told to everyone at the game. Runs on the room's
 * thread.
 */
final class Berserk {

  private Berserk() {}

  /** Berserks {@code side} in {@code game}; {@code done} completes with whether it was done. */
  static CompletionStage<Progress> take(RoomGame game, GameRecorder recorder, Side side,
      CompletableFuture<Boolean> done) {
    int turns = game.turns();
    if (game.clock == null || !game.clock.berserkable() || turns > 1
        || turns == 1 && game.match().mover() != side) {
      done.complete(false);
      return CompletableFuture.completedFuture(Progress.NONE);
    }
    long penalty = game.clock.berserkPenalty();
    return recorder.afterStored(recorder.berserked(side, turns, penalty), () -> {
      done.complete(false);
      return Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED));
    }, () -> {
      game.clock.berserk(side);
      done.complete(true);
      return Progress.to(At.EVERYONE,
          new GameNews.Berserked(game.id, game.match().name(side), penalty / 1000),
          new GameNews.ClockShown(game.nextView()));
    });
  }
}
