package arbiter.game;

import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Audience.At;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Changes to a timed game's clocks that someone asks for (time given, a pause, a resume): each
 * stored before anyone is told, so that a restart keeps it, then told to everyone at the game with
 * the clocks as they now stand. Runs on the room's thread.
 */
final class ClockChanges {

  private final RoomGame game;
  private final GameRecorder recorder;
  private final Seating seating;
  private final ClockHold hold;

  ClockChanges(RoomGame game, GameRecorder recorder, Seating seating, ClockHold hold) {
    this.game = game;
    this.recorder = recorder;
    this.seating = seating;
    this.hold = hold;
  }

  /** See {@link GameRoom#giveTime}. */
  CompletionStage<Progress> giveTime(Side side, long seconds, Seat by) {
    if (game.clock == null) {
      return refuse(Refusal.UNTIMED);
    }
    return recorder.afterStored(recorder.timeGiven(side, game.turns(), seconds * 1000),
        () -> Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED)), () -> {
          game.clock.give(side, seconds * 1000);
          DomainEvent given =
              new GameNews.TimeGiven(game.id, game.match().name(side), seconds, by.name());
          DomainEvent clocks = new GameNews.ClockShown(game.nextView());
          return seating.told(by, Progress.to(At.EVERYONE, given, clocks));
        });
  }

  /** See {@link GameRoom#pause}. */
  CompletionStage<Progress> pause(boolean pause, Seat by, Side asker) {
    if (game.clock == null) {
      return refuse(Refusal.UNTIMED);
    }
    if (pause == hold.paused()) {
      return CompletableFuture.completedFuture(Progress.answer(new AnswerEvent.Refused(
          pause ? Refusal.ALREADY_PAUSED : Refusal.NOT_PAUSED, "", game.id)));
    }
    if (asker != null && !hold.agreed(asker, pause)) {
      String opponent = game.match().name(asker.opponent());
      return CompletableFuture.completedFuture(Progress.answer(
              new AnswerEvent.Done(pause ? Ack.PAUSE_ASKED : Ack.RESUME_ASKED, opponent))
          .and(At.OPPONENT, new GameNews.PauseAsked(game.id, by.name(), !pause))
          .and(At.SPECTATORS, new GameNews.PauseAsked(game.id, by.name(), !pause, true)));
    }
    return recorder.afterStored(recorder.paused(pause),
        () -> Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED)),
        () -> seating.told(by, pause ? hold.pause(by.name()) : hold.resume(by.name())));
  }

  private static CompletionStage<Progress> refuse(Refusal refusal) {
    return CompletableFuture.completedFuture(Progress.answer(new AnswerEvent.Refused(refusal)));
  }
}
