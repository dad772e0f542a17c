package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

/**
 * The web pages in every language and for a screen reader, in headless Chromium: the words and
 * the direction of each language, axe-core (vendored in the test resources, never served) on
 * every page, and a whole game played by keyboard in screen-reader mode.
 */
@Tag("socket")
@Tag("browser")
class WebAccessBrowserTest {

  @RegisterExtension static final WebFixture web = WebFixture.window(1280, 900);

  @Test
  void eachLanguageWordsThePagesAndPersianRunsRightToLeft() {
    Browser browser = web.browser();
    String[][] languages = {{"en", "ltr", "Log in"}, {"ru", "ltr", "Войти"}, {"fa", "rtl", "ورود"}};
    for (String[] language : languages) {
      browser.open("/?lang=" + language[0]);
      browser.untilText("#login-button", language[2]);
      assertThat(browser.find("html").getAttribute("lang")).isEqualTo(language[0]);
      assertThat(browser.find("html").getAttribute("dir")).isEqualTo(language[1]);
      assertThat(browser.find("#language").getAttribute("value")).isEqualTo(language[0]);
      browser.screenshot("login-" + language[0]);
    }
    browser.open("/tournament.html?lang=fa");
    browser.until("the projector in Persian", d -> "rtl".equals(browser.find("html").getAttribute("dir"))
        && browser.find("#name").getText().equals("مسابقه‌ها"));
    // the selector's choice is kept for the next page without ?lang=
    browser.open("/tv.html?lang=ru");
    browser.until("the selector", d -> !d.findElements(By.cssSelector("#language")).isEmpty());
    browser.driver.executeScript("const s = document.getElementById('language');"
        + " s.value = 'fa'; s.dispatchEvent(new Event('change'));");
    browser.until("Persian after the choice", d -> "fa".equals(browser.find("html").getAttribute("lang")));
    browser.open("/");
    browser.untilText("#login-button", "ورود");
  }

  @Test
  void aUsersKeptLanguageFollowsThemFromTelnetToThePagesAndBack() {
    Browser browser = web.browser();
    LineClient ali = web.telnet("ali");
    ali.send("set language fa");
    ali.await("زبان: fa");
    browser.open("/");
    browser.untilText("#login-button", "Log in"); // the browser's language before the login
    browser.type("#login-user", "ali");
    browser.type("#login-password", "pw");
    browser.find("#login-button").click();
    browser.until("Persian after the login", d -> "fa".equals(browser.find("html").getAttribute("lang"))
        && browser.find("#view-lobby").isDisplayed());
    assertThat(browser.find("#nav-archive").getText()).isEqualTo("بایگانی");
    browser.driver.executeScript("const s = document.getElementById('language');"
        + " s.value = 'ru'; s.dispatchEvent(new Event('change'));");
    browser.until("Russian after the choice", d -> "ru".equals(browser.find("html").getAttribute("lang")));
    // the page's choice is kept for the user, as set language, and read with the account at the
    // next login: that login's own answer is in it (tried again only while the page's write lands)
    String answer;
    do {
      LineClient again = web.connection();
      again.send("login ali pw");
      answer = again.awaitLine(line -> line.equals("ورود موفق بود") || line.equals("вход выполнен"));
      if (answer.equals("вход выполнен")) {
        again.send("no_such_command");
        again.await("неверная команда");
      }
    } while (!answer.equals("вход выполнен"));
  }

  @Test
  void axeFindsNoSeriousViolationOnAnyPage() throws Exception {
    Browser browser = web.browser();
    browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60)); // axe takes its time
    LineClient bob = web.telnet("bob");
    LineClient carol = web.telnet("carol");
    LineClient dave = web.telnet("dave");
    TestServer.startGame(carol, "carol", dave, "dave", 0, "chess");
    carol.send("tournament create cup kingcapture roundrobin 0 0");
    carol.awaitLine(line -> line.startsWith("tournament cup created"));
    List<String> found = new ArrayList<>();
    for (String lang : List.of("en", "fa")) {
      browser.open("/?lang=" + lang);
      browser.until("login page", d -> browser.find("#login-form").isDisplayed());
      found.addAll(axe(browser, "login " + lang));
    }
    browser.open("/?lang=en");
    browser.type("#login-user", "ali");
    browser.type("#login-password", "secret1");
    browser.find("#register-button").click();
    browser.until("the lobby", d -> browser.find("#view-lobby").isDisplayed());
    browser.until("bob online", d -> !d.findElements(By.cssSelector("#challenge-user option[value='bob']")).isEmpty());
    browser.until("the tournaments", d -> !d.findElements(By.cssSelector("#tournaments li")).isEmpty());
    found.addAll(axe(browser, "lobby"));
    browser.find("#nav-archive").click();
    browser.until("the archive", d -> browser.find("#view-archive").isDisplayed());
    found.addAll(axe(browser, "archive"));
    browser.find("#nav-lobby").click();
    bob.send("new_game ali 0");
    browser.until("the challenge", d -> !d.findElements(By.cssSelector("#challenges li[data-from='bob'] .accept")).isEmpty());
    browser.find("#challenges li[data-from='bob'] .accept").click();
    browser.until("the game", d -> browser.find("#view-game").isDisplayed());
    browser.driver.executeScript("document.getElementById('screen-reader').click()");
    browser.until("the grid", d -> browser.find("table.grid").isDisplayed());
    found.addAll(axe(browser, "game"));
    browser.open("/watch.html?game=1");
    browser.until("the board", d -> !d.findElements(By.cssSelector("svg[data-seq]")).isEmpty());
    found.addAll(axe(browser, "watch"));
    browser.open("/tournament.html?name=cup");
    browser.until("the tournament", d -> !browser.find("#about").getText().isEmpty());
    found.addAll(axe(browser, "projector"));
    browser.open("/tv.html");
    browser.until("the boards", d -> !d.findElements(By.cssSelector(".screen svg[data-seq]")).isEmpty());
    found.addAll(axe(browser, "tv"));
    assertThat(found).as("serious or critical axe-core violations").isEmpty();
  }

  @Test
  void aWholeGameIsPlayedByKeyboardInScreenReaderMode() {
    Browser browser = web.browser();
    LineClient bob = web.telnet("bob");
    browser.open("/");
    browser.find("#login-user").sendKeys("ali", Keys.TAB, "secret1", Keys.TAB, Keys.TAB,
        Keys.ENTER); // the name, the password, past Log in to Register
    browser.until("the lobby", d -> browser.find("#view-lobby").isDisplayed());
    browser.until("bob online", d -> !d.findElements(By.cssSelector("#challenge-user option[value='bob']")).isEmpty());
    browser.find("#challenge-variant").sendKeys("kingcapture"); // typed: the form offers chess first
    browser.find("#challenge-button").sendKeys(Keys.ENTER);
    bob.awaitLine(line -> line.startsWith("ali challenges you to kingcapture"));
    bob.send("accept ali");
    browser.until("the game", d -> browser.find("#view-game").isDisplayed());
    browser.find("#screen-reader").sendKeys(Keys.SPACE);
    browser.until("the grid", d -> browser.find("table.grid").isDisplayed());
    assertThat(browser.find("td[data-square='e1']").getAttribute("aria-label")).isEqualTo("e1, white king");
    assertThat(browser.find("td[data-square='e4']").getAttribute("aria-label")).isEqualTo("e4, empty");
    browser.until("the legal moves offered",
        d -> d.findElements(By.cssSelector("datalist option[value='e2e4']")).size() == 1);

    typeMove(browser, "e2e4");
    bob.await("ali played e2e4");
    bob.send("f7f6");
    browser.until("bob's move announced", d -> browser.find(".announce").getAttribute("textContent")
        .equals("black played f7f6"));
    typeMove(browser, "d1h5");
    bob.await("ali played d1h5");
    bob.send("set board speech");
    bob.send("g7g5");
    String white = bob.awaitLine(line -> line.startsWith("white: "));
    String black = bob.awaitLine(line -> line.startsWith("black: "));
    String last = bob.awaitLine(line -> line.startsWith("last move: "));
    browser.until("bob's move announced", d -> browser.find(".announce").getAttribute("textContent")
        .equals("black played g7g5"));
    // the page's board in words is the telnet face's speech board, line for line
    assertThat(browser.driver.findElements(By.cssSelector(".board-text p")).stream()
        .map(p -> p.getAttribute("textContent")).toList()).containsExactly(white, black, last);
    typeMove(browser, "h5e8");
    browser.until("the result", d -> browser.find("#game-status").getText().startsWith("white wins"));
  }

  private static void typeMove(Browser browser, String move) {
    browser.until("my move", d -> browser.find(".move-input").isEnabled());
    browser.find(".move-input").sendKeys(move, Keys.ENTER);
  }

  /** The serious and critical violations axe-core finds on the page as it stands. */
  @SuppressWarnings("unchecked")
  private static List<String> axe(Browser browser, String page) throws IOException {
    String source;
    try (InputStream in = WebAccessBrowserTest.class.getResourceAsStream("/axe/axe.min.js")) {
      source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    browser.driver.executeScript(source);
    Object found = browser.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
        + " axe.run(document, { resultTypes: ['violations'] }).then((r) => done(r.violations"
        + ".filter((v) => v.impact === 'serious' || v.impact === 'critical')"
        + ".map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))),"
        + " (e) => done(['axe failed: ' + e]));");
    List<String> violations = new ArrayList<>();
    ((List<Object>) found).forEach(v -> violations.add(page + ": " + v));
    return violations;
  }
}
