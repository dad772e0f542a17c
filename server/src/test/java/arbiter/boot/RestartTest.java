package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.game.StoredGame;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Users, scores, finished and running games survive a restart of the server on the same data directory. */
@Tag("socket")
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
      assertThat(games).singleElement().satisfies(game -> {
        assertThat(List.of(game.id(), game.variant(), game.white(), game.black(), game.result(),
            game.reason(), game.moves())).isEqualTo(
            List.of(1L, "kingcapture", "ali", "bob", "white", "resignation", List.of("e2e4")));
        assertThat(game.finishedAt()).isGreaterThanOrEqualTo(game.startedAt()).isPositive();
      });
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

  @Test
  void aRestartedServerResumesTheRunningGameAtItsLastMove() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      ali.send("e2e4");
      bob.await("ali played e2e4");
      bob.send("e7e5");
      ali.await("bob played e7e5");
    }

    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = new LineClient(server.port())) {
      ali.send("login ali pw");
      assertThat(ali.next(2)).containsExactly("login successful", "you play white in game 1 (kingcapture)");
      ali.await("it is player ali turn with color white");
      ali.send("games", "show_moves -all");
      assertThat(ali.next(3))
          .containsExactly("1 ali bob kingcapture limit 0 turns 2", "Pw 2,5 to 4,5", "Pb 7,5 to 5,5");
      ali.send("g1f3");
      assertThat(ali.next(2)).containsExactly("moved", "turn completed");
      ali.next(8); // the board after the move

      try (LineClient bob = new LineClient(server.port())) {
        bob.send("login bob pw");
        bob.await("it is player bob turn with color black");
        assertThat(ali.next()).isEqualTo("bob is back");
      }
    }
  }

  @Test
  void undosSpentBeforeARestartStaySpent() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      ali.send("select 2,5", "move 4,5", "undo");
      assertThat(ali.next(2)).containsExactly("selected", "moved");
      ali.next(8); // the board after the move
      assertThat(ali.next()).isEqualTo("undo completed");
      ali.next(8);
      ali.send("move 3,5", "next_turn", "undo_number");
      assertThat(ali.next()).isEqualTo("moved");
      ali.next(8);
      assertThat(ali.next()).isEqualTo("turn completed");
      ali.next(8);
      assertThat(ali.next()).isEqualTo("you have 1 undo moves");
    }

    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = new LineClient(server.port())) {
      ali.send("login ali pw");
      ali.await("it is player bob turn with color black");
      ali.send("undo_number");
      assertThat(ali.next()).isEqualTo("you have 1 undo moves");
    }
  }
}
