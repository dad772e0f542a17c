package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * The web page's "Play the computer" card and the analysis beside a replay, in headless Chromium
 * against a real server's house bot.
 */
@Tag("socket")
@Tag("browser")
class WebComputerTest {

  @RegisterExtension static final WebFixture web = WebFixture.window(1280, 900);

  @Test
  void aPlayerPlaysTheHouseBotFromTheLobbyThenReadsTheAnalysisOfTheGame() {
    Browser browser = web.browser();
    browser.signUp("ali");
    browser.until("the bots listed", d -> !d.findElements(By.cssSelector("#computer-opponent option")).isEmpty());
    browser.find("#computer-level option[value='1']").click();
    browser.find("#computer-variant option[value='chess']").click();
    browser.type("#computer-time", "");
    browser.screenshot("computer");
    browser.find("#computer-play").click();
    browser.until("the game", d -> browser.find("#view-game").isDisplayed());

    browser.untilText("#game-status", "your move");
    browser.click("1,4");
    browser.until("targets lit", d -> !d.findElements(By.cssSelector("[data-target='3,4']")).isEmpty());
    browser.click("3,4"); // e2e4
    browser.until("the bot's answer", d -> d.findElements(By.cssSelector("#move-list li")).size() == 1
        && browser.find("#move-list").getText().split("\\s+").length == 3);
    browser.driver.executeScript("window.confirm = () => true");
    browser.find("#forfeit-button").click();
    browser.until("the game's end", d -> browser.find("#game-status").getText().contains("wins"));

    browser.find("#leave-button").click();
    browser.find("#nav-archive").click();
    browser.until("the game listed", d -> !d.findElements(By.cssSelector("[data-replay='1']")).isEmpty());
    browser.find("[data-replay='1']").click();
    browser.until("the replay", d -> browser.find("#replay-ply").getText().startsWith("0 /"));
    browser.find("#replay-analyse").click();
    browser.until("two analysed moves", d -> d.findElements(By.cssSelector("#analysis-rows tr")).size() == 2);
    assertThat(browser.find("#analysis-rows tr").getText()).startsWith("1. e4");
    assertThat(browser.find("#analysis-rows tr").getText()).containsPattern("[+-]\\d+\\.\\d\\d");
    assertThat(browser.driver.findElements(By.cssSelector("#analysis svg.eval-graph polyline"))).hasSize(1);
    browser.until("the best move of the start as an arrow",
        d -> !d.findElements(By.cssSelector("#replay-game svg [data-arrow]")).isEmpty());
    browser.find("#analysis-rows tr[data-ply='1']").click();
    browser.until("the position after e4, the reply's best move as an arrow", d -> browser.find("#replay-ply").getText().startsWith("1 /")
        && !d.findElements(By.cssSelector("#replay-game svg [data-arrow]")).isEmpty());
    browser.resize(1280, 1500); // the analysis under the replay, in the picture
    browser.screenshot("analysis");
  }
}
