package arbiter.cluster;

import java.util.concurrent.CompletionStage;

/** Where a node publishes its frames: Redis, or a test's bus. */
public interface Publisher {

  /** Publishes {@code frame} on {@code channel}; the stage holds how many subscribers heard it. */
  CompletionStage<Long> publish(String channel, Frame frame);
}
