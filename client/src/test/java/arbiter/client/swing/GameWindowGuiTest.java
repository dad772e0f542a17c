package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.GraphicsEnvironment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.swing.JList;
import javax.swing.JTextArea;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The game window fed states as a server would send them, on a real (virtual) display: a long game
 * keeps its last move in view, chat wraps instead of scrolling sideways, a spectator is told who
 * reads their chat, and move sounds start off. Skipped without a display.
 */
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class GameWindowGuiTest {

  private final List<Request> sent = new CopyOnWriteArrayList<>();
  private Robot robot;

  @BeforeEach
  void start() {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    robot = BasicRobot.robotWithNewAwtHierarchy();
    GuiActionRunner.execute(() -> FlatLightLaf.setup());
  }

  @AfterEach
  void stop() {
    if (robot != null) {
      robot.cleanUp();
    }
  }

  private FrameFixture window(String me, GameState state) {
    GameWindow window = GuiActionRunner.execute(() -> {
      GameWindow game = new GameWindow(new Event.GameStarted(1, "chess", "ann", "bob", 0), me,
          sent::add);
      game.show(state, 0);
      game.setVisible(true);
      return game;
    });
    return new FrameFixture(robot, window);
  }

  /** The start position with {@code count} moves in its list (the board does not matter here). */
  private static GameState withMoves(int count) {
    GameState start = States.chess("chess");
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      moves.add(i % 2 == 0 ? "Nf3" : "Nf6");
    }
    return new GameState(1, count + 1, "chess", "ann", "bob", start.board(), start.hands(),
        count % 2 == 0 ? "white" : "black", start.legalMoves(), moves.get(count - 1), moves, 0, -1,
        "ongoing", null, "");
  }

  @Test
  void aLongGameKeepsItsLastMoveInViewAndChatWraps() {
    FrameFixture game = window("ann", withMoves(81));
    JList<?> moves = game.list("moves").target();
    assertThat(game.list("moves").contents()).hasSize(41).endsWith("41. Nf3");
    assertThat(GuiActionRunner.execute(moves::getFirstVisibleIndex)).isPositive();
    assertThat(GuiActionRunner.execute(moves::getLastVisibleIndex)).isEqualTo(40);
    game.checkBox("sound").requireNotSelected(); // sounds are off until asked for

    String longLine = "a long line of chat that is much wider than the side panel of the game"
        + " window and must wrap onto several lines rather than scroll sideways";
    GuiActionRunner.execute(() -> ((GameWindow) game.target())
        .chat(new Event.Chat(1, "bob", longLine, false)));
    JTextArea chat = (JTextArea) game.textBox("chat").target();
    assertThat(game.textBox("chat").text()).isEqualTo("bob: " + longLine);
    boolean wraps = GuiActionRunner.execute(() -> chat.getLineWrap() && chat.getWrapStyleWord());
    assertThat(wraps).isTrue();
    assertThat(GuiActionRunner.execute(() -> chat.getWidth() <= chat.getParent().getWidth()))
        .isTrue();
    assertThat(robot.finder().findAll(game.target(), c -> "chatNote".equals(c.getName())))
        .isEmpty();
  }

  @Test
  void moveSoundsPlayOrSayWhyNot() throws Exception {
    FrameFixture game = window("ann", withMoves(2));
    GameWindow window = (GameWindow) game.target();
    game.checkBox("sound").check();
    GuiActionRunner.execute(() -> window.show(withMoves(3), 0));
    window.sounds().awaitPlayed(20_000);
    // played; or, on a machine without a sound device (as under Xvfb), said so and turned off
    // (the event thread runs what the sound thread handed it before this check)
    boolean consistent = GuiActionRunner.execute(() -> game.checkBox("sound").target().isSelected()
        != ((javax.swing.JLabel) game.label("status").target()).getText().startsWith("no sound"));
    assertThat(consistent).isTrue();
  }

  @Test
  void aSpectatorIsToldThePlayersDoNotReadTheirChat() {
    FrameFixture game = window("carol", withMoves(2));
    game.label("chatNote").requireText("<html>The players do not read spectators' chat.</html>");
    game.button("flip").requireVisible();
    assertThat(robot.finder().findAll(game.target(), c -> "draw".equals(c.getName()))).isEmpty();
  }
}
