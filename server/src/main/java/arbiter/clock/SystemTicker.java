package arbiter.clock;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The real time: {@link System#nanoTime()} for clocks, one daemon thread for the flag timers (a
 * timer only hands its task to its room's thread, so one thread serves every game).
 */
public final class SystemTicker implements Ticker, AutoCloseable {

  private final ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, task -> {
    Thread thread = new Thread(task, "arbiter-clock");
    thread.setDaemon(true);
    return thread;
  });

  public SystemTicker() {
    // every move cancels its flag timer and sets a new one: a cancelled timer left in the queue
    // until its time (minutes): 22,000 dead tasks after 50 s of 100 ten-minute games
    timers.setRemoveOnCancelPolicy(true);
  }

  @Override
  public long now() {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime());
  }

  @Override
  public long epochMillis() {
    return System.currentTimeMillis();
  }

  @Override
  public Cancellable schedule(Runnable task, long delayMillis) {
    ScheduledFuture<?> scheduled = timers.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
    return () -> scheduled.cancel(false);
  }

  @Override
  public void close() {
    timers.shutdownNow();
  }
}
