package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * A team in headless Chromium: an invited player accepts from the invitation's own notice, and
 * the captain enters the team from the lobby's tournament list, which gives a team competition a
 * team-name box and Enter team in place of Join (the captain kept the team on telnet).
 */
@Tag("socket")
@Tag("browser")
class TeamEntryBrowserTest {

  @RegisterExtension static final WebFixture web = WebFixture.window(1280, 1100);

  @Test
  void aCaptainEntersTheirTeamFromTheLobby() {
    Browser browser = web.browser();
    web.telnet("bob");
    LineClient ann = web.telnet("ann");
    browser.open("/");
    browser.type("#login-user", "bob");
    browser.type("#login-password", "pw");
    browser.find("#login-button").click();
    browser.until("bob's lobby", d -> d.findElement(By.cssSelector("#logout")).isDisplayed());
    ann.send("team create knights");
    ann.send("team add knights ann");
    ann.send("team add knights bob"); // invited: bob accepts on the page
    browser.until("the invitation", d -> !d.findElements(
        By.cssSelector("[data-team-invitation='knights'] button.accept")).isEmpty());
    browser.find("[data-team-invitation='knights'] button.accept").click();
    browser.until("the team", d -> d.findElements(By.cssSelector("#notices .notice")).stream()
        .anyMatch(notice -> notice.getText().contains("1. ann, 2. bob")));
    browser.find("#logout").click();
    ann.send("tournament create league chess teamswiss 3 2");
    ann.awaitLine(line -> line.startsWith("tournament league created"));
    ann.send("tournament create cup chess swiss 3");
    ann.awaitLine(line -> line.startsWith("tournament cup created"));

    browser.until("the login form", d -> d.findElement(By.cssSelector("#login-user"))
        .isDisplayed());
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
    // ann's and bob's telnet logins were taken over by the page
    try (LineClient cat = TestServer.login(web.server(), "cat")) {
      cat.send("tournament standings league");
      cat.awaitLine(line -> line.contains("knights"));
    }
  }
}
