package arbiter.clock;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Time that moves only when a test says so; due timers run in the test's thread, in order. */
public final class FakeTicker implements Ticker {

  private static final long EPOCH = 1_795_000_000_000L;

  private final List<Timer> timers = new ArrayList<>();
  private long now;

  /** Time from 0. */
  public FakeTicker() {}

  /**
   * Time from {@code now}, without the timers of another ticker: a restarted server's, going on
   * from the time the last one stopped.
   */
  public FakeTicker(long now) {
    this.now = now;
  }

  private static final class Timer implements Cancellable {
    final long due;
    final Runnable task;
    volatile boolean cancelled;

    Timer(long due, Runnable task) {
      this.due = due;
      this.task = task;
    }

    @Override
    public void cancel() {
      cancelled = true;
    }
  }

  @Override
  public synchronized long now() {
    return now;
  }

  @Override
  public synchronized long epochMillis() {
    return EPOCH + now;
  }

  @Override
  public synchronized Cancellable schedule(Runnable task, long delayMillis) {
    Timer timer = new Timer(now + Math.max(0, delayMillis), task);
    timers.add(timer);
    return timer;
  }

  /**
   * The whole process stands still for {@code millis} (a {@code SIGSTOP}, a collection pause):
   * time moves on and no timer runs; those that fell due run at the next {@link #advance}.
   */
  public synchronized void stall(long millis) {
    now += millis;
  }

  /** Moves time on by {@code millis}, running every timer that falls due on the way. */
  public void advance(long millis) {
    long until;
    synchronized (this) {
      until = now + millis;
    }
    while (true) {
      Timer next;
      synchronized (this) {
        next = timers.stream().filter(timer -> !timer.cancelled && timer.due <= until)
            .min(Comparator.comparingLong(timer -> timer.due)).orElse(null);
        if (next == null) {
          now = until;
          return;
        }
        timers.remove(next);
        now = Math.max(now, next.due);
      }
      next.task.run();
    }
  }
}
