package arbiter.game;

import arbiter.command.Command;
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
 * The commands of the player to move: a move (in native notation, or seed 002's {@code select}
 * and {@code move}), {@code next_turn} and {@code undo}. Each gives the next match or a refusal;
 * the next match is taken up once it is stored, so a change that cannot be stored leaves the game
 * as it was. Confined to the room's thread.
 */
final class TurnPlayer {

  private final RoomGame game;
  private final GameRecorder recorder;
  private final FlagWatch flags;
  private final Finisher finisher;

  TurnPlayer(RoomGame game, GameRecorder recorder, FlagWatch flags, Finisher finisher) {
    this.game = game;
    this.recorder = recorder;
    this.flags = flags;
    this.finisher = finisher;
  }

  /**
   * Runs a turn command of the player to move.
   *
   * @param parsed the move of a {@link Command.Move}, read once; {@code null} for other commands
   */
  CompletionStage<Progress> play(Seat mover, Command command, Match.ParsedMove parsed) {
    Match match = game.match();
    // the clocks as they stand, before the move is charged: a move that is not stored goes back
    Runnable clockBack = game.clock == null ? () -> { } : game.clock.checkpoint();
    Match.Change change;
    boolean completes = false;
    if (command instanceof Command.Move) {
      Refusal refusal = match.refusal(parsed);
      if (refusal == null && flags.outOfTime(mover)) {
        return flags.fell(match.mover(), true);
      }
      change = match.play(parsed);
      completes = true;
    } else if (command instanceof Command.NextTurn) {
      if (match.pending() != null && flags.outOfTime(mover)) {
        return flags.fell(match.mover(), true);
      }
      change = match.nextTurn();
      completes = true;
    } else if (command instanceof Command.Select select && match.hasPieces()) {
      return kept(match.select(select.row(), select.column()), Ack.SELECTED);
    } else if (command instanceof Command.Deselect && match.hasPieces()) {
      return kept(match.deselect(), Ack.DESELECTED);
    } else if (command instanceof Command.MoveSelected target && match.hasPieces()) {
      change = match.moveSelected(target.row(), target.column());
    } else if (command instanceof Command.Undo) {
      change = match.undo();
    } else {
      change = new Match.Change(null, Refusal.INVALID_COMMAND, null);
    }
    if (change.refused()) {
      return done(Progress.answer(new AnswerEvent.Refused(change.refusal(), change.why())));
    }
    return stored(command, change.game(), completes, clockBack);
  }

  /** A change that is stored before anyone sees it; the clocks go back if it cannot be. */
  private CompletionStage<Progress> stored(Command command, Match next, boolean completes,
      Runnable clockBack) {
    Match before = game.match();
    Side side = before.mover();
    GameView view = game.nextView(next);
    DomainEvent own;
    DomainEvent toOthers;
    if (command instanceof Command.Undo) {
      own = new GameNews.YouUndid(view);
      toOthers = new GameNews.OpponentUndid(view, before.name(side));
    } else if (completes) {
      PlayedMove made = command instanceof Command.Move ? next.lastMove() : null;
      own = new GameNews.YouMoved(view, made, true);
      toOthers = new GameNews.OpponentMoved(view, next.lastMove(), true);
    } else {
      own = new GameNews.YouMoved(view, next.pending(), false);
      toOthers = new GameNews.OpponentMoved(view, next.pending(), false);
    }
    Progress progress = Progress.answer(own).and(At.OTHERS, toOthers);
    Ending ending = next.ending();
    // the journal keeps order: a spent undo is stored before anything the command stores
    CompletionStage<Void> undo = next.undosUsed(side) == before.undosUsed(side)
        ? CompletableFuture.completedFuture(null) : recorder.undoUsed(side);
    PlayedMove committed = completes ? next.lastMove() : null;
    if (completes && game.clock != null) {
      game.clock.arm(); // the opponent's clock runs now
    }
    CompletionStage<Void> stored =
        undo.thenCompose(spent -> recorder.store(next, committed, ending, game.clock));
    return recorder.afterStored(stored, () -> {
      game.unseen(); // nobody saw the change's board: the next change is shown whole
      clockBack.run(); // with the time the mover has used
      return Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED));
    }, () -> {
      if (ending == null) {
        game.take(next);
        return progress;
      }
      finisher.end(next);
      return progress.and(At.MOVER, new GameNews.GameEnded(view, ending, null, true))
          .and(At.OTHERS, new GameNews.GameEnded(view, ending, null, false));
    });
  }

  /** A selection: nothing to store, nobody else to tell. */
  private CompletionStage<Progress> kept(Match.Change change, Ack ack) {
    if (change.refused()) {
      return done(Progress.answer(new AnswerEvent.Refused(change.refusal())));
    }
    game.take(change.game());
    return done(Progress.answer(new AnswerEvent.Done(ack)));
  }

  private static CompletionStage<Progress> done(Progress progress) {
    return CompletableFuture.completedFuture(progress);
  }
}
