package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The arbiter's hand over the text port: an admin (the {@code admins} setting) gives a player time
 * and adjudicates the game; a spectator who is no arbiter gets one line and changes nothing.
 */
@Tag("socket")
class ArbiterHandSocketTest {

  @TempDir Path data;

  @Test
  void anAdminsNameNobodyHadWhenTheServerStartedIsNoAdminForWhoeverRegistersIt() throws Exception {
    try (ArbiterServer server =
        TestServer.start(TestServer.settings(data).with("admins", "root"))) {
      LineClient ali = TestServer.login(server, "ali");
      LineClient bob = TestServer.login(server, "bob");
      LineClient root = TestServer.login(server, "root");
      TestServer.startGame(ali, "ali", bob, "bob", 0, "chess 5+0");

      root.send("moretime 1 bob 30");
      assertThat(root.next()).startsWith("only the organizers of the tournament of game 1");
    }
  }

  @Test
  void anAdminGivesTimeThenAdjudicatesOverTelnet() throws Exception {
    // an admins= name is an admin only if its account exists when the server starts
    try (ArbiterServer first = TestServer.start(TestServer.settings(data));
        LineClient registered = TestServer.login(first, "root")) {
      registered.send("logout");
    }
    try (ArbiterServer server =
        TestServer.start(TestServer.settings(data).with("admins", "root"))) {
      LineClient ali = TestServer.login(server, "ali");
      LineClient bob = TestServer.login(server, "bob");
      LineClient root = TestServer.login(server, "root");
      LineClient carol = TestServer.login(server, "carol");
      TestServer.startGame(ali, "ali", bob, "bob", 0, "chess 5+0");

      root.send("moretime 1 bob 30");
      assertThat(root.next()).isEqualTo("root gave bob 30 more seconds in game 1");
      bob.await("root gave bob 30 more seconds in game 1");
      assertThat(bob.awaitLine(line -> line.startsWith("clock: "))).endsWith("black 5:30");
      ali.await("root gave bob 30 more seconds in game 1");

      root.send("moretime 1 bob 900");
      assertThat(root.next()).isEqualTo("a time gift is 1 to 600 seconds");
      carol.send("adjudicate 1 1-0");
      assertThat(carol.next()).isEqualTo("only the organizers of the tournament of game 1, an"
          + " admin or, for moretime in a casual game, the opponent may do that");

      root.send("adjudicate 1 0-1 ali left the hall");
      ali.await("player bob with color black won");
      bob.await("player bob with color black won");
      assertThat(root.next(2)).containsExactly("an arbiter adjudicated the game",
          "player bob with color black won");
      ali.send("games");
      assertThat(ali.awaitLine(line -> !line.isBlank())).doesNotContain("ali");
    }
  }
}
