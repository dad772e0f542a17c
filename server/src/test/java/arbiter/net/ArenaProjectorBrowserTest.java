package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;

/**
 * An arena on the projector and the TV page in headless Chromium: the time left counting down,
 * the games being played, each player's sheet with the streak and pause marks. Writes
 * docs/web-arena-projector.png.
 */
@Tag("socket")
@Tag("browser")
class ArenaProjectorBrowserTest {

  @TempDir Path data;
  private ArbiterServer server;
  private Browser browser;
  private final List<LineClient> clients = new ArrayList<>();

  @BeforeAll
  static void needsChromium() {
    assumeTrue(Browser.available(), "skipped: the browser tests need chromium and chromedriver");
  }

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(TestServer.settings(data).with("http.port", -1));
    browser = new Browser(server.httpPort(), 1280, 720);
  }

  @AfterEach
  void stop() {
    if (browser != null) {
      browser.close();
    }
    clients.forEach(LineClient::close);
    if (server != null) {
      server.close();
    }
  }

  private LineClient telnet(String name) {
    LineClient client = TestServer.login(server, name);
    clients.add(client);
    return client;
  }

  @Test
  void theArenaShowsItsTimeLeftAndTheSheets() {
    LineClient ann = telnet("ann");
    LineClient bob = telnet("bob");
    LineClient cat = telnet("cat");
    ann.send("tournament create night kingcapture arena 30 0 3+0");
    ann.awaitLine(line -> line.startsWith("tournament night created"));
    for (LineClient player : List.of(ann, bob, cat)) {
      player.send("tournament join night");
      player.await("you joined night");
    }
    browser.open("/tournament.html?name=night");
    browser.until("the arena", d -> browser.find("#about").getText().contains("arena"));
    ann.send("tournament start night");
    ann.awaitLine(line -> line.contains("you play white against bob"));
    cat.send("tournament pause night");
    cat.await("cat is paused in night: no new game until they come back (tournament join night)");
    bob.send("tournament berserk night");
    bob.await("bob berserks in night: half the clock, one point more for a win");
    ann.send("forfeit");
    ann.await("you have forfeited");
    // bob's row: rank, pairing number, player (points), points, sheet: a berserk win is 3
    browser.until("bob's berserk win", d -> browser.find("#standings tr[data-player=bob]")
        .getText().replaceAll("\\s+", " ").endsWith("bob (3) 3 3"));
    assertThat(browser.find("#countdown").getText()).matches("(29|30):\\d\\d left");
    assertThat(browser.find("#standings").getText()).contains("paused");
    assertThat(browser.find("#cross-box").isDisplayed()).isFalse();
    assertThat(browser.find("#pairings").getText()).contains("ann").contains("0-1");
    browser.screenshot("arena-projector");

    browser.open("/tv.html?tournament=night");
    browser.until("the ranking beside the boards",
        d -> browser.find("#ranking-rows").getText().startsWith("bob 3"));
    browser.until("its time left", d -> browser.find("#ranking-left").getText().endsWith("left"));
  }
}
