package arbiter.cluster;

import io.lettuce.core.resource.EventLoopGroupProvider;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutorGroup;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ImmediateEventExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Lettuce's sockets on one of the node's own event loops rather than threads of Lettuce's: a
 * frame published from that loop is written there and then, and a frame heard is handed on where
 * it arrives, instead of waking another thread each way (with one loop, the default on two cores,
 * no frame changes thread at all). The node shuts its loops down itself, after its link.
 */
final class OwnLoops implements EventLoopGroupProvider {

  /** The loop, itself a group of one: both of Lettuce's connections register on it. */
  private final EventLoop home;

  OwnLoops(EventLoop home) {
    this.home = home;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T extends EventLoopGroup> T allocate(Class<T> type) {
    // Lettuce asks for its transport's group class (NIO here, as the node's loops are) and only
    // hands it to its bootstrap
    return (T) home;
  }

  @Override
  public int threadPoolSize() {
    return 1;
  }

  @Override
  public Future<Boolean> release(EventExecutorGroup group, long quietPeriod, long timeout,
      TimeUnit unit) {
    return ImmediateEventExecutor.INSTANCE.newSucceededFuture(true); // the node's to shut down
  }

  @Override
  public Future<Boolean> shutdown(long quietPeriod, long timeout, TimeUnit timeUnit) {
    return ImmediateEventExecutor.INSTANCE.newSucceededFuture(true);
  }
}
