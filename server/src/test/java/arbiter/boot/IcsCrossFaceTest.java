package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One lobby behind every face: an ICS user is in telnet's and JSON's {@code who}, is challenged by
 * {@code new_game} and JSON {@code challenge} (seen as FICS {@code Challenge:} lines), plays them,
 * and challenges them back; variants a chess program cannot show are refused with a reason; a
 * fractional control and a game resumed after a restart reach the ICS user as FICS would say them;
 * so do a time gift, a pause and its end, in the words and boards XBoard reads; an ICS user
 * joins a telnet host's simul and plays their board.
 */
@Tag("socket")
class IcsCrossFaceTest {

  private static final String EOL = "\n\r";
  private static final String IAC_WILL_ECHO = "\u00ff\u00fb\u0001";

  /** A style 12 board: white's and black's clocks, then the flip and ticking fields. */
  private static final Pattern BOARD =
      Pattern.compile("<12> .* (\\d+) (\\d+) \\d+ \\S+ \\S+ \\S+ (\\d) (\\d) 0\n\r");

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

  @Test
  void telnetUserChallengesAndPlaysAnIcsUser() {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    try (LineClient tom = TestServer.login(server, "tom")) {
      tom.send("who");
      tom.awaitLine(line -> line.contains("ali"));

      tom.send("new_game ali 0 minishogi");
      tom.await("this user's chess program cannot show that variant");
      tom.send("new_game ali 0 chess");
      tom.await("challenge sent to ali");
      assertThat(ali.block()).isEqualTo(EOL
          + "Challenge: tom (----) ali (----) rated untimed 0 0." + EOL
          + "You can \"accept\" or \"decline\", or propose different parameters." + EOL
          + "fics% ");
      ali.send("accept tom");
      ali.block();
      assertThat(ali.block()).contains("{Game 1 (tom vs. ali) Creating rated untimed match.}");
      tom.await("new game started successfully between tom and ali with limit 0");

      tom.send("e2e4");
      assertThat(ali.block()).contains(" 1 0 0 39 39 0 0 1 P/e2-e4 (0:00) e4 1 0 0" + EOL);
      ali.send("Nf6");
      ali.block();
      tom.awaitLine(line -> line.contains("Nf6"));
      tom.send("say hello from telnet");
      assertThat(ali.block()).isEqualTo(EOL + "tom says: hello from telnet" + EOL + "fics% ");
      ali.send("resign");
      assertThat(ali.block()).isEqualTo(
          "{Game 1 (tom vs. ali) ali resigns} 1-0" + EOL + "fics% ");
      tom.awaitLine(line -> line.startsWith("player tom with color white won"));

      // and the other way round: the ICS user's match reaches telnet as a challenge
      ali.send("match tom 3 2");
      assertThat(ali.block()).isEqualTo(
          "Issuing: ali (----) tom (----) rated blitz 3 2." + EOL + "fics% ");
      tom.awaitLine(line -> line.startsWith("ali challenges you"));
      tom.send("decline ali");
      assertThat(ali.block()).isEqualTo(EOL + "tom declines the match offer." + EOL + "fics% ");
    }
    ali.close();
  }

  @Test
  void jsonUserSeesAnIcsUserAndChallengesThem() {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    try (JsonClient jo = JsonClient.login(server, "jo")) {
      jo.send(new Request.Who());
      assertThat(jo.await(Event.Who.class).users()).contains("ali", "jo");
      jo.send(new Request.Challenge("ali", 0, "checkers", null, true));
      assertThat(jo.await(Event.Error.class).message())
          .isEqualTo("this user's chess program cannot show that variant");
      jo.send(new Request.Challenge("ali", 0, "chess", "5+0", false));
      assertThat(ali.block()).isEqualTo(EOL
          + "Challenge: jo (----) ali (----) unrated blitz 5 0." + EOL
          + "You can \"accept\" or \"decline\", or propose different parameters." + EOL
          + "fics% ");
      ali.send("decline");
      assertThat(ali.block()).isEqualTo("You decline the match offer from jo." + EOL + "fics% ");
      assertThat(jo.await(Event.Declined.class).by()).isEqualTo("ali");
    }
    ali.close();
  }

  @Test
  void anIcsUserIsInvitedJoinsListsAndLeavesATournament() {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    try (LineClient tom = TestServer.login(server, "tom")) {
      tom.send("tournament create cup chess swiss 3");
      tom.await("tournament cup created: chess swiss rounds 3 limit 0 players 0 open");
      tom.send("tournament enter cup ali");
      tom.await("ali is invited to cup; they play once they accept");
      assertThat(ali.block()).isEqualTo(EOL + "tournament cup: tom invites you to play;"
          + " tournament join cup accepts, tournament decline cup declines" + EOL + "fics% ");
      ali.send("tournament join cup");
      assertThat(ali.block()).isEqualTo("you joined cup" + EOL + "fics% ");
      tom.await("tournament cup, ali: accept");
      ali.send("tournament list");
      assertThat(ali.block()).contains("cup chess swiss rounds 3 limit 0 players 1 open");
      ali.send("tournament leave cup");
      assertThat(ali.block()).isEqualTo("you left cup" + EOL + "fics% ");
      tom.await("tournament cup, ali: leave");
      ali.send("tournament join");
      assertThat(ali.block()).startsWith("Usage: tournament list | tournament join");
    }
    ali.close();
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

  @Test
  void moretimePauseAndUnpauseReachXboardAsFicsSaysThem() {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    try (LineClient tom = TestServer.login(server, "tom")) {
      tom.send("new_game ali 0 chess 5+0");
      tom.await("challenge sent to ali");
      ali.upTo("fics% ");
      ali.send("accept tom");
      ali.upTo("Creating");
      tom.await("new game started successfully between tom and ali with limit 0");
      tom.send("e2e4");
      ali.upTo("P/e2-e4");
      ali.upTo("fics% ");

      ali.send("moretime 30");
      assertThat(ali.upTo("(game 1).")).endsWith("tom has been given 30 seconds by ali (game 1).");
      Matcher gift = nextBoard(ali);
      assertThat(Long.parseLong(gift.group(1))).isBetween(325L, 330L); // white's clock, stopped
      assertThat(gift.group(4)).isEqualTo("1"); // black's clock ticks
      tom.awaitLine(line -> line.equals("ali gave tom 30 more seconds in game 1"));

      ali.send("pause");
      ali.upTo("Issuing pause request to tom.");
      tom.await("ali asks to pause game 1; pause 1 agrees");
      tom.send("pause 1");
      assertThat(ali.upTo("Game clock paused by tom.")).endsWith("Game 1: Game clock paused by tom.");
      assertThat(nextBoard(ali).group(4)).isEqualTo("0");
      ali.send("e7e5");
      ali.upTo("The game is waiting; the clocks are stopped.");

      tom.send("resume 1");
      tom.await("you asked ali to resume the game; it goes on when they agree with resume");
      ali.upTo("tom requests to unpause game 1.");
      ali.send("unpause");
      assertThat(ali.upTo("Game clock resumed by ali.")).endsWith("Game 1: Game clock resumed by ali.");
      assertThat(nextBoard(ali).group(4)).isEqualTo("1");
      ali.send("e7e5");
      ali.upTo("P/e7-e5");
    }
  }

  @Test
  void anIcsUserJoinsATelnetHostsSimulAndPlaysTheirBoard() {
    IcsClient ali = IcsClient.logIn(server.icsPort(), "ali", "pw");
    try (LineClient tom = TestServer.login(server, "tom")) {
      tom.send("simul create chess 10+5");
      tom.awaitLine(line -> line.startsWith("tom hosts a simul"));
      ali.send("simul join tom");
      assertThat(ali.block()).isEqualTo("you joined the simul of tom (1 boards so far)" + EOL
          + "fics% ");
      tom.await("ali joined your simul");
      tom.send("simul start");
      ali.upTo("{Game 1 (tom vs. ali) Creating rated ");
      assertThat(Integer.parseInt(nextBoard(ali).group(1))).isBetween(590, 600); // white: 10 min
      tom.send("e2e4");
      ali.upTo("P/e2-e4");
      ali.send("c5");
      tom.awaitLine(line -> line.contains("c5"));
      ali.send("resign");
      ali.upTo("{Game 1 (tom vs. ali) ali resigns} 1-0");
      tom.await("the simul of tom is over: +1 =0 -0 for the host");
    }
    ali.close();
  }

  /** The next style 12 line the client reads. */
  private static Matcher nextBoard(IcsClient client) {
    client.upTo("<12>");
    String line = "<12>" + client.upTo("\n\r");
    Matcher board = BOARD.matcher(line);
    assertThat(board.find()).as(line).isTrue();
    return board;
  }
}
