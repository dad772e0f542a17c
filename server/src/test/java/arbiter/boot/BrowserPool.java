package arbiter.boot;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;

/**
 * The test JVM's idle browsers: a test takes one (a new one only when none is idle) and gives it
 * back when done; what the test left in it is forgotten on the way back, and a browser that
 * cannot forget (a dialog left open, a crashed tab) is quit instead. The browsers still idle are
 * quit as the JVM ends.
 */
final class BrowserPool {

  /** Idle browsers kept; a test that opened more (a phone, a projector, a desk) quits the rest. */
  private static final int KEPT = 2;
  private static final Deque<Browser> IDLE = new ArrayDeque<>();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(BrowserPool::quitAll, "browser-pool-quit"));
  }

  private BrowserPool() {}

  /** An idle browser, or a new one from {@code start}. */
  static Browser take(Supplier<Browser> start) {
    synchronized (IDLE) {
      Browser idle = IDLE.pollFirst();
      if (idle != null) {
        return idle;
      }
    }
    return start.get();
  }

  /** Takes the browser back, its test forgotten; quits it if it cannot forget or enough idle. */
  static void give(Browser browser) {
    try {
      browser.forget();
    } catch (RuntimeException broken) {
      System.err.println("a browser that could not forget its test is quit: " + broken);
      quietly(browser);
      return;
    }
    synchronized (IDLE) {
      if (IDLE.size() < KEPT) {
        IDLE.addFirst(browser);
        return;
      }
    }
    quietly(browser);
  }

  private static void quitAll() {
    synchronized (IDLE) {
      IDLE.forEach(BrowserPool::quietly);
      IDLE.clear();
    }
  }

  /** Quits it; a Chromium already gone is no failure of the test that is over. */
  private static void quietly(Browser browser) {
    try {
      browser.quit();
    } catch (RuntimeException gone) {
      System.err.println("could not quit a browser: " + gone);
    }
  }
}
