package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Both players send a move at the same instant: the room applies exactly one. */
@Tag("socket")
class SimultaneousMoveTest {

  @TempDir Path data;

  @Test
  void exactlyOneOfTwoSimultaneousMovesIsApplied() throws Exception {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);

      // white to move; black sends a move that would be legal on its own turn
      CountDownLatch go = new CountDownLatch(1);
      List<Thread> senders = new ArrayList<>();
      senders.add(new Thread(() -> sendAfter(go, ali, "e2e4")));
      senders.add(new Thread(() -> sendAfter(go, bob, "e7e5")));
      senders.forEach(Thread::start);
      go.countDown();
      for (Thread sender : senders) {
        sender.join();
      }

      assertThat(ali.next(2)).containsExactly("moved", "turn completed");
      // black's line either reached the room before white's move (refused) or after it (then it is
      // black's turn and the move is legal); what may never happen is both applied out of turn
      String bobsAnswer = bob.awaitLine(line -> line.equals("it is not your turn") || line.equals("moved"));
      boolean refused = bobsAnswer.equals("it is not your turn");
      if (!refused) {
        ali.await("bob played e7e5");
      }
      ali.send("show_turn");
      assertThat(ali.awaitLine(line -> line.startsWith("it is player")))
          .isEqualTo(refused ? "it is player bob turn with color black" : "it is player ali turn with color white");
      ali.send("show_moves -all");
      assertThat(ali.awaitLine(line -> line.startsWith("Pw ")))
          .isEqualTo("Pw 2,5 to 4,5");
      if (!refused) {
        assertThat(ali.next()).isEqualTo("Pb 7,5 to 5,5");
      }
    }
  }

  @Test
  void theSamePlayersTwoMovesAtOnceAreAppliedOnce() throws Exception {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);

      ali.send("e2e4", "d2d4"); // one write: the second arrives while the first is being stored

      assertThat(ali.next(2)).containsExactly("moved", "turn completed");
      ali.next(8); // the board after the move
      assertThat(ali.next()).isEqualTo("it is not your turn");
      bob.await("ali played e2e4");
      bob.next(8);
      bob.send("show_moves -all");
      assertThat(bob.next()).isEqualTo("Pw 2,5 to 4,5");
      bob.send("show_turn");
      assertThat(bob.next()).isEqualTo("it is player bob turn with color black");
    }
  }

  private static void sendAfter(CountDownLatch go, LineClient client, String move) {
    try {
      go.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return;
    }
    client.send(move);
  }
}
