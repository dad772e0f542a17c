package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * A captain in headless Chromium: the lobby's tournament list gives a team competition a
 * team-name box and Enter team in place of Join, and the team is entered (the captain kept it on
 * telnet).
 */
@Tag("socket")
@Tag("browser")
class TeamEntryBrowserTest {

  @TempDir Path data;

  @Test
  void aCaptainEntersTheirTeamFromTheLobby() throws Exception {
    assumeThat(Browser.available()).as("chromium and chromedriver").isTrue();
    try (ArbiterServer server = TestServer.start(TestServer.settings(data).with("http.port", -1));
        LineClient bob = TestServer.login(server, "bob");
        LineClient ann = TestServer.login(server, "ann");
        Browser browser = new Browser(server.httpPort(), 1280, 1100)) {
      ann.send("team create knights");
      ann.send("team add knights ann");
      ann.send("team add knights bob"); // invited: bob accepts
      bob.awaitLine(line -> line.contains("captain ann invites you"));
      bob.send("team join knights");
      bob.awaitLine(line -> line.startsWith("team knights, captain ann: 1. ann, 2. bob"));
      ann.send("tournament create league chess teamswiss 3 2");
      ann.awaitLine(line -> line.startsWith("tournament league created"));
      ann.send("tournament create cup chess swiss 3");
      ann.awaitLine(line -> line.startsWith("tournament cup created"));

      browser.open("/");
      browser.type("#login-user", "ann");
      browser.type("#login-password", "pw");
      browser.find("#login-button").click();
      browser.until("the team entry", d ->
          !d.findElements(By.cssSelector("li[data-tournament='league'] input.team")).isEmpty());
      // an individual tournament keeps its Join
      assertThat(browser.find("li[data-tournament='cup'] button.join").isDisplayed()).isTrue();
      assertThat(browser.find("li[data-tournament='league']")
          .findElements(By.cssSelector("button.join"))).isEmpty();
      browser.type("li[data-tournament='league'] input.team", "knights");
      browser.screenshot("team-entry");
      browser.find("li[data-tournament='league'] button.join-team").click();
      browser.until("the answer", d -> d.findElements(By.cssSelector("#notices .notice")).stream()
          .anyMatch(notice -> notice.getText().contains("you joined league")));
      bob.send("tournament standings league"); // ann's telnet was taken over by the page
      bob.awaitLine(line -> line.contains("knights"));
    }
  }
}
