package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The arbiter's hand on the ICS port, as XBoard reads it: FICS's {@code moretime N} gives the
 * opponent time and a board with the new clock follows; {@code pause} asks, the opponent agrees
 * (here from telnet), and the game's clock is paused and resumed in the words XBoard watches for,
 * each with a board whose clocks tick or not.
 */
@Tag("socket")
class IcsArbiterHandTest {

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

  /** The next style 12 line the client reads. */
  private static Matcher nextBoard(IcsClient client) {
    client.upTo("<12>");
    String line = "<12>" + client.upTo("\n\r");
    Matcher board = BOARD.matcher(line);
    assertThat(board.find()).as(line).isTrue();
    return board;
  }
}
