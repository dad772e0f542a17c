package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An ICS player back first after a restart, to move while the game waits for the opponent: XBoard
 * would let its engine move at once, and that move, refused as held, would leave engine and board
 * a move apart for the rest of the game (found by probe-ics: the engine lost on time). The game
 * is announced adjourned while it waits, as FICS's would be, and taken up with FICS's resume
 * lines once both players are back.
 */
@Tag("socket")
class IcsRestartTest {

  @TempDir Path data;

  @Test
  void aGameWaitingForTheOpponentIsAdjournedForTheIcsPlayerAndTakenUpOnceTheClocksRun()
      throws Exception {
    int ics = IcsClient.freePort();
    try (ArbiterServer server = TestServer.start(TestServer.settings(data).with("ics.port", ics));
        LineClient ann = TestServer.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob")) {
      ann.send("new_game bob 0 chess 5+0");
      ann.await("challenge sent to bob");
      bob.awaitLine(line -> line.startsWith("ann challenges you"));
      bob.send("accept ann");
      bob.awaitLine(line -> line.startsWith("moves in "));
      ann.awaitLine(line -> line.startsWith("moves in "));
      ann.send("e2e4");
      bob.await("ann played e4");
      // the server stops with bob (black, on ICS next time) to move
    }

    try (ArbiterServer server = TestServer.start(TestServer.settings(data).with("ics.port", ics));
        IcsClient bob = IcsClient.logIn(ics, "bob", "pw")) {
      String waiting = bob.upTo("} *");
      assertThat(waiting).contains("{Game 1 (ann vs. bob) Continuing ")
          .contains("<12> ")
          .contains("{Game 1 (ann vs. bob) Game adjourned: waiting for ann} *");

      try (LineClient ann = TestServer.login(server, "ann")) {
        String resumed = bob.upTo("Continuing ");
        assertThat(resumed).contains("Game 1: Game clock resumed.")
            .contains("{Game 1 (ann vs. bob) Continuing ");
        bob.upTo("<12> ");
        bob.send("e7e5");
        ann.await("bob played e5");
      }
    }
  }
}
