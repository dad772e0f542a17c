package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.store.StoredGame;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Users, scores and finished games survive a restart of the server on the same data directory. */
class RestartTest {

  @TempDir Path data;

  @Test
  void usersScoresAndFinishedGamesAreKept() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      ali.send("e2e4");
      bob.await("ali played e2e4");
      bob.send("forfeit");
      ali.await("player ali with color white won");
    }

    try (ArbiterServer server = TestServer.start(data);
        LineClient bob = new LineClient(server.port())) {
      bob.send("login bob wrong", "login bob pw", "scoreboard");

      assertThat(bob.next(4))
          .containsExactly("incorrect password", "login successful", "ali 2 1 0 0", "bob -1 0 0 1");
      List<StoredGame> games = server.store().finishedGames();
      assertThat(games)
          .containsExactly(
              new StoredGame(1, "kingcapture", "ali", "bob", 0, "white", "forfeit", List.of("e2e4")));
      bob.send("new_game ali 0");
      assertThat(bob.next()).isEqualTo("user is not online");
    }
  }

  @Test
  void gameIdsGoOnAfterARestart() throws InterruptedException {
    for (int run = 1; run <= 2; run++) {
      try (ArbiterServer server = TestServer.start(data);
          LineClient ali = TestServer.login(server, "ali");
          LineClient bob = TestServer.login(server, "bob")) {
        TestServer.startGame(ali, "ali", bob, "bob", 0, null);
        ali.send("games");
        assertThat(ali.next()).startsWith(run + " ali bob ");
        ali.send("forfeit");
        bob.await("player bob with color black won");
      }
    }
  }
}
