package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.config.Settings;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A telnet player challenges a house bot over a real socket and plays a few moves. */
@Tag("socket")
class HouseBotNetworkTest {

  @TempDir Path data;

  @Test
  void aTelnetPlayerChallengesHouseAndTheBotAnswersEveryMove() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali")) {
      ali.send("who");
      ali.await("house (bot)");
      ali.send("new_game house1 0 chess 3+2");
      ali.await("challenge sent to house1");
      for (String move : new String[] {"e4", "Nf3", "Nc3"}) {
        ali.send(move);
        ali.awaitLine(line -> line.startsWith("house1 played ") || line.startsWith("house1 moved "));
      }
      ali.send("resign");
    }
  }

  /**
   * An analysis takes seconds to minutes: it ran on the bots' one thread, and a bot whose move
   * waited behind it lost a 30-second game on time. The bot now moves while the analysis runs.
   */
  @Test
  void aBotMovesWhileAFinishedGameIsAnalysed() throws InterruptedException {
    // a slow analysis: four positions of 150,000 nodes each, seconds against the bot's moment
    Settings slowAnalysis = TestServer.settings(data).with("bots.analysis.nodes", 150_000);
    try (ArbiterServer server = TestServer.start(slowAnalysis);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        LineClient carol = TestServer.login(server, "carol")) {
      ali.send("new_game bob 0 chess");
      ali.await("challenge sent to bob");
      bob.send("accept ali");
      bob.await("new game started successfully between ali and bob with limit 0");
      for (String[] turn : new String[][] {{"f3", "e5"}, {"g4", "Qh4#"}}) {
        ali.send(turn[0]);
        ali.await("turn completed");
        bob.send(turn[1]);
        bob.await("turn completed");
      }
      bob.await("player bob with color black won");
      carol.send("analyze 1");
      ali.send("new_game house1 0 chess");
      ali.await("challenge sent to house1");
      ali.send("e4");
      ali.awaitLine(line -> line.startsWith("house1 played ") || line.startsWith("house1 moved "));
      assertThat(carol.pending()).as("the bot moved before the analysis was done")
          .noneMatch(line -> line.startsWith("analysis of game 1"));
      carol.awaitLine(line -> line.startsWith("analysis of game 1"));
    }
  }

  @Test
  void aBotsNameCannotBeRegisteredOrLoggedInto() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient client = new LineClient(server.port())) {
      client.send("register house pw");
      client.await("a user exists with this username");
      client.send("login house pw");
      assertThat(client.next()).isNotEqualTo("login successful");
    }
  }
}
