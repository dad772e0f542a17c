package arbiter.blockhound;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import reactor.blockhound.BlockHound;

/**
 * Installs BlockHound before a test class's first test, and fails a test, or its class's
 * teardown, during which an event loop made a blocking call that {@link BlockingCalls} recorded:
 * one line for each place, the first stack trace of each attached. Registered for every test
 * through {@code junit-platform.properties} (extension autodetection).
 */
public final class NoBlockingCalls implements BeforeAllCallback, AfterEachCallback,
    AfterAllCallback {

  @Override
  public void beforeAll(ExtensionContext context) {
    Installed.once();
  }

  /**
   * BlockHound, installed in the test JVM when its class is first used. Not by BlockHound's own
   * JUnit Platform listener: Surefire, when it runs several test JVMs, lists the tests in Maven's
   * own JVM, which would load the listener there, where the agent cannot instrument.
   */
  private static final class Installed {
    static {
      BlockHound.install(); // with the integrations of META-INF/services, as the listener does
    }

    static void once() {}
  }

  @Override
  public void afterEach(ExtensionContext context) {
    check();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    check();
  }

  private static void check() {
    List<BlockingCalls.Found> found = BlockingCalls.drain();
    if (found.isEmpty()) {
      return;
    }
    Map<String, List<BlockingCalls.Found>> places = new LinkedHashMap<>();
    for (BlockingCalls.Found call : found) {
      places.computeIfAbsent(call.describe(), place -> new ArrayList<>()).add(call);
    }
    StringBuilder message = new StringBuilder("an event loop blocked (BlockHound):");
    places.forEach((place, calls) -> message.append("\n  ").append(place)
        .append(calls.size() > 1 ? " (" + calls.size() + " times)" : ""));
    AssertionError failure = new AssertionError(message.toString());
    places.values().forEach(calls -> failure.addSuppressed(calls.get(0).error()));
    throw failure;
  }
}
