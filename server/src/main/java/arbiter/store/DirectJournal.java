package arbiter.store;

import arbiter.game.GameArchive;
import arbiter.game.GameEvent;
import arbiter.game.Journal;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** A journal that stores each event at once on the caller's thread: for the local programs. */
public final class DirectJournal implements Journal {

  private final GameArchive archive;

  public DirectJournal(GameArchive archive) {
    this.archive = archive;
  }

  @Override
  public CompletionStage<Void> record(GameEvent event) {
    try {
      archive.write(List.of(event));
      return CompletableFuture.completedFuture(null);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  @Override
  public void close() {}
}
