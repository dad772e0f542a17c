package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import javax.imageio.ImageIO;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
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

/**
 * Clocks in the Swing windows on a real (virtual) display, fed the states a server would send
 * with the client's clock injected: the game window counts down and announces a loss on time; the
 * lobby and tournament forms send a time control and show a challenge's. Skipped without a display.
 */
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class ClockWindowsGuiTest {

  private static final Path SCREENSHOTS = Path.of("target", "screenshots");
  private static final Duration WAIT = Duration.ofSeconds(20);

  private final AtomicLong now = new AtomicLong(50_000_000);
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

  @Test
  void theGameWindowCountsTheRunningClockDownAndAnnouncesAWinOnTime() throws Exception {
    GameState state = States.timed(States.chess("chess"),
        new GameState.Clock("5+3", 12_400, 281_000, "white", 1_790_000_000_000L, 0, 0, 0));
    GameWindow window = GuiActionRunner.execute(() -> {
      GameWindow game = new GameWindow(new Event.GameStarted(1, "chess", "ann", "bob", 0, "5+3"),
          "bob", sent::add, now::get);
      game.show(state, now.get());
      game.setVisible(true);
      return game;
    });
    FrameFixture game = new FrameFixture(robot, window);
    assertThat(window.getTitle()).isEqualTo("Arbiter - game 1 (chess, 5+3)");
    assertThat(text(game.label("clock-white").target())).isEqualTo("0:12");
    assertThat(text(game.label("clock-black").target())).isEqualTo("4:41");
    assertThat(GuiActionRunner.execute(() -> window.clocks().ticking())).isTrue();

    now.addAndGet(2_500); // the 100 ms timer shows it without a new state
    await().atMost(WAIT).until(() -> text(game.label("clock-white").target()).equals("0:09.9"));
    assertThat(GuiActionRunner.execute(() -> game.label("clock-white").target().getForeground()))
        .isEqualTo(ClockPanel.LOW);
    screenshot(window, "swing-clock.png");

    now.addAndGet(10_000);
    GuiActionRunner.execute(() -> window.show(States.over(States.timed(state,
        new GameState.Clock("5+3", 0, 281_000, "white", 0, 0, 0, 0)), "black", "time forfeit"),
        now.get()));
    DialogFixture result = WindowFinder.findDialog(new GenericTypeMatcher<>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog dialog) {
        return "Game over".equals(dialog.getTitle()) && dialog.isShowing();
      }
    }).withTimeout(WAIT.toMillis()).using(robot);
    JOptionPane pane = robot.finder().findByType(result.target(), JOptionPane.class);
    assertThat(pane.getMessage()).isEqualTo("You won on time: ann ran out of time");
    assertThat(text(game.label("clock-white").target())).isEqualTo("0:00.0");
    assertThat(GuiActionRunner.execute(() -> window.clocks().ticking())).isFalse();
    result.button().click();
  }

  @Test
  void theLobbySendsTheTimeControlOfAChallengeAndOfATournamentAndShowsAChallengesOwn()
      throws Exception {
    LobbyWindow window = GuiActionRunner.execute(() -> {
      LobbyWindow lobby = new LobbyWindow("ann", sent::add, () -> { });
      lobby.who(new Event.Who(List.of("ann", "bob")));
      lobby.setVisible(true);
      return lobby;
    });
    FrameFixture lobby = new FrameFixture(robot, window);

    lobby.list("players").selectItem("bob");
    lobby.comboBox("variant").selectItem("chess");
    lobby.textBox("time").setText("5+3");
    lobby.button("challenge").click();
    lobby.textBox("time").setText("");
    lobby.button("challenge").click();
    await().atMost(WAIT).until(() -> sent.size() == 2);
    assertThat(sent).containsExactly(new Request.Challenge("bob", 0, "chess", "5+3", true),
        new Request.Challenge("bob", 0, "chess", null, true));
    sent.clear();
    lobby.checkBox("rated").uncheck(); // on by default
    lobby.button("challenge").click();
    await().atMost(WAIT).until(() -> sent.size() == 1);
    assertThat(sent).containsExactly(new Request.Challenge("bob", 0, "chess", null, false));

    GuiActionRunner.execute(
        () -> window.challenged(new Event.Challenged("bob", "chess", 40, "10b30x3")));
    assertThat(GuiActionRunner.execute(window::challengeTexts))
        .containsExactly("bob - chess (limit 40 turns, 10b30x3, rated; bob plays white)");
    assertThat(text(lobby.label("status").target()))
        .isEqualTo("bob challenges you: chess (limit 40 turns, 10b30x3, rated; bob plays white)");
    lobby.textBox("time").setText("5+3");
    screenshot(window, "swing-lobby-clock.png");

    sent.clear();
    lobby.tabbedPane("tabs").selectTab("Tournaments");
    lobby.textBox("tournamentName").setText("cup");
    lobby.textBox("tournamentTime").setText("25d5");
    screenshot(window, "swing-tournaments-clock.png");
    lobby.button("tournamentCreate").click();
    await().atMost(WAIT).until(() -> !sent.isEmpty());
    assertThat(sent).containsExactly(
        new Request.Tournament("create", "cup", "kingcapture", "roundrobin", 0, 0, null, "25d5"));
  }

  private static String text(JLabel label) {
    return GuiActionRunner.execute(label::getText);
  }

  /** Paints a window into a PNG under target/screenshots. */
  private static void screenshot(Component window, String name) throws IOException {
    BufferedImage image = GuiActionRunner.execute(() -> {
      BufferedImage shot = new BufferedImage(window.getWidth(), window.getHeight(),
          BufferedImage.TYPE_INT_RGB);
      java.awt.Graphics2D g = shot.createGraphics();
      window.paintAll(g);
      g.dispose();
      return shot;
    });
    Files.createDirectories(SCREENSHOTS);
    ImageIO.write(image, "png", SCREENSHOTS.resolve(name).toFile());
  }
}
