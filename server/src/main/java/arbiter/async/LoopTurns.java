package arbiter.async;

import java.util.concurrent.Executor;

/**
 * What a journal needs of the event loops to store on them: whether the calling thread is a
 * given loop, and a task run on that loop once the turn it is in has done its work (the reads
 * it had). Netty's loops are one ({@code boot/NettyTurns}); any other executor is none.
 */
public interface LoopTurns {

  /** No loop: every executor is a plain one. */
  LoopTurns NONE = new LoopTurns() {
    @Override
    public boolean onLoop(Executor executor) {
      return false;
    }

    @Override
    public void afterTurn(Executor executor, Runnable task) {
      throw new IllegalStateException("not a loop: " + executor);
    }
  };

  /** Whether the calling thread is {@code executor}'s own and it has turns. */
  boolean onLoop(Executor executor);

  /**
   * Runs {@code task} on {@code executor}, the calling loop, at the end of its turn.
   *
   * @throws java.util.concurrent.RejectedExecutionException if the loop has stopped
   */
  void afterTurn(Executor executor, Runnable task);
}
