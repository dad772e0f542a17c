package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An arena over TCP as telnet users type it: create, start, berserk, a refusal, standings. */
@Tag("socket")
class ArenaSocketTest {

  @TempDir Path data;

  @Test
  void anArenaOverTheTextProtocol() throws Exception {
    try (ArbiterServer server = TestServer.start(data)) {
      LineClient ann = TestServer.login(server, "ann");
      LineClient bob = TestServer.login(server, "bob");
      ann.send("tournament create blitz kingcapture arena 0 0 5+0");
      ann.await("an arena needs its length in minutes, at least 1");
      ann.send("tournament create blitz kingcapture arena 30 0 5+0");
      ann.awaitLine(line -> line.startsWith("tournament blitz created: "));
      ann.send("tournament join blitz");
      ann.await("you joined blitz");
      bob.send("tournament join blitz");
      bob.await("you joined blitz");
      ann.send("tournament list");
      ann.await("blitz kingcapture arena minutes 30 limit 0 time 5+0 players 2 open");
      ann.send("tournament start blitz");
      ann.awaitLine(line -> line.startsWith("tournament blitz round 1 board 1: you play white"));
      bob.awaitLine(line -> line.startsWith("tournament blitz round 1 board 1: you play black"));
      bob.send("tournament berserk blitz");
      bob.await("bob berserks in blitz: half the clock and no increment, one point more for a win"
          + " of 7 moves or more");
      ann.send("e2e4");
      ann.await("turn completed");
      ann.send("tournament berserk blitz");
      ann.await("too late to berserk: ann has moved in this game");
      ann.send("forfeit");
      ann.await("you have forfeited");
      bob.send("tournament standings blitz");
      bob.await("Rank  Player  Points  Sheet");
      // won after one ply: the berserk point needs 7 moves each (14 plies), as on lichess
      assertThat(bob.next(2)).containsExactly(
          "   1  bob          2  2",
          "   2  ann          0  0");
      ann.send("tournament pause blitz");
      ann.await("ann is paused in blitz: no new game until they come back (tournament join blitz)");
    }
  }
}
