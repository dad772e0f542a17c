package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A simul over telnet on a real server with SQLite: the host plays two boards, the server is
 * restarted in the middle (the boards and the simul come back), every player is told the summary,
 * and a board's export names its event "Simul ann".
 */
@Tag("socket")
class SimulSocketTest {

  @TempDir Path data;

  @Test
  void aHostPlaysTwoBoardsAcrossARestart() throws Exception {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data))) {
      LineClient ann = TestServer.login(server, "ann");
      LineClient bob = TestServer.login(server, "bob");
      LineClient cat = TestServer.login(server, "cat");
      ann.send("simul create chess");
      ann.await("ann hosts a simul: players join with simul join ann, the host starts it with"
          + " simul start");
      ann.send("simul join ann");
      ann.await("the host of a simul cannot be an opponent in it");
      bob.send("simul join ann");
      bob.await("you joined the simul of ann (1 boards so far)");
      ann.await("bob joined your simul");
      cat.send("simul join ann");
      cat.await("you joined the simul of ann (2 boards so far)");
      ann.send("simul start");
      ann.awaitLine(line -> line.startsWith("your simul began on 2 boards"));
      bob.await("your board in the simul of ann began: game 1");
      cat.await("your board in the simul of ann began: game 2");
      ann.send("e4");
      bob.awaitLine(line -> line.startsWith("ann played e4") || line.contains("e2e4"));
      ann.send("game 2");
      ann.await("at game 2 against cat");
      ann.send("d4");
      cat.awaitLine(line -> line.startsWith("ann played d4") || line.contains("d2d4"));
    }
    // the server stops and starts again on its data: the simul and its two boards are back
    try (ArbiterServer server = TestServer.start(TestServer.settings(data))) {
      LineClient ann = TestServer.login(server, "ann");
      LineClient bob = TestServer.login(server, "bob");
      LineClient cat = TestServer.login(server, "cat");
      ann.send("simul show ann");
      ann.await("ann: chess untimed, host white, running, 2 boards, +0 =0 -0");
      bob.send("simul create chess");
      bob.await("already in the simul of ann: one simul at a time");
      bob.send("forfeit");
      cat.send("forfeit");
      String summary = "the simul of ann is over: +2 =0 -0 for the host";
      ann.await(summary);
      bob.await(summary);
      cat.await(summary);
      ann.send("export 1");
      ann.awaitLine(line -> line.equals("[Event \"Simul ann\"]"));
    }
    assertThat(Files.exists(data.resolve("exports/arbiter-game-1.pgn"))).isTrue();
  }
}
