package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * More spectators than a slice of a loop's late lane takes (issue 33): their news comes in paced
 * slices behind the players' replies, and each of them still sees every move, in order.
 */
@Tag("socket")
class ManySpectatorsTest {

  private static final int SPECTATORS = 140; // over two slices of 64 on each of the two loops
  private static final List<String> MOVES =
      List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5");

  @TempDir Path data;

  @Test
  void everySpectatorSeesEveryMoveInOrder() throws Exception {
    List<LineClient> watching = new ArrayList<>();
    try (ArbiterServer server = TestServer.start(TestServer.settings(data)
            .with("connections.per.address", SPECTATORS + 10));
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      for (int i = 0; i < SPECTATORS; i++) {
        LineClient spectator = TestServer.login(server, "sp" + i);
        watching.add(spectator);
        spectator.send("observe 1");
        spectator.await("it is player ali turn with color white");
      }
      for (int ply = 0; ply < MOVES.size(); ply++) {
        LineClient mover = ply % 2 == 0 ? ali : bob;
        mover.send(MOVES.get(ply));
        mover.await("turn completed");
      }
      for (LineClient spectator : watching) {
        List<String> seen = new ArrayList<>();
        for (int ply = 0; ply < MOVES.size(); ply++) {
          seen.add(spectator.awaitLine(line -> line.matches("(ali|bob) played .*")));
        }
        assertThat(seen).containsExactly("ali played e2e4", "bob played e7e5", "ali played g1f3",
            "bob played b8c6", "ali played f1c4", "bob played g8f6", "ali played d2d3",
            "bob played f8c5");
      }
    } finally {
      watching.forEach(LineClient::close);
    }
  }
}
