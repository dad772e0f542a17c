package arbiter.client.swing;

import static arbiter.client.swing.GuiSession.screenshot;
import static arbiter.client.swing.GuiSession.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.boot.ArbiterServer;
import arbiter.boot.SharedDisplay;
import arbiter.protocol.Request;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import javax.swing.JOptionPane;
import javax.swing.JTable;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
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
 * The Swing client on a real (virtual) display against a real server: log in, accept a bot's
 * challenge, win a kingcapture game with clicks and a drag, see the result dialog. Needs a display
 * ({@code xvfb-run -a mvn ...}); skipped without one.
 */
@Tag("socket")
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class SwingClientGuiTest {

  private static final Duration WAIT = GuiSession.WAIT;

  @TempDir Path data;
  private GuiSession gui;
  private ArbiterServer server;
  private Robot robot;
  private Bot bot;

  @BeforeEach
  void start() throws Exception {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    gui = new GuiSession(data);
    server = gui.server;
    robot = gui.robot;
  }

  @AfterEach
  void stop() {
    if (bot != null) {
      bot.close();
    }
    if (gui != null) {
      gui.close();
    }
  }

  @Test
  void logInAcceptAChallengeWinByClickingAndSeeTheResult() throws Exception {
    FrameFixture lobby = logIn();
    bot = new Bot(server.port());
    bot.login("bot");
    await().atMost(WAIT).until(() -> humans(lobby).size() == 2);
    bot.send(new Request.Challenge("gui", 0, "kingcapture"));
    await().atMost(WAIT).until(() -> lobby.list("challenges").contents().length == 1);
    assertThat(GuiActionRunner.execute(() -> lobbyWindow(lobby).challengeTexts()))
        .containsExactly("bot - kingcapture (no move limit, untimed, rated; bot plays white)");
    lobby.list("challenges").selectItem(0);
    lobby.button("accept").click();

    FrameFixture game = WindowFinder.findFrame("game-1").withTimeout(WAIT.toMillis()).using(robot);
    await().atMost(WAIT).until(() -> lobby.list("games").contents().length == 1); // pushed
    screenshot(lobby.target(), "swing-lobby-game.png");
    BoardPanel board = (BoardPanel) game.panel("board").target();
    bot.awaitState(1);
    bot.send(new Request.Move("f2f3"));
    awaitTurn(board, true);
    game.label("turn").requireText("Your move (black)");

    click(board, 6, 4); // e7
    click(board, 5, 4); // e6: made, and open until End turn
    awaitTurn(board, false);
    game.button("undo").click(); // takes it back
    awaitTurn(board, true);
    click(board, 6, 4);
    click(board, 5, 4);
    awaitTurn(board, false);
    game.button("endTurn").click();
    bot.awaitTurn();
    bot.send(new Request.Move("g2g4"));
    awaitTurn(board, true);
    drag(board, 7, 3, 3, 7); // the queen from d8 to h4
    awaitTurn(board, false);
    game.button("endTurn").click();
    bot.awaitTurn();
    bot.send(new Request.Move("a2a3"));
    awaitTurn(board, true);
    screenshot(game.target(), "swing-game.png");
    click(board, 3, 7); // h4
    click(board, 0, 4); // takes the king on e1
    awaitTurn(board, false);
    game.button("endTurn").click();

    DialogFixture result = WindowFinder.findDialog(new GenericTypeMatcher<>(javax.swing.JDialog.class) {
      @Override
      protected boolean isMatching(javax.swing.JDialog dialog) {
        return "Game over".equals(dialog.getTitle()) && dialog.isShowing();
      }
    }).withTimeout(WAIT.toMillis()).using(robot);
    JOptionPane pane = robot.finder().findByType(result.target(), JOptionPane.class);
    assertThat(pane.getMessage()).isEqualTo("You won: you captured bot's king");
    assertThat(game.list("moves").contents())
        .containsExactly("1. f2f3 e7e6", "2. g2g4 d8h4", "3. a2a3 h4e1");
    screenshot(result.target(), "swing-result.png");
    result.button().click();
    await().atMost(WAIT).until(() -> lobby.table("scoreboard").rowCount() == 2);
    assertThat(lobby.table("scoreboard").cell(org.assertj.swing.data.TableCell.row(0).column(0)).value())
        .isEqualTo("gui");
  }

  @Test
  void createJoinAndStartATournamentWhoseRoundGameOpens() throws Exception {
    FrameFixture lobby = logIn();
    lobby.tabbedPane("tabs").selectTab("Tournaments");
    lobby.textBox("tournamentName").enterText("cup");
    lobby.comboBox("tournamentVariant").selectItem("checkers");
    lobby.button("tournamentCreate").click();
    await().atMost(WAIT).until(() -> lobby.list("tournaments").contents().length == 1);
    assertThat(lobby.list("tournaments").contents()[0]).startsWith("cup ");
    assertThat(lobby.textBox("tournamentText").text()).startsWith("tournament cup created");

    lobby.list("tournaments").selectItem(0);
    lobby.button("tournament-join").click();
    await().atMost(WAIT).until(() -> lobby.textBox("tournamentText").text().equals("you joined cup"));
    bot = new Bot(server.port());
    bot.login("bot");
    bot.send(new Request.Tournament("join", "cup", null, null, null, null, null));
    bot.await(arbiter.protocol.Event.Tournament.class);
    lobby.button("tournament-start").click();

    FrameFixture game = WindowFinder.findFrame("game-1").withTimeout(WAIT.toMillis()).using(robot);
    assertThat(game.target().getTitle()).contains("checkers");
    // a round's game: only the organizers give time, so the players have no +15 s
    javax.swing.JButton moreTime =
        robot.finder().findByName(game.target(), "moretime", javax.swing.JButton.class, false);
    await().atMost(WAIT).until(() -> !GuiActionRunner.execute(moreTime::isVisible));
    lobby.moveToFront(); // the game window may cover the lobby's buttons
    lobby.list("tournaments").selectItem(0);
    lobby.button("tournament-pairings").click();
    JTable table = lobby.table("tournamentTable").target();
    await().atMost(WAIT).untilAsserted(() -> assertThat(rows(table))
        .containsExactly(List.of("1", "gui", "bot", "playing")));
    assertThat(text(lobby.label("tournamentTableTitle").target()))
        .isEqualTo("Pairings of cup round 1");
    lobby.button("tournament-standings").click();
    // rank, player, points and the tie-breaks of the tournament's order
    await().atMost(WAIT).until(() -> GuiActionRunner.execute(table::getColumnCount) >= 5);
    assertThat(rows(table)).extracting(row -> row.get(1)).containsExactlyInAnyOrder("gui", "bot");
    JTable standings = table;
    // the columns share the tab's width: nothing to scroll sideways
    assertThat(GuiActionRunner.execute(() -> standings.getWidth()
        <= standings.getParent().getWidth())).isTrue();
    screenshot(lobby.target(), "swing-tournaments.png");
  }

  /** A table's cells as text, row by row. */
  static List<List<String>> rows(JTable table) {
    return GuiActionRunner.execute(() -> {
      List<List<String>> rows = new java.util.ArrayList<>();
      for (int row = 0; row < table.getRowCount(); row++) {
        List<String> cells = new java.util.ArrayList<>();
        for (int column = 0; column < table.getColumnCount(); column++) {
          cells.add(String.valueOf(table.getValueAt(row, column)));
        }
        rows.add(cells);
      }
      return rows;
    });
  }

  private FrameFixture logIn() {
    return gui.logIn("gui");
  }

  private static void awaitTurn(BoardPanel board, boolean toMove) {
    GuiSession.awaitTurn(board, "black", toMove);
  }

  private void click(BoardPanel board, int row, int column) {
    gui.click(board, row, column);
  }

  private static LobbyWindow lobbyWindow(FrameFixture lobby) {
    return (LobbyWindow) lobby.target();
  }

  private void drag(BoardPanel board, int fromRow, int fromColumn, int toRow, int toColumn) {
    Point from = GuiActionRunner.execute(() -> board.centre(fromRow, fromColumn));
    Point to = GuiActionRunner.execute(() -> board.centre(toRow, toColumn));
    robot.pressMouse(board, from, MouseButton.LEFT_BUTTON);
    robot.moveMouse(board, new Point((from.x + to.x) / 2, (from.y + to.y) / 2));
    robot.moveMouse(board, to);
    robot.releaseMouse(MouseButton.LEFT_BUTTON);
    robot.waitForIdle();
  }

  /** The players the lobby lists, less the server's house bots. */
  private static List<String> humans(FrameFixture lobby) {
    return Arrays.stream(lobby.list("players").contents())
        .filter(name -> !name.startsWith("house")).toList();
  }
}
