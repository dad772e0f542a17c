package arbiter.client.swing;

import static arbiter.client.swing.GuiSession.WAIT;
import static arbiter.client.swing.GuiSession.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;

import arbiter.boot.ServerProcess;
import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Swing client through a real {@code kill -9} of its server and a restart on the same port:
 * it reconnects and logs in by itself, its game window shows the stored position with the clocks
 * stopped while the game waits for the other player, and it plays on once they are back (and
 * gives them 15 seconds with +15 s).
 */
@Tag("socket")
@Tag("process")
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class SwingComebackGuiTest {

  @TempDir Path home;
  @TempDir Path data;

  /** The server on {@code port}, its data kept across a kill; a player's seat held 120 s. */
  private ServerProcess serve(int port) throws Exception {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    return new ServerProcess(home, data, port, 0, "resume.grace.seconds=120");
  }

  @Test
  void theClientComesBackIntoItsGameAfterAKillAndARestart() throws Exception {
    int port = ServerProcess.freePort();
    ServerProcess first = serve(port);
    try (first; GuiSession gui = new GuiSession(port)) {
      FrameFixture lobby = gui.logIn("gui");
      GameState before;
      try (Bot bob = new Bot(port)) {
        bob.login("bob");
        bob.send(new Request.Challenge("gui", 0, "chess", "5+0", false));
        await().atMost(WAIT).until(() -> GuiActionRunner.execute(
            () -> ((LobbyWindow) lobby.target()).challengeTexts()).size() == 1);
        lobby.list("challenges").selectItem(0);
        lobby.button("accept").click();
        bob.await(Event.GameStarted.class);
        bob.send(new Request.Move("e4"));
        before = bob.awaitState(2);
      }
      FrameFixture game = gui.gameWindow(before.game());
      BoardPanel board = (BoardPanel) game.panel("board").target();
      await().atMost(WAIT).until(() -> moves(board).equals(List.of("e4")));
      first.kill();

      long killedAt = System.nanoTime();
      try (ServerProcess second = serve(port)) {
        long upAt = System.nanoTime();
        await().atMost(WAIT).untilAsserted(() -> assertThat(text(game.label("status").target()))
            .contains("waits for bob"));
        long backAt = System.nanoTime();
        GameState after = GuiActionRunner.execute(board::state);
        assertThat(after.moves()).containsExactly("e4");
        assertThat(after.clock().running()).isNull();
        assertThat(text(game.label("turn").target())).endsWith("clocks stopped");
        GameWindow window = (GameWindow) game.target();
        assertThat(GuiActionRunner.execute(() -> window.clocks().ticking())).isFalse();
        // nothing charged for the downtime: each clock as the last state before the kill had it,
        // within the second by which a stored clock and a live one may differ
        assertThat(after.clock().white()).isCloseTo(before.clock().white(), within(1000L));
        assertThat(after.clock().black()).isCloseTo(before.clock().black(), within(1000L));
        System.out.printf(
            "Swing client back in its game %.2f s after the restart (%.2f s after the kill)%n",
            (backAt - upAt) / 1e9, (backAt - killedAt) / 1e9);

        try (Bot bob = new Bot(second.port())) {
          bob.login("bob");
          await().atMost(WAIT).until(
              () -> GuiActionRunner.execute(() -> window.clocks().ticking()));
          gui.click(board, 6, 4);
          gui.click(board, 4, 4); // e5
          GameState reply;
          do {
            reply = bob.await(Event.State.class).state();
          } while (reply.moves().size() < 2);
          assertThat(reply.moves()).containsExactly("e4", "e5");
          game.button("moretime").click(); // +15 s for the casual opponent
          Event.Notice given;
          do {
            given = bob.await(Event.Notice.class);
          } while (!"time_given".equals(given.code()));
          assertThat(given.text()).startsWith("gui gave bob 15 more seconds");
        }
        assertThat(text(game.label("turn").target())).doesNotContain("clocks stopped");
      }
    }
  }

  @Test
  void aGameWatchedIsWatchedAgainAfterAKillAndARestart() throws Exception {
    int port = ServerProcess.freePort();
    ServerProcess first = serve(port);
    try (first; GuiSession gui = new GuiSession(port)) {
      FrameFixture lobby = gui.logIn("gui");
      long id;
      try (Bot ann = new Bot(port); Bot bob = new Bot(port)) {
        ann.login("ann");
        bob.login("bob");
        ann.send(new Request.Challenge("bob", 0, "chess", null, false));
        bob.await(Event.Challenged.class);
        bob.send(new Request.Accept("ann"));
        id = bob.await(Event.GameStarted.class).game();
        ann.send(new Request.Move("e4"));
        bob.awaitState(2);
      }
      await().atMost(WAIT).until(() -> GuiActionRunner.execute(
          () -> lobby.list("games").target().getModel().getSize()) == 1);
      lobby.list("games").selectItem(0);
      lobby.button("watch").click();
      FrameFixture game = gui.gameWindow(id);
      BoardPanel board = (BoardPanel) game.panel("board").target();
      await().atMost(WAIT).until(() -> moves(board).equals(List.of("e4")));
      first.kill();

      try (ServerProcess second = serve(port);
          Bot ann = new Bot(second.port()); Bot bob = new Bot(second.port())) {
        ann.login("ann");
        bob.login("bob");
        bob.send(new Request.Move("e5"));
        // the watched window follows the game on the restarted server (it stayed at e4 before)
        await().atMost(WAIT).until(() -> moves(board).equals(List.of("e4", "e5")));
      }
    }
  }

  private static List<String> moves(BoardPanel board) {
    GameState state = GuiActionRunner.execute(board::state);
    return state == null ? List.of() : state.moves();
  }
}
