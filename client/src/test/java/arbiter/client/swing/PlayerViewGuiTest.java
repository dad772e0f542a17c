package arbiter.client.swing;

import static arbiter.client.swing.GuiSession.WAIT;
import static arbiter.client.swing.GuiSession.awaitTurn;
import static arbiter.client.swing.GuiSession.screenshot;
import static arbiter.client.swing.GuiSession.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.swing.JList;
import javax.swing.JOptionPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a player sees, clicked through on a real (virtual) display against a real server: the
 * lobby keeps the player picked while the server pushes who comes and goes; a chess game flips,
 * marks the last move and the check, lists the moves in numbered pairs, asks about a draw offer
 * with Accept and Decline, and offers a rematch. Needs a display ({@code xvfb-run -a mvn ...}).
 */
@Tag("socket")
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class PlayerViewGuiTest {

  @TempDir Path data;
  private GuiSession gui;
  private final List<Bot> bots = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    gui = new GuiSession(data);
  }

  @AfterEach
  void stop() {
    bots.forEach(Bot::close);
    if (gui != null) {
      gui.close();
    }
  }

  private Bot bot(String name) {
    Bot bot = new Bot(gui.server.port());
    bots.add(bot);
    bot.login(name);
    return bot;
  }

  @Test
  void theLobbyKeepsThePlayerPickedWhileThePlayersChangeAndOnRefresh() throws Exception {
    FrameFixture lobby = gui.logIn("gui");
    bot("bot");
    await().atMost(WAIT).until(() -> humans(lobby).size() == 2);
    lobby.list("players").selectItem("bot");

    Bot carol = bot("carol"); // pushed by the server: the client does not poll
    await().atMost(WAIT).until(() -> humans(lobby).size() == 3);
    assertThat(humans(lobby)).containsExactly("bot", "carol", "gui");
    lobby.list("players").requireSelection("bot");

    // dave only registers: the scoreboard shows him after the refresh, whose who came before it
    Bot dave = new Bot(gui.server.port());
    bots.add(dave);
    dave.send(new Request.Register("dave", "pw"));
    dave.await(Event.Ok.class);
    lobby.button("refresh").click();
    await().atMost(WAIT).until(() -> lobby.table("scoreboard").rowCount() == 4);
    lobby.list("players").requireSelection("bot");

    carol.close();
    await().atMost(WAIT).until(() -> humans(lobby).size() == 2);
    lobby.list("players").requireSelection("bot");
    screenshot(lobby.target(), "swing-lobby-selection.png");
  }

  @Test
  void aChessGameFlipsMarksTheLastMoveAndCheckListsPairsAndAsksAboutADraw() throws Exception {
    FrameFixture lobby = gui.logIn("gui");
    Bot bot = bot("bot");
    await().atMost(WAIT).until(() -> humans(lobby).size() == 2);
    bot.send(new Request.Challenge("gui", 0, "chess", null, false));
    await().atMost(WAIT).until(() -> GuiActionRunner.execute(
        () -> ((LobbyWindow) lobby.target()).challengeTexts()).size() == 1);
    assertThat(GuiActionRunner.execute(() -> ((LobbyWindow) lobby.target()).challengeTexts()))
        .containsExactly("bot - chess (no move limit, untimed, unrated; bot plays white)");
    lobby.list("players").selectItem("bot");
    lobby.list("challenges").selectItem(0);
    screenshot(lobby.target(), "swing-lobby.png");
    lobby.button("accept").click();

    FrameFixture game = gui.gameWindow(1);
    BoardPanel board = (BoardPanel) game.panel("board").target();
    await().atMost(WAIT).until(() -> GuiActionRunner.execute(board::state) != null);
    // black plays from the bottom; Flip turns the board round and back
    assertThat(GuiActionRunner.execute(board::bottomSide)).isEqualTo("black");
    game.button("flip").click();
    assertThat(GuiActionRunner.execute(board::bottomSide)).isEqualTo("white");
    assertThat(GuiActionRunner.execute(() -> board.centre(0, 4).y > board.centre(7, 4).y))
        .isTrue(); // e1 below e8
    game.button("flip").click();
    assertThat(GuiActionRunner.execute(() -> board.centre(0, 4).y < board.centre(7, 4).y))
        .isTrue();

    botMoves(bot, "e4");
    awaitTurn(board, "black", true);
    assertThat(GuiActionRunner.execute(board::lastSquares))
        .containsExactly(new int[] {1, 4}, new int[] {3, 4});
    gui.click(board, 6, 4); // e7
    gui.click(board, 4, 4); // e5
    botMoves(bot, "Nf3");
    awaitTurn(board, "black", true);
    gui.click(board, 7, 1); // b8
    gui.click(board, 5, 2); // c6
    botMoves(bot, "Bb5");
    awaitTurn(board, "black", true);
    gui.click(board, 6, 3); // d7
    gui.click(board, 5, 3); // d6
    botMoves(bot, "Bxc6+");
    awaitTurn(board, "black", true);
    assertThat(GuiActionRunner.execute(board::check)).containsExactly(7, 4); // the king on e8
    screenshot(game.target(), "swing-check.png");
    gui.click(board, 6, 1); // b7
    gui.click(board, 5, 2); // takes on c6

    java.awt.Component prompt = gui.robot.finder()
        .findByName(game.target(), "prompt", javax.swing.JPanel.class, false);
    botMoves(bot, "O-O");
    bot.send(new Request.Draw());
    await().atMost(WAIT).until(() -> GuiActionRunner.execute(prompt::isShowing));
    assertThat(text(game.label("promptText").target())).contains("bot offers a draw.");
    assertThat(game.list("moves").contents())
        .containsExactly("1. e4 e5", "2. Nf3 Nc6", "3. Bb5 d6", "4. Bxc6+ bxc6", "5. O-O");
    JList<?> moves = game.list("moves").target();
    assertThat(GuiActionRunner.execute(moves::getLastVisibleIndex)).isEqualTo(4);
    screenshot(game.target(), "swing-draw-offer.png");
    game.button("promptDecline").click();
    assertThat(GuiActionRunner.execute(prompt::isShowing)).isFalse();
    assertThat(text(game.label("status").target()))
        .isEqualTo("you declined the draw; it lapses with your move");

    awaitTurn(board, "black", true);
    gui.click(board, 6, 5); // f7
    gui.click(board, 5, 5); // f6: the offer lapses
    botMoves(bot, "d3");
    bot.send(new Request.Draw());
    await().atMost(WAIT).until(() -> GuiActionRunner.execute(prompt::isShowing));
    game.button("promptAccept").click();

    DialogFixture result = gui.resultDialog();
    JOptionPane pane = gui.robot.finder().findByType(result.target(), JOptionPane.class);
    assertThat(pane.getMessage()).isEqualTo("Draw by agreement");
    result.button().click();
    assertThat(text(game.label("status").target())).isEqualTo("Draw by agreement");

    game.button("copyGame").click();
    await().atMost(WAIT).until(() -> text(game.label("status").target())
        .equals("copied the game as PGN"));
    String copied = GuiActionRunner.execute(() -> (String) Toolkit.getDefaultToolkit()
        .getSystemClipboard().getData(DataFlavor.stringFlavor));
    assertThat(copied).contains("[White \"bot\"]", "[Black \"gui\"]", "1/2-1/2");

    game.button("rematch").click();
    Event.Challenged rematch = bot.await(Event.Challenged.class);
    assertThat(rematch).isEqualTo(new Event.Challenged("gui", "chess", 0, null, null));
    bot.send(new Request.Challenge("gui", 0, "chess")); // the bot's own rematch: a prompt
    await().atMost(WAIT).until(() -> GuiActionRunner.execute(prompt::isShowing));
    assertThat(text(game.label("promptText").target()))
        .contains("bot offers a rematch: chess (no move limit, untimed, rated; bot plays white)");
    game.button("promptAccept").click();
    gui.gameWindow(2);
  }

  /** The bot, white, moves once it is its turn. */
  private static void botMoves(Bot bot, String move) {
    bot.awaitTurn();
    bot.send(new Request.Move(move));
  }

  /** The players the lobby lists, less the server's house bots. */
  private static List<String> humans(FrameFixture lobby) {
    return Arrays.stream(lobby.list("players").contents())
        .filter(name -> !name.startsWith("house")).toList();
  }
}
