package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A player's games come back: history, moves, and a replay move by move, on both faces. */
@Tag("socket")
class ArchiveTest {

  @TempDir Path data;

  @Test
  void historyMovesAndReplayShowTheStoredGames() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient eve = JsonClient.login(server, "eve")) {
      ali.send("new_game bob 0 chess 5+3 unrated");
      bob.awaitLine(line -> line.startsWith("ali challenges you"));
      bob.send("accept ali");
      ali.awaitLine(line -> line.startsWith("clock: "));
      ali.send("e4");
      bob.await("ali played e4");
      bob.send("e5");
      ali.await("bob played e5");
      ali.send("forfeit");
      ali.await("player bob with color black won");
      ali.awaitLine(line -> line.startsWith("game over: "));

      ali.send("history", "moves 1", "moves 99");

      String headline = "1 \\d{4}-\\d\\d-\\d\\d ali - bob chess 5\\+3 0-1 resignation unrated";
      assertThat(ali.next()).matches(headline);
      assertThat(ali.next()).matches("game " + headline);
      assertThat(ali.next(2)).containsExactly("1. e4 e5", "no game with this id");

      eve.send(new Request.History("ali", 0), new Request.Replay(1, 1), new Request.Replay(1, 2),
          new Request.Replay(99, 0));
      Event.History history = (Event.History) eve.next();
      assertThat(history.games()).singleElement().satisfies(row -> {
        assertThat(List.of(row.game(), row.white(), row.black(), row.time(), row.result(),
            row.reason(), row.rated())).isEqualTo(
            List.of(1L, "ali", "bob", "5+3", "black", "resignation", false));
        assertThat(row.ended()).isPositive();
      });
      GameState first = ((Event.State) eve.next()).state();
      assertThat(first.moves()).containsExactly("e4");
      assertThat(first.sideToMove()).isEqualTo("black");
      GameState last = ((Event.State) eve.next()).state();
      assertThat(List.of(last.moves(), last.status(), last.reason()))
          .isEqualTo(List.of(List.of("e4", "e5"), "win", "resignation"));
      assertThat(eve.next()).isEqualTo(new Event.Error("no_such_game", "no game with this id"));
    }
  }

  @Test
  void aRatedGameMovesBothRatingsAndFingerShowsThem() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient eve = JsonClient.login(server, "eve")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
      ali.send("forfeit");
      ali.await("player bob with color black won");
      ali.awaitLine(line -> line.startsWith("game over: "));

      ali.send("ratings chess", "finger bob", "ratings fly", "finger nobody");

      assertThat(ali.next()).matches("bob 1[6-7]\\d\\d \\(rd \\d+\\) 1 games");
      assertThat(ali.next()).matches("ali 1[3-4]\\d\\d \\(rd \\d+\\) 1 games");
      assertThat(ali.next()).isEqualTo("bob: 1 games");
      assertThat(ali.next()).startsWith("chess bob 1");
      assertThat(ali.next(3)).containsExactly("no variant with this name",
          "variants: kingcapture, chess, pawns, minishogi, checkers",
          "no user exists with this username");
      eve.send(new Request.Finger("ali"));
      Event.Finger finger = (Event.Finger) eve.next();
      assertThat(finger.games()).isEqualTo(1);
      assertThat(finger.ratings()).singleElement()
          .satisfies(row -> assertThat(row.rating()).isLessThan(1500));
    }
  }

  @Test
  void anExportIsSavedUnderTheDataFolderAndReturnedToJson() throws Exception {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient eve = JsonClient.login(server, "eve")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
      ali.send("f3");
      bob.await("ali played f3");
      bob.send("e5");
      ali.await("bob played e5");
      ali.send("g4");
      bob.await("ali played g4");
      bob.send("Qh4");
      ali.await("player bob with color black won");
      ali.awaitLine(line -> line.startsWith("game over: "));

      ali.send("export 1", "export 99", "export tournament nope");

      Path saved = data.resolve("exports").resolve("arbiter-game-1.pgn");
      assertThat(ali.next()).isEqualTo("saved exports/arbiter-game-1.pgn");
      assertThat(ali.awaitLine(line -> line.startsWith("1. f3"))).isEqualTo("1. f3 e5 2. g4 Qh4# 0-1");
      ali.awaitLine(line -> line.equals("no game with this id"));
      assertThat(ali.next()).isEqualTo("no tournament with this name");
      assertThat(java.nio.file.Files.readString(saved)).contains("[Result \"0-1\"]", "[Termination \"normal\"]");
      eve.send(new Request.Export(1, null));
      Event.Export export = (Event.Export) eve.next();
      assertThat(List.of(export.format(), export.name())).isEqualTo(List.of("pgn", "arbiter-game-1.pgn"));
      assertThat(export.text()).isEqualTo(java.nio.file.Files.readString(saved));
    }
  }
}
