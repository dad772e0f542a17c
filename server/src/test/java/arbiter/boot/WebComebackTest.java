package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * The web page through a real {@code kill -9} of its server and a restart on the same ports: it
 * reconnects by itself, its saved login brings it back into its game at the stored position with
 * the clocks stopped while the game waits for the other player, and it plays on once they are
 * back (gives them 15 seconds with +15 s, pauses the game with them and resumes it). No human
 * step: nobody reloads the page or logs in again in it.
 */
@Tag("socket")
@Tag("process")
@Tag("browser")
class WebComebackTest {

  @TempDir Path home;
  @TempDir Path data;

  @BeforeAll
  static void needsChromium() {
    assumeTrue(Browser.available(),
        "skipped: the browser tests need chromium and chromedriver (apt-get install chromium chromium-driver)");
  }

  @Test
  void thePageComesBackIntoItsGameAfterAKillAndARestart() throws Exception {
    int port = ServerProcess.freePort();
    int httpPort = ServerProcess.freePort();
    ServerProcess first = new ServerProcess(home, data, port, httpPort, "resume.grace.seconds=120");
    try (Browser browser = Browser.at(httpPort, 1280, 900)) {
      String whiteClock;
      String blackClock;
      try (first; LineClient bob = TestServer.login(port, "bob")) {
        browser.signUp("ali");
        browser.until("bob online",
            d -> !d.findElements(By.cssSelector("#challenge-user option[value='bob']")).isEmpty());
        browser.driver.executeScript( // the form offers the server's default variant, chess
            "document.getElementById('challenge-variant').value = 'kingcapture'");
        browser.type("#challenge-time", "5+0");
        browser.find("#challenge-button").click();
        bob.awaitLine(line -> line.startsWith("ali challenges you to kingcapture"));
        bob.send("accept ali");
        browser.until("the game", d -> browser.find("#view-game").isDisplayed());
        browser.move("1,4", "3,4"); // e2e4
        bob.await("ali played e2e4");
        bob.send("f7f6");
        browser.untilText("#game-status", "your move");
        browser.until("the session cookie",
            d -> d.manage().getCookieNamed("arbiter_session") != null);
        first.kill();
        browser.until("the page says it reconnects", d -> browser.find("#connection").isDisplayed());
        whiteClock = clock(browser, "white");
        blackClock = clock(browser, "black");
      }

      long killedAt = System.nanoTime();
      try (ServerProcess second =
          new ServerProcess(home, data, port, httpPort, "resume.grace.seconds=120")) {
        long upAt = System.nanoTime();
        // back in the game: its position, and the wait for bob, whose clock does not run
        browser.until("the game waits for bob", d -> browser.find("#game-hold").isDisplayed());
        long backAt = System.nanoTime();
        assertThat(browser.find("#move-list").getText()).isEqualTo("1. e2e4 f7f6");
        assertThat(browser.find("#game-hold").getText()).contains("waits for bob");
        assertThat(browser.find("#connection").isDisplayed()).isFalse();
        assertThat(browser.driver.findElements(By.cssSelector(".clock.running"))).isEmpty();
        // stopped at the stored move: white's clock as the page last counted it, less nothing
        // charged for the downtime (it may have counted on a little while the server was gone)
        assertThat(seconds(clock(browser, "white"))).isBetween(seconds(whiteClock) - 1,
            seconds(whiteClock) + 5);
        // black's clock did not run: as it was, within the second by which a stored clock and a
        // live one may differ
        assertThat(seconds(clock(browser, "black"))).isBetween(seconds(blackClock) - 1,
            seconds(blackClock) + 1);
        System.out.printf("web page back in its game %.2f s after the restart (%.2f s after the kill)%n",
            (backAt - upAt) / 1e9, (backAt - killedAt) / 1e9);

        try (LineClient bob = new LineClient(second.port())) {
          bob.send("login bob pw");
          bob.await("login successful");
          browser.until("the clocks run again",
              d -> !d.findElements(By.cssSelector(".clock.running[data-side='white']")).isEmpty());
          assertThat(browser.find("#game-hold").isDisplayed()).isFalse();
          browser.move("0,3", "4,7"); // d1h5
          bob.await("ali played d1h5");
          browser.find("#moretime-button").click(); // +15 s for the casual opponent
          String gift = bob.awaitLine(line -> line.startsWith("ali gave bob 15 more seconds in game "));
          String id = gift.substring(gift.lastIndexOf(' ') + 1);

          // bob asks to pause, the page agrees: both clocks stop, the page says who paused
          bob.send("pause " + id);
          browser.until("the agree button", d -> browser.find("#agree-button").isDisplayed());
          browser.find("#agree-button").click();
          browser.until("paused", d -> browser.find("#game-hold").getText().contains("paused game"));
          assertThat(browser.driver.findElements(By.cssSelector(".clock.running"))).isEmpty();
          assertThat(browser.find("#pause-button").isDisplayed()).isFalse();
          // the page asks to resume, bob agrees: black's clock runs again
          browser.find("#resume-button").click();
          bob.awaitLine(line -> line.startsWith("ali asks to resume game " + id));
          bob.send("resume " + id);
          browser.until("the clocks run after the pause",
              d -> !d.findElements(By.cssSelector(".clock.running[data-side='black']")).isEmpty());
          assertThat(browser.find("#game-hold").isDisplayed()).isFalse();
          assertThat(browser.find("#pause-button").isDisplayed()).isTrue();
        }
      }
    }
  }

  private static String clock(Browser browser, String side) {
    return browser.find(".clock[data-side='" + side + "']").getText();
  }

  /** {@code m:ss} as seconds. */
  private static int seconds(String clock) {
    String[] parts = clock.split(":");
    return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
  }
}
