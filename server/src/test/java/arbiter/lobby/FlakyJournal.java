package arbiter.lobby;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import arbiter.store.DirectJournal;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** A journal over a store that the test takes down: while {@code failing}, nothing is stored. */
final class FlakyJournal implements Journal {

  private final Journal disk;
  boolean failing;
  /** When set, what every record answers: the test completes it (a database slow to fail). */
  CompletableFuture<Void> answer;

  FlakyJournal(GameArchive store) {
    this.disk = new DirectJournal(store);
  }

  @Override
  public CompletionStage<Void> record(GameEvent event) {
    if (answer != null) {
      return answer;
    }
    return failing ? CompletableFuture.failedFuture(new IllegalStateException("store down"))
        : disk.record(event);
  }

  @Override
  public void close() {
    disk.close();
  }
}
