package arbiter.client;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** Collects what a client prints, so a test can wait for a line. */
public final class Screen implements Consumer<List<String>> {

  private static final Duration WAIT = Duration.ofSeconds(15);
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final List<String> seen = new ArrayList<>();

  @Override
  public void accept(List<String> printed) {
    lines.addAll(printed);
  }

  /** Skips lines up to the first that matches; returns it. */
  public String await(Predicate<String> wanted) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      String line;
      try {
        line = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
      if (line == null) {
        throw new AssertionError("no such line within " + WAIT + "; last lines: "
            + seen.subList(Math.max(0, seen.size() - 30), seen.size()));
      }
      seen.add(line);
      if (wanted.test(line)) {
        return line;
      }
    }
  }

  public String await(String exact) {
    return await(exact::equals);
  }

  /** Every line seen so far (waited for or skipped). */
  public List<String> seen() {
    return seen;
  }
}
