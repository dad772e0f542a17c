package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real server process stopped with {@code SIGSTOP} longer than the player to move has left: the
 * move they sent during the stall is played, and the stall is not charged to their clock.
 */
@Tag("socket")
@Tag("process")
class ServerStallProcessTest {

  @TempDir Path home;
  @TempDir Path data;

  @Test
  void aMoveSentDuringAStallLongerThanTheMoversTimeCounts() throws Exception {
    try (ServerProcess server = new ServerProcess(home, data);
        LineClient ali = TestServer.login(server.port(), "ali");
        LineClient bob = TestServer.login(server.port(), "bob")) {
      ali.send("new_game bob 0 chess 0.05+0"); // three seconds each
      ali.await("challenge sent to bob");
      bob.awaitLine(line -> line.startsWith("ali challenges you"));
      bob.send("accept ali");
      bob.awaitLine(line -> line.startsWith("moves in "));
      ali.awaitLine(line -> line.startsWith("moves in "));
      ali.send("e2e4");
      ali.await("turn completed");
      bob.awaitLine(line -> line.startsWith("ali played "));

      server.freeze(true);
      Thread.sleep(500);
      bob.send("e7e5"); // half a second into a four-second stall of a three-second clock
      Thread.sleep(3_500);
      server.freeze(false);

      bob.await("turn completed");
      bob.send("time");
      String clock = bob.awaitLine(line -> line.startsWith("clock: "));
      System.out.println("server stall of 4 s: black's move played; " + clock);
      assertThat(server.log()).doesNotContain("time_forfeit");
    }
  }
}
