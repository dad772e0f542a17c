package arbiter.boot;

import java.time.Duration;
import org.awaitility.Awaitility;
import org.awaitility.pollinterval.IterativePollInterval;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Awaitility's polling for every test (registered through {@code junit-platform.properties}, the
 * client's too): a condition is first checked at once, then after 5, 10, 20 and 40 ms, then every
 * 50 ms. Awaitility's own default first checks after 100 ms and then every 100 ms, so every wait
 * of the Swing, console and process tests lasted a tenth of a second or more, even when what it
 * waited for had already happened. Only how often a condition is checked changes: each wait's
 * condition and limit stay the test's own.
 */
public final class PromptPolling implements BeforeAllCallback {

  private static final Duration FIRST = Duration.ofMillis(5);
  private static final Duration MOST = Duration.ofMillis(50);

  static {
    Awaitility.setDefaultPollDelay(Duration.ZERO);
    Awaitility.setDefaultPollInterval(new IterativePollInterval(
        previous -> previous.multipliedBy(2).compareTo(MOST) < 0 ? previous.multipliedBy(2) : MOST,
        FIRST)); // 5, 10, 20, 40, then 50 ms
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    // the defaults are set once, when the class is loaded (above)
  }
}
