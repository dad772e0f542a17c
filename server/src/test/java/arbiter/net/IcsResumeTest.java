package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Request;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ICS port over a real socket: a fractional control, and a game resumed after a restart. */
@Tag("socket")
class IcsResumeTest {

  private static final String EOL = "\n\r";
  private static final String IAC_WILL_ECHO = "\u00ff\u00fb\u0001";

  @TempDir Path data;
  private ArbiterServer server;

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(TestServer.settings(data).with("ics.port", IcsClient.freePort()));
    try (LineClient telnet = new LineClient(server.port())) {
      telnet.send("register ali pw");
      telnet.await("register successful");
    }
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /**
   * Half a minute has no FICS numbers: style 12's initial time is whole minutes and XBoard runs no
   * clocks for {@code 0 0}; the numbers are rounded up, the real control said in a line, and the
   * clocks given exactly.
   */
  @Test
  void aFractionalControlIsRoundedUpAndSaidExactly() {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    String note = "The clock is 0.5+0 (Arbiter's minutes+seconds): the numbers above are rounded"
        + " up to whole minutes and seconds, the clocks are exact." + EOL;
    try (JsonClient jason = JsonClient.login(server, "jason")) {
      jason.send(new Request.Challenge("ali", 0, "chess", "0.5+0", true));
      assertThat(ali.block()).isEqualTo(EOL
          + "Challenge: jason (----) ali (----) rated lightning 1 0." + EOL + note
          + "You can \"accept\" or \"decline\", or propose different parameters." + EOL
          + "fics% ");
      ali.send("accept jason");
      String start = ali.upTo("<12> ") + ali.upTo(EOL);
      assertThat(start).contains("Creating: jason (----) ali (----) rated lightning 1 0" + EOL
          + "{Game 1 (jason vs. ali) Creating rated lightning match.}" + EOL + note + "<12> ");
      // the initial time rounded to 1 minute, both clocks the real 30 s (white's running)
      assertThat(start).containsPattern(" jason ali -1 1 0 39 39 (30|29) 30 1 none ");
    }
    ali.close();
  }

  /**
   * After a restart a game comes back as FICS gives an adjourned game it resumes: the
   * {@code Creating:} line, {@code {Game N (...) Continuing ...}}, the board with the receiver's
   * relation, and for XBoard's {@code moves N} the move list in the form it parses; the user then
   * moves on.
   */
  @Test
  void aGameResumedAfterARestartIsAnnouncedAsFicsResumesOne() throws Exception {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    try (JsonClient jason = JsonClient.login(server, "jason")) {
      jason.send(new Request.Challenge("ali", 0, "chess", "5+0", true));
      ali.block();
      ali.send("accept jason");
      ali.upTo("<12> ");
      jason.send(new Request.Move("e2e4"));
      ali.upTo(" e4 1 1 0" + EOL);
      ali.send("e5");
      ali.upTo(" e5 1 1 0" + EOL);
    }
    ali.close();
    server.close();
    server = TestServer.start(TestServer.settings(data).with("ics.port", IcsClient.freePort()));
    IcsClient back = new IcsClient(server.icsPort());
    back.upTo("login: ");
    back.send("ali");
    back.upTo(IAC_WILL_ECHO);
    back.send("pw");
    String resumed = back.upTo("<12> ") + back.upTo(EOL);
    assertThat(resumed).contains("**** Starting FICS session as ali ****" + EOL);
    assertThat(resumed).contains("Creating: jason (----) ali (----) rated blitz 5 0" + EOL
        + "{Game 1 (jason vs. ali) Continuing rated blitz match.}" + EOL + "<12> ");
    // white to move, ali black: relation -1, move 2, the last move e5, black at the bottom
    assertThat(resumed).containsPattern(
        "<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -------- PPPP-PPP RNBQKBNR W 4 1 1 1 1"
            + " 0 1 jason ali -1 5 0 39 39 [0-9]+ [0-9]+ 2 P/e7-e5 \\([0-9:]+\\) e5 1 [01] 0");
    back.send("moves 1");
    String list = back.upTo("{Still in progress} *" + EOL);
    assertThat(list).contains("jason (UNR) vs. ali (UNR) --- ")
        .contains("Rated blitz match, initial time: 5 minutes, increment: 0 seconds.")
        .contains("  1.  e4      (0:00.000)      e5      (0:00.000)" + EOL);
    back.close();
  }
}
