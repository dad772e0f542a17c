package arbiter.game;

import arbiter.clock.Ticker;
import arbiter.rules.Side;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * A room's journal: what a game's changes store before anyone sees them, and how the room goes on
 * on its own thread once they are stored (or could not be: a change that is not stored is
 * dropped, and its sender told).
 */
final class GameRecorder {

  private final long id;
  private final Journal journal;
  private final Ticker ticker;
  private final Executor room;
  /** Told of every failure to store: the server finds out whether its store is down. */
  private final StoreFailures failures;

  /** @param room the room's serial executor, where what follows a store runs */
  GameRecorder(long id, Journal journal, Ticker ticker, Executor room,
      StoreFailures failures) {
    this.id = id;
    this.failures = failures;
    this.journal = journal;
    this.ticker = ticker;
    this.room = room;
  }

  /** Stores the game's start (see {@link #afterStored}: a game not stored does not start). */
  CompletionStage<Void> started(Match match, String timeControl) {
    return record(new GameEvent.Started(id, match.variant().id(),
        match.name(Side.WHITE), match.name(Side.BLACK), match.limit(), timeControl,
        match.rated(), ticker.epochMillis()));
  }

  /** Stores a spent undo; a failure is logged (nobody is shown it as undone). */
  CompletionStage<Void> undoUsed(Side side) {
    return logged(record(new GameEvent.UndoUsed(id, side)));
  }

  /** Stores a time gift to {@code side}, given now after the game's first {@code ply} moves. */
  CompletionStage<Void> timeGiven(Side side, int ply, long millis) {
    return record(new GameEvent.TimeGiven(id, side, ply, millis, ticker.epochMillis()));
  }

  /**
   * Stores a berserk of {@code side} after the game's first {@code ply} moves, {@code millis} taken
   * from their clock.
   */
  CompletionStage<Void> berserked(Side side, int ply, long millis) {
    return record(
        new GameEvent.TimeGiven(id, side, ply, -millis, ticker.epochMillis(), true));
  }

  /** Stores which arbiter ends the game and why; its end follows with {@link #store}. */
  CompletionStage<Void> adjudicated(String by, String note) {
    return record(new GameEvent.Adjudicated(id, by, note));
  }

  /** Stores that the game was paused or resumed. */
  CompletionStage<Void> paused(boolean paused) {
    return record(new GameEvent.Paused(id, paused));
  }

  /** Stores what a change made of the game: its completed move, then its ending. */
  CompletionStage<Void> store(Match game, PlayedMove committed, Ending ending, RoomClock clock) {
    CompletionStage<Void> stored = CompletableFuture.completedFuture(null);
    if (committed != null) {
      stored = record(new GameEvent.Moved(id, game.turns(), committed.notation(),
          clock == null ? -1 : clock.remaining(committed.side()),
          clock == null ? 0 : clock.periods(committed.side())));
    }
    if (ending != null) {
      GameEvent.Finished finished = new GameEvent.Finished(id, game.variant().id(),
          game.name(Side.WHITE), game.name(Side.BLACK), ending, game.rated(),
          ticker.epochMillis());
      stored = stored.thenCompose(done -> record(finished));
    }
    return stored;
  }

  /** Records the event; its stage completes on the room's thread (or at once). */
  private CompletionStage<Void> record(GameEvent event) {
    return journal.record(event, room);
  }

  /**
   * Runs {@code then} on the room's thread once {@code stored} is done (at once if it is), or
   * {@code failed} if it could not be stored; the failure goes to the server's store failures
   * (which log it). {@code stored} is a stage of this recorder's, so it completes on the room's
   * thread: nothing here hops again.
   */
  <T> CompletionStage<T> afterStored(CompletionStage<Void> stored, Supplier<T> failed,
      Supplier<T> then) {
    CompletableFuture<Void> done = stored.toCompletableFuture();
    BiFunction<Void, Throwable, T> outcome = (value, error) -> {
      if (error == null) {
        return then.get();
      }
      T answer = failed.get(); // a move's clock runs on from here: an outage stops it from here
      failures.failed("game " + id + ": cannot store; the change is undone and its sender told",
          error);
      return answer;
    };
    return done.handle(outcome);
  }

  /**
   * The stage with a storage failure logged, for what nobody has been shown as done yet (a game's
   * start, a spent undo): those are not undone; moves and endings are (see {@link #afterStored}).
   */
  private CompletionStage<Void> logged(CompletionStage<Void> stored) {
    return stored.handle((done, error) -> {
      if (error != null) {
        failures.failed("game " + id + ": cannot store", error);
      }
      return null;
    });
  }
}
