package arbiter.game;

import java.util.concurrent.CompletionStage;

/** Stores game events in the order they are recorded; a stage completes once its event is stored. */
public interface Journal extends AutoCloseable {

  /** Stores the event after every event recorded before it. */
  CompletionStage<Void> record(GameEvent event);

  /** Stores what is pending, then stops. */
  @Override
  void close();
}
