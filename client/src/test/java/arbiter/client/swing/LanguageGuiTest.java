package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.client.words.ClientWords;
import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.ComponentOrientation;
import java.awt.GraphicsEnvironment;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.border.TitledBorder;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Swing client's language: the login dialog's selector words it and tells the server, and
 * Persian lays the windows out right to left with the board left as it is. Skipped without a display.
 */
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class LanguageGuiTest {

  private Robot robot;
  private String before;

  @BeforeEach
  void start() {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    robot = BasicRobot.robotWithNewAwtHierarchy();
    GuiActionRunner.execute(() -> FlatLightLaf.setup());
    before = ClientWords.current().language();
  }

  @AfterEach
  void stop() {
    if (robot != null) {
      robot.cleanUp();
      ClientWords.use(before); // the choice is kept on the computer: put back the tester's
    }
  }

  @Test
  void theSelectorWordsTheClientAndPersianRunsRightToLeft() {
    List<String> told = new ArrayList<>();
    ClientWords.use("en");
    LoginDialog login = GuiActionRunner.execute(() -> {
      LoginDialog dialog = new LoginDialog("host:4000", request -> true, () -> { }, told::add);
      dialog.setVisible(true);
      return dialog;
    });
    DialogFixture dialog = new DialogFixture(robot, login);
    dialog.button("loginButton").requireText("Log in");
    dialog.comboBox("language").selectItem(2); // en, ru, fa
    dialog.button("loginButton").requireText("ورود");
    assertThat(told).containsExactly("fa");
    assertThat(GuiActionRunner.execute(login::getComponentOrientation))
        .isEqualTo(ComponentOrientation.RIGHT_TO_LEFT);
    dialog.comboBox("language").selectItem(1);
    dialog.button("registerButton").requireText("Зарегистрироваться");
    assertThat(GuiActionRunner.execute(login::getComponentOrientation))
        .isEqualTo(ComponentOrientation.LEFT_TO_RIGHT);
    dialog.cleanUp();

    ClientWords.use("fa");
    GameWindow window = GuiActionRunner.execute(() -> {
      GameWindow game = new GameWindow(new Event.GameStarted(1, "chess", "ann", "bob", 0, null),
          "bob", request -> true);
      game.show(States.chess("chess"), 0);
      game.setVisible(true);
      return game;
    });
    FrameFixture game = new FrameFixture(robot, window);
    assertThat(GuiActionRunner.execute(window::getComponentOrientation))
        .isEqualTo(ComponentOrientation.RIGHT_TO_LEFT);
    assertThat(GuiActionRunner.execute(() -> window.board().getComponentOrientation()))
        .isEqualTo(ComponentOrientation.LEFT_TO_RIGHT);
    game.button("forfeit").requireText("واگذاری");
  }

  @Test
  void inPersianTheLobbysChallengeAndTheGameWindowsOfferClocksAndHandsHaveNoEnglishLeft() {
    ClientWords.use("fa");
    LobbyWindow lobbyWindow = GuiActionRunner.execute(() -> {
      LobbyWindow lobby = new LobbyWindow("bob", request -> true, () -> { });
      lobby.challenged(new Event.Challenged("ann", "minishogi", 0, "1+0", false));
      lobby.games(new Event.Games(List.of(new Event.GameSummary(11, "pawns", "emil", "bob", 2))));
      lobby.setVisible(true);
      return lobby;
    });
    FrameFixture lobby = new FrameFixture(robot, lobbyWindow);
    // they read "ann: minishogi, ann plays white" and "ann challenges you: ..."
    JList<Event.Challenged> challenges = lobby.list("challenges").targetCastedTo(JList.class);
    String item = GuiActionRunner.execute(() -> ((JLabel) challenges.getCellRenderer()
        .getListCellRendererComponent(challenges, challenges.getModel().getElementAt(0), 0, false,
            false)).getText());
    assertThat(item).contains("minishogi، ann با سفید بازی می‌کند").doesNotContain("plays");
    JList<Event.GameSummary> games = lobby.list("games").targetCastedTo(JList.class);
    assertThat(GuiActionRunner.execute(() -> ((JLabel) games.getCellRenderer()
        .getListCellRendererComponent(games, games.getModel().getElementAt(0), 0, false, false))
        .getText())).isEqualTo("#11 pawns: emil در برابر bob (2)"); // it read "emil vs bob"
    assertThat(((JLabel) lobby.label("status").target()).getText())
        .startsWith("ann شما را دعوت می‌کند: minishogi");
    assertThat(GuiActionRunner.execute(() -> lobby.textBox("time").target()
        .getClientProperty("JTextField.placeholderText"))).isEqualTo("مثلاً 5+3");
    lobby.cleanUp();

    GameWindow window = GuiActionRunner.execute(() -> {
      GameWindow game = new GameWindow(new Event.GameStarted(1, "minishogi", "ann", "bob", 0, "1+0"),
          "bob", request -> true);
      game.show(States.timed(States.minishogi(),
          new GameState.Clock("1+0", 60_000, 57_000, "black", 1_790_000_000_000L, 0, 0, 0)), 0);
      game.drawOffered("ann");
      game.setVisible(true);
      return game;
    });
    FrameFixture game = new FrameFixture(robot, window);
    // they read "ann offers a draw.", "ann (white)" and a hand titled "white"
    game.label("promptText").requireText("<html>ann پیشنهاد تساوی می‌دهد.</html>");
    game.label("status").requireText("ann پیشنهاد تساوی می‌دهد.");
    game.label("clockName-white").requireText("ann (سفید)");
    game.label("clockName-black").requireText("bob (سیاه)");
    assertThat(((TitledBorder) ((JComponent) game.panel("hand-white").target()).getBorder())
        .getTitle()).isEqualTo("سفید");
  }

  /** Found by probing: a Russian login dialog's fields shrank to a few pixels on its first message. */
  @Test
  void aLongMessageLeavesTheLoginFieldsTheirWidth() {
    ClientWords.use("ru");
    LoginDialog login = GuiActionRunner.execute(() -> {
      LoginDialog dialog = new LoginDialog("127.0.0.1:4530", request -> true, () -> { }, code -> { });
      dialog.setVisible(true);
      return dialog;
    });
    DialogFixture dialog = new DialogFixture(robot, login);
    GuiActionRunner.execute(() -> login.message(
        ClientWords.current().get("swing.x_connected", "127.0.0.1:4530") + ", a longer message"));
    robot.waitForIdle();
    javax.swing.text.JTextComponent user = dialog.textBox("user").target();
    assertThat(GuiActionRunner.execute(() -> user.getWidth()))
        .isGreaterThanOrEqualTo(GuiActionRunner.execute(() -> user.getPreferredSize().width));
    dialog.label("message").requireText(
        ClientWords.current().get("swing.x_connected", "127.0.0.1:4530") + ", a longer message");
    assertThat(GuiActionRunner.execute(() -> login.getWidth()))
        .isGreaterThanOrEqualTo(GuiActionRunner.execute(() -> login.getPreferredSize().width));
  }

  /** Found by probing: the Russian game window cut its buttons' words ("Переверн...", "Копирова..."). */
  @Test
  void aRussianGameWindowShowsItsButtonsWordsWhole() {
    ClientWords.use("ru");
    GameWindow window = GuiActionRunner.execute(() -> {
      GameWindow game = new GameWindow(new Event.GameStarted(1, "chess", "ann", "bob", 0, "5+3"),
          "bob", request -> true);
      game.show(States.chess("chess"), 0);
      game.setVisible(true);
      return game;
    });
    FrameFixture game = new FrameFixture(robot, window);
    robot.waitForIdle();
    for (String name : List.of("flip", "copyGame", "saveGame", "forfeit")) {
      javax.swing.JButton button = game.button(name).target();
      assertThat(GuiActionRunner.execute(() -> button.getWidth())).as(name)
          .isGreaterThanOrEqualTo(GuiActionRunner.execute(() -> button.getPreferredSize().width));
    }
  }
}
