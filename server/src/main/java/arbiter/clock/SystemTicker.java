package arbiter.clock;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The real time: {@link System#nanoTime()} for clocks, one daemon thread for the flag timers (a
 * timer only hands its task to its room's thread, so one thread serves every game).
 */
public final class SystemTicker implements Ticker, AutoCloseable {

  private final ScheduledExecutorService timers =
      Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "arbiter-clock");
        thread.setDaemon(true);
        return thread;
      });

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
