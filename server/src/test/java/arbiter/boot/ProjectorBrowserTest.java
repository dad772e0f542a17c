package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * The projector in headless Chromium at 1280x720 and 1920x1080: pushed by the server (no
 * polling), pairing numbers, ratings and scores beside the boards, the pairing-allocated bye told
 * apart, a withdrawn player marked, the round in play said above the standings, everything on one
 * screen without scrolling, the QR code of the join address readable by zbarimg, and the podium
 * once the tournament is over. Writes docs/web-projector-1080.png, -720.png and -podium.png.
 */
@Tag("socket")
@Tag("browser")
class ProjectorBrowserTest {

  @RegisterExtension static final WebFixture web = WebFixture.window(1920, 1080);

  @Test
  void theProjectorIsPushedFitsTheScreenAndShowsTheWayToJoin() throws Exception {
    Browser browser = web.browser();
    List<LineClient> players = new ArrayList<>();
    for (String name : List.of("ann", "bob", "cat", "dan", "eve")) {
      players.add(web.telnet(name));
    }
    LineClient organizer = web.telnet("org"); // an organizer who plays no game: the players' menus are games
    organizer.send("tournament create cup kingcapture swiss 3 0");
    organizer.awaitLine(line -> line.startsWith("tournament cup created"));
    for (LineClient player : players) {
      player.send("tournament join cup");
      player.await("you joined cup");
    }
    browser.open("/tournament.html?name=cup");
    browser.until("the tournament", d -> browser.find("#about").getText().contains("5 players"));
    organizer.send("tournament start cup");
    browser.until("round 1 with its bye", d -> browser.find("#pairings").getText()
        .contains("bye (paired, 1 point)"));
    organizer.send("tournament withdraw cup dan");
    organizer.await("dan withdrawn from cup");
    browser.until("dan marked withdrawn",
        d -> !browser.driver.findElements(By.cssSelector(
            "#standings .withdrawn")).isEmpty());
    assertThat(browser.find("#pairings").getText()).contains("(0)").containsPattern("\\b1 ");
    // eve's bye is in her points, not yet in her tie-breaks: the standings say round 1 is in play
    assertThat(browser.find("#standings-note").getText()).isEqualTo(
        "Round 1 in play: its results so far are in the points, not yet in the tie-breaks.");

    for (int[] size : new int[][] {{1920, 1080}, {1280, 720}}) {
      browser.resize(size[0], size[1]);
      browser.until("drawn again", d -> browser.find("#qr-box").isDisplayed());
      Object fits = browser.driver.executeScript(
          "return document.documentElement.scrollHeight <= window.innerHeight"
              + " && document.documentElement.scrollWidth <= window.innerWidth");
      assertThat(fits).as("nothing scrolls at %dx%d", size[0], size[1]).isEqualTo(true);
      assertThat(browser.find("#crosstable").isDisplayed()).isTrue();
      browser.screenshot("projector-" + size[1]);
    }
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/zbarimg")),
        "skipped: reading the QR code needs zbarimg (apt-get install zbar-tools)");
    Path shot = docs().resolve("web-projector-720.png");
    assertThat(zbarimg(shot)).startsWith("QR-Code:http://").endsWith("/?join=cup");
  }

  @Test
  void aFinishedTournamentShowsItsWinnerOnAPodium() {
    Browser browser = web.browser();
    LineClient ann = web.telnet("ann");
    LineClient bob = web.telnet("bob");
    ann.send("tournament create duo kingcapture roundrobin 0 0");
    ann.awaitLine(line -> line.startsWith("tournament duo created"));
    for (LineClient player : List.of(ann, bob)) {
      player.send("tournament join duo");
      player.await("you joined duo");
    }
    browser.open("/tournament.html?name=duo");
    browser.until("the tournament", d -> browser.find("#about").getText().contains("2 players"));
    ann.send("tournament start duo");
    String line = ann.awaitLine(l -> l.contains("you play"));
    LineClient black = line.contains("you play white") ? bob : ann;
    String winner = black == ann ? "bob" : "ann";
    black.send("forfeit");
    browser.until("the podium", d -> browser.find("#podium").isDisplayed());
    assertThat(browser.find("#podium .winner").getText()).isEqualTo(winner + " wins duo");
    assertThat(browser.find("#podium .place1 .who").getText()).isEqualTo(winner);
    browser.screenshot("projector-podium");
  }

  /**
   * An arena: the time left counting down, the games being played, each player's sheet with the
   * pause mark, no crosstable; the TV page's live ranking beside the boards. Writes
   * docs/web-arena-projector.png.
   */
  @Test
  void theArenaShowsItsTimeLeftAndTheSheets() {
    Browser browser = web.browser();
    LineClient ann = web.telnet("ann");
    LineClient bob = web.telnet("bob");
    LineClient cat = web.telnet("cat");
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
    bob.await("bob berserks in night: half the clock and no increment, one point more for a win"
        + " of 7 moves or more");
    ann.send("forfeit");
    ann.await("you have forfeited");
    // bob's row: rank, pairing number, player (points), points, sheet: a berserk win before
    // 7 moves each is 2, as on lichess
    browser.until("bob's win", d -> browser.find("#standings tr[data-player=bob]")
        .getText().replaceAll("\\s+", " ").endsWith("bob (2) 2 2"));
    assertThat(browser.find("#countdown").getText()).matches("(29|30):\\d\\d left");
    assertThat(browser.find("#standings").getText()).contains("paused");
    assertThat(browser.find("#cross-box").isDisplayed()).isFalse();
    assertThat(browser.find("#pairings").getText()).contains("ann").contains("0-1");
    browser.screenshot("arena-projector");

    browser.open("/tv.html?tournament=night");
    browser.until("the ranking beside the boards",
        d -> browser.find("#ranking-rows").getText().startsWith("bob 2"));
    browser.until("its time left", d -> browser.find("#ranking-left").getText().endsWith("left"));
  }

  private static Path docs() {
    Path cwd = Path.of("").toAbsolutePath();
    return (Files.isDirectory(cwd.resolve("docs")) || Files.exists(cwd.resolve("arbiter"))
        ? cwd : cwd.getParent()).resolve("docs");
  }

  private static String zbarimg(Path png) throws Exception {
    Process reader = new ProcessBuilder("/usr/bin/zbarimg", "-q", png.toString())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String text = new String(reader.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    reader.waitFor();
    return text.strip();
  }
}
