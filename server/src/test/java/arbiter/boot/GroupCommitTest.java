package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Group commit over real sockets: with a long linger the journal holds the moves of two games for
 * one transaction, and still nobody sees a move before the commit that holds it.
 */
@Tag("socket")
class GroupCommitTest {

  private static final long LINGER_MILLIS = 300;

  @TempDir Path data;

  @Test
  void movesWaitForTheLingeringCommitThatHoldsThemBeforeAnyoneSeesThem() throws Exception {
    try (ArbiterServer server = TestServer.start(
            TestServer.settings(data).with("journal.linger.micros", LINGER_MILLIS * 1000));
        JsonClient ali = JsonClient.login(server, "ali");
        JsonClient bob = JsonClient.login(server, "bob");
        JsonClient carol = JsonClient.login(server, "carol");
        JsonClient dan = JsonClient.login(server, "dan")) {
      start(ali, bob, "bob", "ali");
      start(carol, dan, "dan", "carol");
      long stored = server.store().moveCount();

      long sent = System.nanoTime();
      ali.send(new Request.Move("e4"));
      carol.send(new Request.Move("d4"));
      GameState bobSees = bob.awaitState(2).state();
      long shownAfterMillis = (System.nanoTime() - sent) / 1_000_000;
      // the opponent saw the move: it is stored, and so is the other game's, in the same linger
      assertThat(server.store().moveCount()).isGreaterThanOrEqualTo(stored + 1);
      assertThat(bobSees.lastMove()).isEqualTo("e4");
      assertThat(shownAfterMillis).isGreaterThanOrEqualTo(LINGER_MILLIS / 2);
      assertThat(dan.awaitState(2).state().lastMove()).isEqualTo("d4");
      assertThat(server.store().moveCount()).isEqualTo(stored + 2);
    }
  }

  private static void start(JsonClient white, JsonClient black, String blackName, String whiteName) {
    white.send(new Request.Challenge(blackName, 0, "chess"));
    black.await(Event.Challenged.class);
    black.send(new Request.Accept(whiteName));
    white.awaitState(1);
    black.awaitState(1);
  }
}
