package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.director.TournamentView;
import arbiter.tournament.Pairing;
import arbiter.tournament.PlayerCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.JavascriptExecutor;

/**
 * An over-the-board Swiss of 40 players in headless Chromium, the players' phones at 390x844:
 * each identifies by the code on their pairing line and taps their result; two agreeing reports
 * stand and reach the projector, a conflict and a missing second report (the deadline on the
 * server's fake clock) go to the organizer's telnet, the arbiter's result stands, and the late
 * report that agrees still stands. Writes docs/web-otb-phone.png.
 */
@Tag("socket")
@Tag("browser")
class OtbPhoneBrowserTest {

  @RegisterExtension static final WebFixture web = WebFixture.window(390, 844).onFakeTime();
  private Browser phone;

  /** The player's phone: the code typed, the result tapped and sent; the answer's line. */
  private String report(PlayerCodes codes, String player, String result) {
    phone.open("/phone.html?name=club");
    // a code kept from the last report shows the code form until the server's answer about it
    // shows the seat instead (typing then met a hidden field): wait for that answer
    phone.until("the code form or the seat", d -> phone.find("#seat").isDisplayed()
        || phone.find("#code-form").isDisplayed() && ((JavascriptExecutor) d)
            .executeScript("return localStorage.getItem('arbiter.code.club')") == null);
    if (phone.find("#seat").isDisplayed()) {
      phone.find("#forget").click();
    }
    phone.type("#code", codes.code(player).toLowerCase());
    phone.find("#code-go").click();
    phone.until(player + "'s board", d -> phone.find("#me").getText().startsWith(player));
    phone.find("button.result[data-result='" + result + "']").click();
    phone.find("#send").click();
    return phone.until("the answer", d -> {
      String text = phone.find("#answer").getText();
      return text.contains("round 1 board") || text.contains("board") ? text : null;
    });
  }

  @Test
  void playersReportOnTheirPhonesAndTheProjectorShowsWhatStands() throws Exception {
    ArbiterServer server = web.server();
    Path folder = Files.createDirectories(web.data().resolve("tournaments").resolve("club"));
    StringBuilder csv = new StringBuilder("name,rating\n");
    for (int i = 1; i <= 40; i++) {
      csv.append(String.format("p%02d,%d%n", i, 2400 - i * 10));
    }
    Files.writeString(folder.resolve("players.csv"), csv);
    LineClient org = web.telnet("org");
    org.send("tournament create club chess swiss 5 otb");
    org.awaitLine(line -> line.startsWith("tournament club created"));
    org.send("tournament players club");
    org.awaitLine(line -> line.contains("club"));
    org.send("tournament start club");
    org.awaitLine(line -> line.contains("round 1"));
    PlayerCodes codes = server.tournaments().codes("club").toCompletableFuture().join();
    TournamentView view = server.tournaments().view("club").toCompletableFuture().join();
    List<Pairing> round = view.roundsPaired().get(0);
    assertThat(round).hasSize(20);

    Browser projector = web.browser(1280, 720);
    projector.open("/tournament.html?name=club&seconds=100000"); // no page turning
    projector.until("round 1", d -> projector.find("#pairings").getText().contains("p01"));
    phone = web.browser();

    // a code nobody has
    phone.open("/phone.html?name=club");
    phone.type("#code", "ZZZZZZ");
    phone.find("#code-go").click();
    phone.until("refused", d -> phone.find("#answer").getText().contains("No player"));

    Pairing first = round.get(0);
    assertThat(report(codes, first.white(), "1-0")).contains("is noted");
    phone.screenshot("otb-phone");
    phone.find("button.result[data-result='1-0']").click();
    phone.find("#send").click(); // the same tap again, as a phone that lost the Wi-Fi retries
    phone.until("still noted", d -> phone.find("#answer").getText().contains("is noted"));
    assertThat(report(codes, first.black(), "1-0")).contains("1-0 stands");
    projector.until("board 1 stands on the projector",
        d -> projector.find("#pairings tr[data-board='1']").getText().contains("1-0"));

    // the arbiter's table, in the browser of a second organizer logged in on the web
    Browser desk = web.browser(1280, 800);
    desk.open("/");
    desk.type("#login-user", "carol");
    desk.type("#login-password", "pw");
    desk.find("#register-button").click();
    desk.until("the lobby", d -> desk.find("#view-lobby").isDisplayed());
    org.send("tournament arbiter club carol");
    org.awaitLine(line -> line.contains("carol"));
    desk.open("/arbiter.html?name=club");
    desk.until("the table", d -> desk.find("#boards tr[data-board='1']").getText().contains("1-0"));

    Pairing second = round.get(1);
    report(codes, second.white(), "1-0");
    assertThat(report(codes, second.black(), "0-1")).contains("the arbiter decides");
    // the phone said "You reported 0-1; waiting for your opponent" while the arbiter decided
    assertThat(phone.find("#stands").getText()).contains("the arbiter decides");
    org.awaitLine(line -> line.contains("round 1 board 2") && line.contains("reports differ"));
    desk.until("the conflict first on the table", d -> desk.find("#boards tr.otb-conflict")
        .getAttribute("data-board").equals("2"));
    desk.find("#boards tr[data-board='2'] button.confirm:nth-of-type(2)").click(); // =
    desk.until("the arbiter's draw stands", d -> desk.find("#boards tr[data-board='2']")
        .getText().contains("1/2-1/2"));
    // a slip of the arbiter's hand is corrected on the table too (its buttons were gone)
    desk.find("#boards tr[data-board='2'] button.confirm:nth-of-type(1)").click(); // 1-0
    desk.until("the corrected result stands", d -> desk.find("#boards tr[data-board='2'] .result")
        .getText().equals("1-0"));

    // a call from a phone rings at the table until taken
    phone.find("#call-text").sendKeys("my clock is broken");
    phone.find("#call").click();
    desk.until("the call", d -> desk.find("#calls").getText().contains("my clock is broken"));
    desk.screenshot("otb-arbiter");
    desk.find("#calls button").click();
    desk.until("taken", d -> desk.find("#calls").getText().isEmpty());

    Pairing third = round.get(2);
    report(codes, third.white(), "0-1");
    web.ticker().advance(600_000); // the deadline for the second report, on the server's clock
    org.awaitLine(line -> line.contains("round 1 board 3") && line.contains("by the deadline"));
    assertThat(report(codes, third.black(), "0-1")).contains("0-1 stands");

    phone.open("/phone.html?name=club");
    phone.until("the seat", d -> phone.find("#stands").getText().contains("0-1"));
    projector.until("the corrected result and the late one on the projector",
        d -> projector.find("#pairings tr[data-board='2']").getText().contains("1-0")
            && projector.find("#pairings tr[data-board='3']").getText().contains("0-1"));

    // the projector in Persian: its pages' numbers in Persian digits, as every other number
    Browser persian = web.browser(1280, 720);
    persian.open("/tournament.html?name=club&seconds=100000&lang=fa");
    persian.until("a page number", d -> persian.find("#round-title").getText().contains("/"));
    // it was "دور ۱ (1/4)"
    assertThat(persian.find("#round-title").getText()).matches("دور ۱ \\(۱/[۰-۹]+\\)");

    // the organizer logs in on telnet too: the table steps aside, as the lobby page does; it
    // came back with its cookie 2 s later and took the login back, and again at each login
    LineClient carol = web.telnet("carol");
    desk.until("the table steps aside", d -> desk.find("#login").isDisplayed()
        && desk.find("#answer").getText().contains("logged in elsewhere"));
    carol.send("tournament boards club");
    carol.awaitLine(line -> line.contains("round 1"));
  }
}
