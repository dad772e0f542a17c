package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.cluster.RedisProcess;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * The web page on one edge of a cluster against a telnet player on the other (Redis, a core and
 * two edges, each a process): Redis restarts in the middle of the game; the page reconnects by
 * itself into its game, the telnet player logs in again, and the game goes on.
 */
@Tag("socket")
@Tag("process")
@Tag("browser")
class ClusterWebTest {

  @TempDir Path coreHome;
  @TempDir Path data;
  @TempDir Path edgeHomeA;
  @TempDir Path edgeHomeB;

  @BeforeAll
  static void needsChromium() {
    assumeTrue(Browser.available(), "skipped: the browser tests need chromium and chromedriver"
        + " (apt-get install chromium chromium-driver)");
  }

  @Test
  void thePageOnOneEdgePlaysATelnetPlayerOnAnotherThroughARedisRestart() throws Exception {
    int httpA = ServerProcess.freePort();
    try (RedisProcess redis = RedisProcess.start();
        ServerProcess core = ServerProcess.starting(coreHome, data, 0, -1, "cluster.role=core",
            "cluster.redis=" + redis.uri());
        ServerProcess edgeA = ServerProcess.starting(edgeHomeA, data, 0, httpA, "cluster.role=edge",
            "cluster.redis=" + redis.uri());
        ServerProcess edgeB = ServerProcess.starting(edgeHomeB, data, 0, 0, "cluster.role=edge",
            "cluster.redis=" + redis.uri());
        Browser browser = Browser.at(httpA, 1280, 900)) {
      ServerProcess.awaitAll(core, edgeA, edgeB); // started side by side: each waits for Redis
      // each edge takes connections once it has heard the core
      LineClient bob = ServerProcess.whenServing(() -> TestServer.login(edgeB.port(), "bob"));
      browser.signUp("ali");
      browser.until("bob online",
          d -> !d.findElements(By.cssSelector("#challenge-user option[value='bob']")).isEmpty());
      browser.driver.executeScript(
          "document.getElementById('challenge-variant').value = 'kingcapture'");
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

      // the edges keep their connections while no core is heard (README, a cluster): the page's
      // socket stays open, and once Redis is back its login is resumed at the core
      redis.stop();
      redis.startAgain();
      long upAt = System.nanoTime();
      bob.close();
      // a login through edge A succeeds only once A hears the core again, which is when A resumes
      // the page's session there, before anything the page sends next
      LineClient bob2 = ServerProcess.whenServing(() -> {
        LineClient client = new LineClient(edgeA.port());
        try {
          client.send("login bob pw");
          String answer = client.awaitLine(line -> line.equals("login successful")
              || line.startsWith("the server is reconnecting"));
          if (!answer.equals("login successful")) {
            throw new IllegalStateException("edge A hears no core yet");
          }
          return client;
        } catch (AssertionError | RuntimeException refused) {
          client.close();
          throw refused;
        }
      });
      browser.until("still in the game", d -> !browser.find("#connection").isDisplayed()
          && browser.find("#move-list").getText().equals("1. e2e4 f7f6"));
      System.out.printf("cluster: the web page's edge served again %.2f s after Redis restarted%n",
          (System.nanoTime() - upAt) / 1e9);
      browser.move("0,3", "4,7"); // d1h5
      bob2.await("ali played d1h5");
      bob2.send("games");
      assertThat(bob2.awaitLine(line -> line.contains(" ali ") || line.contains("ali vs")))
          .endsWith(" 3");
      bob2.close();
    }
  }
}
