package arbiter.game;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/** Stores game events in the order they are recorded; a stage completes once its event is stored. */
public interface Journal extends AutoCloseable {

  /** Stores the event after every event recorded before it. */
  CompletionStage<Void> record(GameEvent event);

  /**
   * Stores the event as {@link #record(GameEvent)} does; the stage completes on {@code then} (a
   * room's serial executor) or is complete when returned, so that what follows it runs there
   * without a hop of its own. This default hands each completion over on its own; a journal that
   * stores many events at once does better (one task an executor a commit).
   */
  default CompletionStage<Void> record(GameEvent event, Executor then) {
    CompletableFuture<Void> stored = record(event).toCompletableFuture();
    return stored.isDone() ? stored : stored.whenCompleteAsync((done, error) -> { }, then);
  }

  /** Stores what is pending, then stops. */
  @Override
  void close();
}
