package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.game.StoredGame;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A player who drops keeps the game for the grace period; after it the opponent may claim it. */
@Tag("socket")
class ReconnectTest {

  @TempDir Path data;

  @Test
  void aPlayerWhoComesBackWithinTheGraceResumesOnTheNewConnection() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data).with("reconnect.grace.seconds", 3600));
        LineClient ali = TestServer.login(server, "ali")) {
      LineClient bob = TestServer.login(server, "bob");
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      ali.send("e2e4");
      bob.await("ali played e2e4");
      bob.close();

      ali.await("bob disconnected; if they are not back within 3600 seconds you may claim the win with claim");
      ali.send("claim");
      assertThat(ali.next()).isEqualTo("you may claim the win in 3600 seconds");

      try (LineClient back = new LineClient(server.port())) {
        back.send("login bob pw");
        assertThat(back.next(2)).containsExactly("login successful", "you play black in game 1 (kingcapture)");
        back.await("it is player bob turn with color black");
        assertThat(ali.next()).isEqualTo("bob is back");
        ali.send("claim");
        assertThat(ali.next()).isEqualTo("your opponent is connected");

        back.send("e7e5");
        assertThat(back.next(2)).containsExactly("moved", "turn completed");
        ali.await("bob played e7e5");
      }
    }
  }

  @Test
  void afterTheGraceTheOpponentClaimsTheWinScoredAsAForfeit() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data).with("reconnect.grace.seconds", 0));
        LineClient ali = TestServer.login(server, "ali");
        LineClient carol = TestServer.login(server, "carol")) {
      LineClient bob = TestServer.login(server, "bob");
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      carol.send("observe 1");
      carol.await("it is player ali turn with color white");
      bob.close();
      ali.await("bob disconnected; if they are not back within 0 seconds you may claim the win with claim");

      ali.send("claim");

      assertThat(ali.next(3))
          .containsExactly("you claimed the win: bob did not come back", "player ali with color white won",
              "game over: bob left and did not come back in time");
      carol.await("ali claimed the win: bob did not come back");
      ali.send("scoreboard");
      assertThat(ali.next(3)).containsExactly("ali 2 1 0 0", "carol 0 0 0 0", "bob -1 0 0 1");
      assertThat(server.store().finishedGames()).singleElement()
          .satisfies(game -> assertThat(List.of(game.id(), game.result(), game.reason(), game.moves()))
              .isEqualTo(List.of(1L, "white", "abandoned", List.of())));
    }
  }

  @Test
  void spectatorsChatAmongThemselvesAndReadThePlayers() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        LineClient carol = TestServer.login(server, "carol");
        LineClient dave = TestServer.login(server, "dave")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      for (LineClient spectator : List.of(carol, dave)) {
        spectator.send("observe 1");
        spectator.await("it is player ali turn with color white");
      }

      carol.send("say ali should play e4");
      ali.send("say hello");

      assertThat(dave.next(2)).containsExactly("(spectator) carol: ali should play e4", "ali: hello");
      assertThat(carol.next()).isEqualTo("ali: hello");
      assertThat(bob.next()).isEqualTo("ali: hello"); // the spectators' line never reached the players
      ali.send("show_turn");
      assertThat(ali.next()).isEqualTo("it is player ali turn with color white");
    }
  }
}
