package arbiter.boot;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.boot.ArbiterServer;
import arbiter.clock.FakeTicker;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A browser test's world, made before each test and taken down after it: a real server on a
 * fresh data directory with its web face on, a browser of the JVM's pool pointed at it, and any
 * telnet players and further browsers the test asks for. A class without Chromium is skipped.
 *
 * <pre>
 * &#64;RegisterExtension static final WebFixture web = WebFixture.window(1280, 900);
 * ... web.browser().signUp("ali"); LineClient bob = web.telnet("bob"); ...
 * </pre>
 */
final class WebFixture implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback {

  private final int width;
  private final int height;
  private final Map<String, Object> extra = new LinkedHashMap<>();
  private boolean fakeTime;

  private Path data;
  private FakeTicker ticker;
  private ArbiterServer server;
  private Browser browser;
  private final List<AutoCloseable> opened = new ArrayList<>();

  private WebFixture(int width, int height) {
    this.width = width;
    this.height = height;
  }

  /** Each test's first browser has a window of this size. */
  static WebFixture window(int width, int height) {
    return new WebFixture(width, height);
  }

  /** A setting of every test's server, beside {@link TestServer#settings}. */
  WebFixture with(String key, Object value) {
    extra.put(key, value);
    return this;
  }

  /** The servers run on a {@link FakeTicker} of their test ({@link #ticker()}). */
  WebFixture onFakeTime() {
    fakeTime = true;
    return this;
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    assumeTrue(Browser.available(), "skipped: the browser tests need chromium and chromedriver"
        + " (apt-get install chromium chromium-driver)");
  }

  @Override
  public void beforeEach(ExtensionContext context) throws Exception {
    data = Files.createTempDirectory("arbiter-web-");
    Settings settings = TestServer.settings(data).with("http.port", -1);
    for (Map.Entry<String, Object> setting : extra.entrySet()) {
      settings = settings.with(setting.getKey(), setting.getValue());
    }
    ticker = fakeTime ? new FakeTicker() : null;
    server = fakeTime ? ArbiterServer.start(ServerConfig.of(settings), ticker)
        : TestServer.start(settings);
    browser = Browser.at(server.httpPort(), width, height);
  }

  @Override
  public void afterEach(ExtensionContext context) throws Exception {
    List<AutoCloseable> all = new ArrayList<>(opened);
    all.add(browser);
    all.add(server);
    opened.clear();
    browser = null;
    server = null;
    Exception first = null;
    for (AutoCloseable closeable : all) {
      try {
        if (closeable != null) {
          closeable.close();
        }
      } catch (Exception e) {
        if (first == null) {
          first = e;
        } else {
          first.addSuppressed(e);
        }
      }
    }
    delete(data);
    if (first != null) {
      throw first;
    }
  }

  ArbiterServer server() {
    return server;
  }

  /** The test's first browser, on its server's web face. */
  Browser browser() {
    return browser;
  }

  /** One more browser on the server (a phone, a projector), given back after the test. */
  Browser browser(int width, int height) {
    Browser another = Browser.at(server.httpPort(), width, height);
    opened.add(another);
    return another;
  }

  /** A telnet player registered and logged in as {@code name}, closed after the test. */
  LineClient telnet(String name) {
    LineClient client = TestServer.login(server, name);
    opened.add(client);
    return client;
  }

  /** A connection to the text port, not logged in, closed after the test. */
  LineClient connection() {
    LineClient client = new LineClient(server.port());
    opened.add(client);
    return client;
  }

  /** The server's data directory (tournament folders and the database live there). */
  Path data() {
    return data;
  }

  /** The server's clock, where the fixture was made {@link #onFakeTime()}. */
  FakeTicker ticker() {
    if (ticker == null) {
      throw new IllegalStateException("this fixture's servers run on real time: onFakeTime()");
    }
    return ticker;
  }

  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
