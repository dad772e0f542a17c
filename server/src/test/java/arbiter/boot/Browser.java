package arbiter.boot;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through {@code /usr/bin/chromedriver}, with a fresh profile
 * and a download directory of its own. Tests skip themselves where either program is missing.
 * {@link #at} lends one of the test JVM's browsers ({@link BrowserPool}): starting Chromium costs
 * a second or more, forgetting a test's cookies and storage a few milliseconds.
 */
final class Browser implements AutoCloseable {

  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path[] CHROMIUM = {Path.of("/usr/lib/chromium/chromium"), Path.of("/usr/bin/chromium")};
  static final Duration WAIT = Duration.ofSeconds(15);
  /** How often a wait looks again: a page answers in milliseconds, Selenium's default is 500. */
  private static final Duration POLL = Duration.ofMillis(25);
  private static final Duration SCRIPT_TIMEOUT = Duration.ofSeconds(30);

  final ChromeDriver driver;
  final Path downloads;
  private final Path profile;
  private final boolean lent;
  private String base;

  /** Whether chromium and chromedriver are installed (Debian: apt-get install chromium chromium-driver). */
  static boolean available() {
    return Files.isExecutable(CHROMEDRIVER) && chromium() != null;
  }

  private static Path chromium() {
    for (Path path : CHROMIUM) {
      if (Files.isExecutable(path)) {
        return path;
      }
    }
    return null;
  }

  /**
   * A browser of the test JVM's pool, its window this size, whose relative addresses go to the web
   * face on {@code httpPort}; {@link #close} gives it back with nothing of the test kept.
   */
  static Browser at(int httpPort, int width, int height) {
    Browser browser = BrowserPool.take(() -> new Browser(width, height, true));
    browser.resize(width, height);
    browser.base = "http://127.0.0.1:" + httpPort;
    return browser;
  }

  /**
   * A Chromium of its own (quit by {@link #close}), its window this size, whose relative addresses
   * go to the web face on {@code port}. {@link #at} is cheaper.
   */
  Browser(int httpPort, int width, int height) {
    this(width, height, false);
    base = "http://127.0.0.1:" + httpPort;
  }

  private Browser(int width, int height, boolean lent) {
    this.lent = lent;
    try {
      profile = Files.createTempDirectory("arbiter-chromium-");
      downloads = Files.createTempDirectory("arbiter-downloads-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium().toFile());
    options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--no-first-run", "--user-data-dir=" + profile, "--window-size=" + width + "," + height,
        "--hide-scrollbars", "--force-device-scale-factor=1");
    options.setExperimentalOption("prefs", Map.of(
        "download.default_directory", downloads.toString(),
        "download.prompt_for_download", false));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(CHROMEDRIVER.toFile())
        .usingAnyFreePort()
        .build();
    driver = new ChromeDriver(service, options);
    driver.manage().window().setSize(new Dimension(width, height));
  }

  void open(String path) {
    driver.get(base + path);
  }

  WebElement find(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  /** Waits (up to {@link #WAIT}) until the condition holds, and returns its value. */
  <T> T until(String what, Function<WebDriver, T> condition) {
    // a page that draws its board again between a look-up and a click is asked again
    return new WebDriverWait(driver, WAIT, POLL).withMessage(what)
        .ignoring(StaleElementReferenceException.class).until(condition);
  }

  /** Waits until the element's text is the given text. */
  void untilText(String css, String text) {
    until(css + " reads " + text, d -> {
      var found = d.findElements(By.cssSelector(css));
      return !found.isEmpty() && found.get(0).getText().equals(text);
    });
  }

  void type(String css, String text) {
    WebElement field = find(css);
    field.clear();
    field.sendKeys(text);
  }

  /** Writes the page as it looks to {@code docs/web-NAME.png} of the project. */
  void screenshot(String name) {
    driver.executeScript("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()");
    byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
    Path cwd = Path.of("").toAbsolutePath();
    Path root = Files.isDirectory(cwd.resolve("docs")) || Files.exists(cwd.resolve("arbiter"))
        ? cwd : cwd.getParent();
    try {
      Path docs = Files.createDirectories(root.resolve("docs"));
      Files.write(docs.resolve("web-" + name + ".png"), png);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void resize(int width, int height) {
    driver.manage().window().setSize(new Dimension(width, height));
  }

  /** Registers and logs in through the login page; waits until the lobby shows. */
  void signUp(String name) {
    open("/");
    type("#login-user", name);
    type("#login-password", "pw");
    find("#register-button").click();
    until("the lobby", d -> find("#view-lobby").isDisplayed());
  }

  /** Clicks the square (row,column) of the board, asked again while the board is drawn anew. */
  void click(String square) {
    clickOn("", square);
  }

  /** Once it is the page's move: clicks a piece, then the square it goes to, once it is lit. */
  void move(String from, String to) {
    moveOn("", from, to);
  }

  /** {@link #move} on the board inside {@code board} (a CSS selector), where a page has several. */
  void moveOn(String board, String from, String to) {
    String within = board.isEmpty() ? "" : board + " ";
    untilText("#game-status", "your move");
    clickOn(within, from);
    until("targets lit",
        d -> !d.findElements(By.cssSelector(within + "[data-target='" + to + "']")).isEmpty());
    clickOn(within, to);
  }

  private void clickOn(String within, String square) {
    until("square " + square, d -> {
      d.findElement(By.cssSelector(within + "rect[data-square='" + square + "']")).click();
      return true;
    });
  }

  /**
   * Forgets the last test: its page, every cookie, the storage of its server's origin, the
   * downloads and a changed script timeout; the next test meets a browser as fresh as a new one.
   */
  void forget() {
    driver.get("about:blank");
    driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
    if (base != null) {
      driver.executeCdpCommand("Storage.clearDataForOrigin",
          Map.of("origin", base, "storageTypes", "all"));
    }
    driver.manage().timeouts().scriptTimeout(SCRIPT_TIMEOUT);
    File[] files = downloads.toFile().listFiles();
    for (File file : files == null ? new File[0] : files) {
      deleteQuietly(file);
    }
    base = null;
  }

  /** Gives a lent browser back to the pool, or quits one of its own. */
  @Override
  public void close() {
    if (lent) {
      BrowserPool.give(this);
    } else {
      quit();
    }
  }

  /** Quits Chromium and deletes its profile and downloads. */
  void quit() {
    driver.quit();
    for (Path dir : new Path[] {profile, downloads}) {
      deleteQuietly(dir.toFile());
    }
  }

  private static void deleteQuietly(File dir) {
    File[] children = dir.listFiles();
    if (children != null) {
      for (File child : children) {
        deleteQuietly(child);
      }
    }
    if (!dir.delete() && dir.exists()) {
      System.err.println("could not delete " + dir); // a leftover temp file fails nothing
    }
  }
}
