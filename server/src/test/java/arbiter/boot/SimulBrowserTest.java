package arbiter.boot;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * A simul's host in headless Chromium: hosts from the lobby, starts once two telnet players have
 * joined, sees both boards in a grid and plays each by clicking it.
 */
@Tag("socket")
@Tag("browser")
class SimulBrowserTest {

  @RegisterExtension static final WebFixture web = WebFixture.window(1280, 900);

  @Test
  void theHostPlaysEveryBoardFromTheGrid() {
    Browser browser = web.browser();
    LineClient bob = web.telnet("bob");
    LineClient cat = web.telnet("cat");
    browser.signUp("ann");
    browser.until("the simul card", d -> !d.findElements(By.id("simul-create")).isEmpty());
    new Select(browser.find("#simul-variant")).selectByValue("chess");
    browser.find("#simul-create").click();
    bob.send("simul join ann");
    bob.await("you joined the simul of ann (1 boards so far)");
    cat.send("simul join ann");
    cat.await("you joined the simul of ann (2 boards so far)");
    browser.until("the start button", d -> {
      d.findElement(By.cssSelector("li[data-simul='ann'] button.start")).click();
      return true;
    });
    bob.await("your board in the simul of ann began: game 1");
    cat.await("your board in the simul of ann began: game 2");
    browser.until("the grid of two boards", d -> browser.find("#view-simul").isDisplayed()
        && d.findElements(By.cssSelector("#simul-grid .simul-board")).size() == 2);
    browser.until("both boards wait for the host", d ->
        d.findElements(By.cssSelector("#simul-grid .simul-board.to-move")).size() == 2);

    browser.find(".simul-board[data-game='2']").click();
    browser.moveOn("#game", "1,4", "3,4"); // e2e4 against cat: the game view, not the grid
    cat.awaitLine(line -> line.equals("ann played e4"));
    browser.find("#boards-button").click();
    browser.until("the grid again", d -> browser.find("#view-simul").isDisplayed());
    browser.find(".simul-board[data-game='1']").click();
    browser.moveOn("#game", "1,3", "3,3"); // d2d4 against bob
    bob.awaitLine(line -> line.equals("ann played d4"));
  }
}
