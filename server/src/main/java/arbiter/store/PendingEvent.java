package arbiter.store;

import arbiter.game.GameEvent;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/** An event waiting to be stored; its stage completes on {@code then} (null: where stored). */
final class PendingEvent {

  final GameEvent event;
  final CompletableFuture<Void> stored = new CompletableFuture<>();
  final Executor then;
  /** Why it could not be stored; its committer's until the stage completes. */
  RuntimeException failure;

  PendingEvent(GameEvent event, Executor then) {
    this.event = event;
    this.then = then;
  }

  void complete() {
    if (failure == null) {
      stored.complete(null);
    } else {
      stored.completeExceptionally(failure);
    }
  }
}
