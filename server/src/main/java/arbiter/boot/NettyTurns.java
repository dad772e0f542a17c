package arbiter.boot;

import arbiter.async.LoopTurns;
import io.netty.channel.SingleThreadEventLoop;
import java.util.concurrent.Executor;

/** Netty's event loops as {@link LoopTurns}: a turn is one pass of reads and tasks. */
public final class NettyTurns implements LoopTurns {

  @Override
  public boolean onLoop(Executor executor) {
    return executor instanceof SingleThreadEventLoop loop && loop.inEventLoop();
  }

  @Override
  public void afterTurn(Executor executor, Runnable task) {
    ((SingleThreadEventLoop) executor).executeAfterEventLoopIteration(task);
  }
}
