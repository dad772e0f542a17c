package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The web face in a real browser: headless Chromium plays, watches and shows a tournament against
 * telnet players on a real server, and writes the screenshots the README shows.
 */
@Tag("socket")
@Tag("browser")
class WebBrowserTest {

  private static final Pattern ROUND_GAME = Pattern.compile(
      "tournament cup round (\\d+) board (\\d+): you play (white|black) against (\\S+) in game (\\d+)");

  @RegisterExtension static final WebFixture web = WebFixture.window(1280, 900);

  @Test
  void aBrowserPlayerPlaysAWholeGameAgainstATelnetPlayerByClicks() throws Exception {
    Browser browser = web.browser();
    browser.open("/");
    browser.until("login page", d -> browser.find("#login-form").isDisplayed());
    browser.screenshot("login");
    LineClient bob = web.telnet("bob");
    browser.signUp("ali");
    browser.until("bob online", d -> !d.findElements(By.cssSelector("#challenge-user option[value='bob']")).isEmpty());
    // the form offers the server's challenge.variant first (chess); this game is kingcapture
    Select variant = new Select(browser.find("#challenge-variant"));
    browser.until("the form variant", d -> variant.getFirstSelectedOption().getAttribute("value")
        .equals("chess"));
    variant.selectByValue("kingcapture");
    browser.type("#challenge-time", "5+3");
    browser.find("#challenge-button").click();
    bob.awaitLine(line -> line.startsWith("ali challenges you to kingcapture"));
    browser.screenshot("lobby");
    bob.send("accept ali");
    browser.until("the game", d -> browser.find("#view-game").isDisplayed());

    browser.until("the clocks", d -> !d.findElements(By.cssSelector(".clock.running")).isEmpty());
    assertThat(browser.find(".player.bottom .clock").getText()).matches("[45]:[0-9]{2}");
    browser.move("1,4", "3,4"); // e2e4
    bob.await("ali played e2e4");
    bob.send("f7f6");
    browser.untilText("#game-status", "your move");

    // a reload mid-game: the cookie brings the login back, and with it the game
    browser.until("the session cookie", d -> d.manage().getCookieNamed("arbiter_session") != null);
    org.openqa.selenium.Cookie cookie = browser.driver.manage().getCookieNamed("arbiter_session");
    assertThat(cookie.isHttpOnly()).isTrue();
    assertThat(cookie.getSameSite()).isEqualTo("Strict");
    browser.driver.navigate().refresh();
    browser.until("the game again", d -> browser.find("#view-game").isDisplayed());
    browser.untilText("#game-status", "your move");
    assertThat(browser.find("#me").getText()).isEqualTo("ali");
    assertThat(browser.find("#move-list").getText()).isEqualTo("1. e2e4 f7f6");
    browser.move("0,3", "4,7"); // d1h5
    bob.await("ali played d1h5");
    bob.send("g7g5");
    browser.untilText("#game-status", "your move");
    browser.type("#chat-input", "good game");
    browser.find("#chat-form button").click();
    bob.await("ali: good game");
    browser.click("4,7");
    browser.screenshot("game");
    browser.click("7,4"); // h5e8 takes the king

    bob.await("player ali with color white won");
    browser.untilText("#game-status", "white wins: king captured");
    assertThat(browser.find("#move-list").getText().split("\n"))
        .containsExactly("1. e2e4 f7f6", "2. d1h5 g7g5", "3. h5e8");
    browser.resize(390, 844);
    browser.screenshot("phone");
    browser.resize(1280, 900);

    browser.find("#leave-button").click();
    browser.find("#nav-archive").click();
    browser.until("history", d -> !d.findElements(By.cssSelector("[data-replay]")).isEmpty());
    browser.find("[data-replay]").click();
    browser.until("replay at the start", d -> browser.find("#replay-ply").getText().equals("0 / 5"));
    browser.find("#replay-next").click();
    browser.find("#replay-next").click();
    browser.find("#replay-next").click();
    browser.until("replay at ply 3", d -> browser.find("#replay-ply").getText().equals("3 / 5"));
    browser.screenshot("archive");
    browser.find("#replay-download").click();
    Path pgn = browser.downloads.resolve("arbiter-game-1.pgn");
    browser.until("the PGN download", d -> Files.exists(pgn));
    assertThat(Files.readString(pgn)).contains("[White \"ali\"]", "[Black \"bob\"]", "1-0");
  }

  @Test
  void aMinishogiDropIsMadeByDraggingFromTheHand() {
    Browser browser = web.browser();
    LineClient bob = web.telnet("bob");
    browser.signUp("ali");
    browser.until("bob online", d -> !d.findElements(By.cssSelector("#challenge-user option[value='bob']")).isEmpty());
    bob.send("new_game ali 0 minishogi"); // bob plays white; black (ali) moves first
    browser.until("the challenge", d -> !d.findElements(By.cssSelector("#challenges li[data-from='bob'] .accept")).isEmpty());
    browser.find("#challenges li[data-from='bob'] .accept").click();
    browser.until("the game", d -> browser.find("#view-game").isDisplayed());

    browser.move("4,0", "1,0"); // the lance takes white's pawn: l 15 12
    bob.await("ali played l 15 12");
    bob.send("S 31 32");
    browser.untilText("#game-status", "your move");
    WebElement pawn = browser.until("the pawn in hand",
        d -> d.findElements(By.cssSelector("[data-hand='black:P']")).stream().findFirst().orElse(null));
    new Actions(browser.driver).clickAndHold(pawn).moveByOffset(20, -40).perform();
    // picking the pawn drew the board again: the square is looked up after it
    new Actions(browser.driver).moveToElement(browser.find("rect[data-square='2,2']")).perform();
    browser.screenshot("minishogi");
    new Actions(browser.driver).release().perform();

    bob.await("ali played p 00 33");
    browser.until("the drop on the board",
        d -> !d.findElements(By.cssSelector("g[data-piece='2,2']")).isEmpty()
            && d.findElements(By.cssSelector("[data-hand='black:P']")).isEmpty());
  }

  @Test
  void aSpectatorPageFollowsAGameAndTheTvShowsEveryGame() {
    Browser browser = web.browser();
    LineClient ali = web.telnet("ali");
    LineClient bob = web.telnet("bob");
    LineClient carol = web.telnet("carol");
    LineClient dave = web.telnet("dave");
    LineClient erin = web.telnet("erin");
    LineClient finn = web.telnet("finn");
    TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
    TestServer.startGame(carol, "carol", dave, "dave", 0, "checkers");
    TestServer.startGame(erin, "erin", finn, "finn", 0, "minishogi");
    carol.send("c3-d4");
    finn.send("p 54 53");

    browser.open("/tv.html");
    browser.until("three boards", d -> d.findElements(By.cssSelector(".screen svg[data-seq]")).size() == 3);
    browser.screenshot("tv");

    browser.open("/watch.html?game=99"); // never a game: no board, move field, clock button or chat
    browser.untilText("#error", "no such game");
    assertThat(browser.find("#game").isDisplayed()).isFalse();
    assertThat(browser.find(".chat").isDisplayed()).isFalse();

    browser.open("/watch.html?game=1");
    browser.until("the board", d -> !d.findElements(By.cssSelector("svg[data-seq]")).isEmpty());
    ali.send("e2e4");
    browser.until("the first move shown", d -> d.findElements(By.cssSelector("#move-list li")).size() == 1);
    bob.send("e7e5");
    ali.await("bob played e5");
    ali.send("Nf3");
    bob.send("say who watches?");
    browser.until("Nf3 and the chat shown", d -> browser.find("#move-list").getText().contains("Nf3")
        && browser.find("#chat-log").getText().contains("who watches?"));
    assertThat(browser.find("#move-list").getText()).isEqualTo("1. e4 e5\n2. Nf3"); // SAN pairs
    browser.screenshot("watch");
    bob.send("forfeit");
    browser.untilText("#game-status", "white wins: resignation");
  }

  @Test
  void theProjectorShowsARoundRobinsStandingsChangingAsGamesEnd() {
    Browser browser = web.browser();
    List<String> names = List.of("ann", "bob", "cat", "dan");
    Map<String, LineClient> players = new HashMap<>();
    for (String name : names) {
      players.put(name, web.telnet(name));
    }
    LineClient ann = players.get("ann");
    ann.send("tournament create cup kingcapture roundrobin 0 0");
    ann.awaitLine(line -> line.startsWith("tournament cup created"));
    for (String name : names) {
      players.get(name).send("tournament join cup");
      players.get(name).await("you joined cup");
    }
    browser.open("/tournament.html?name=cup");
    browser.until("the tournament", d -> browser.find("#about").getText().contains("4 players"));
    ann.send("tournament start cup");
    Map<String, String> blackOf = new HashMap<>();
    for (String name : names) {
      Matcher game = ROUND_GAME.matcher(players.get(name).awaitLine(line -> ROUND_GAME.matcher(line).matches()));
      assertThat(game.matches()).isTrue();
      if (game.group(3).equals("white")) {
        blackOf.put(name, game.group(4));
      }
    }
    browser.until("round 1 playing", d -> browser.find("#pairings").getText().contains("playing"));
    List<String> whites = blackOf.keySet().stream().sorted().toList();
    String first = whites.get(0);
    assertThat(points(first)).isEqualTo("0");

    players.get(blackOf.get(first)).send("forfeit");
    browser.until(first + " has a point", d -> points(first).equals("1"));
    browser.until("the crosstable has the result",
        d -> browser.find("#crosstable").getText().contains("1"));
    browser.screenshot("projector");
    String second = whites.get(1);
    players.get(blackOf.get(second)).send("forfeit");
    browser.until(second + " has a point", d -> points(second).equals("1"));
    browser.until("round 2", d -> browser.find("#round-title").getText().equals("Round 2"));
  }

  private static String points(String player) {
    List<WebElement> rows = web.browser().driver.findElements(By.cssSelector("#standings tr[data-player='" + player + "'] td"));
    return rows.size() > 2 ? rows.get(2).getText() : "";
  }

  @Test
  void userTextIsShownAsTextNeverAsHtml() {
    Browser browser = web.browser();
    browser.open("/");
    browser.type("#login-user", "<script>alert(1)</script>");
    browser.type("#login-password", "pw");
    browser.find("#register-button").click();
    browser.until("the refusal", d -> !browser.find("#login-error").getText().isEmpty());
    assertThat(browser.find("#login-error").getText()).contains("user");

    LineClient bob = web.telnet("bob");
    browser.signUp("eve");
    bob.send("new_game eve 0");
    browser.until("the challenge", d -> !d.findElements(By.cssSelector("#challenges li[data-from='bob'] .accept")).isEmpty());
    browser.find("#challenges li[data-from='bob'] .accept").click();
    browser.until("the game", d -> browser.find("#view-game").isDisplayed());
    String hostile = "<img src=x onerror=\"window.injected=1\"><script>window.injected=2</script><b>bold</b>";
    bob.send("say " + hostile);
    browser.until("the chat", d -> browser.find("#chat-log").getText().contains("bold"));
    assertThat(browser.find("#chat-log .text").getText()).isEqualTo(hostile);
    assertThat(browser.driver.findElements(By.cssSelector("#chat-log img, #chat-log script, #chat-log b:not(:first-child)"))).isEmpty();
    assertThat(browser.driver.executeScript("return window.injected === undefined")).isEqualTo(true);
  }

  @Test
  void aLoggedInUserWatchesFromTheLobbyThenAcceptsADrawOffer() {
    Browser browser = web.browser();
    LineClient carol = web.telnet("carol");
    LineClient dave = web.telnet("dave");
    TestServer.startGame(carol, "carol", dave, "dave", 0, null);
    LineClient bob = web.telnet("bob");
    browser.signUp("ali");
    browser.until("the running game", d -> !d.findElements(By.cssSelector("[data-watch='1']")).isEmpty());
    browser.find("[data-watch='1']").click();
    browser.untilText("#game-status", "white to move");
    assertThat(browser.find("#leave-button").getText()).isEqualTo("Stop watching");
    carol.send("e2e4");
    browser.until("carol's move", d -> d.findElements(By.cssSelector("#move-list li")).size() == 1);
    browser.find("#leave-button").click();
    browser.until("the lobby", d -> browser.find("#view-lobby").isDisplayed());

    bob.send("new_game ali 0 pawns");
    browser.until("the challenge", d -> !d.findElements(By.cssSelector("#challenges li[data-from='bob'] .accept")).isEmpty());
    browser.find("#challenges li[data-from='bob'] .accept").click();
    browser.untilText("#game-status", "white to move");
    // answered, the challenge's notice goes with it (it stayed its 12 s until session 20)
    assertThat(browser.until("the notices", WebBrowserTest::notices))
        .noneMatch(text -> text.contains("challenges you"));
    bob.send("draw");
    browser.untilText("#draw-button", "Accept draw");
    // the page's words for its button, not telnet's "type draw to accept"
    browser.until("the offer's notice", d -> notices(d).stream()
        .anyMatch(text -> text.startsWith("bob offers a draw: press Accept draw")));
    assertThat(browser.until("the notices", WebBrowserTest::notices))
        .noneMatch(text -> text.contains("type draw"));
    browser.find("#draw-button").click();
    browser.untilText("#game-status", "draw: agreement");
  }

  private static List<String> notices(WebDriver driver) {
    return driver.findElements(By.cssSelector("#notices .notice")).stream()
        .map(WebElement::getText).toList();
  }
}
