package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.client.TestServers;
import arbiter.client.net.Address;
import arbiter.boot.ArbiterServer;
import arbiter.protocol.GameState;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Component;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javax.imageio.ImageIO;
import javax.swing.JDialog;
import javax.swing.JLabel;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;

/**
 * A real server, the Swing client against it on the (virtual) display, and the robot that clicks
 * it: what the click tests share. Every wait has a deadline and waits on what the window shows.
 */
final class GuiSession implements AutoCloseable {

  static final Path SCREENSHOTS = Path.of("target", "screenshots");
  static final Duration WAIT = Duration.ofSeconds(20);

  /** The server in this process, or null when the client talks to one elsewhere. */
  final ArbiterServer server;
  final Robot robot;
  private final int port;
  private final SwingClient client;

  GuiSession(Path data) throws InterruptedException {
    this(TestServers.start(data, 0), 0);
  }

  /** The client of a server running elsewhere (a process a test kills) on {@code port}. */
  GuiSession(int port) {
    this(null, port);
  }

  private GuiSession(ArbiterServer server, int port) {
    this.server = server;
    this.port = server != null ? server.port() : port;
    robot = BasicRobot.robotWithNewAwtHierarchy();
    GuiActionRunner.execute(() -> FlatLightLaf.setup());
    client = GuiActionRunner.execute(() -> {
      SwingClient swing = new SwingClient(new Address("127.0.0.1", this.port));
      swing.start();
      return swing;
    });
  }

  /** Registers and logs in as {@code user} in the login dialog; the lobby then opens. */
  FrameFixture logIn(String user) {
    DialogFixture login = WindowFinder.findDialog("login").withTimeout(WAIT.toMillis()).using(robot);
    await().atMost(WAIT).untilAsserted(() -> assertThat(text(login.label("message").target()))
        .isEqualTo("connected to 127.0.0.1:" + port));
    // set, not typed: a keystroke lost by the robot under Xvfb is not what these tests are about
    login.textBox("user").setText(user);
    login.textBox("password").setText("pw");
    // pressed, not clicked: the dialog may not be on top yet under Xvfb, which has no window
    // manager to raise it; logging in is not what these tests are about
    GuiActionRunner.execute(() -> login.button("registerButton").target().doClick());
    await().atMost(WAIT).untilAsserted(() -> assertThat(text(login.label("message").target()))
        .isEqualTo("registered: now log in"));
    GuiActionRunner.execute(() -> login.button("loginButton").target().doClick());
    return WindowFinder.findFrame("lobby").withTimeout(WAIT.toMillis()).using(robot);
  }

  FrameFixture gameWindow(long game) {
    return WindowFinder.findFrame("game-" + game).withTimeout(WAIT.toMillis()).using(robot);
  }

  /** The "Game over" dialog once it shows. */
  DialogFixture resultDialog() {
    return WindowFinder.findDialog(new GenericTypeMatcher<>(JDialog.class) {
      @Override
      protected boolean isMatching(JDialog dialog) {
        return "Game over".equals(dialog.getTitle()) && dialog.isShowing();
      }
    }).withTimeout(WAIT.toMillis()).using(robot);
  }

  static String text(JLabel label) {
    return GuiActionRunner.execute(label::getText);
  }

  /**
   * Waits until {@code side} is to move: with legal moves when {@code toMove}, else with its move
   * made and not yet ended (kingcapture).
   */
  static void awaitTurn(BoardPanel board, String side, boolean toMove) {
    await().atMost(WAIT).until(() -> {
      GameState state = GuiActionRunner.execute(board::state);
      return state != null && state.sideToMove().equals(side)
          && state.legalMoves().isEmpty() != toMove;
    });
  }

  /** Clicks the centre of a board square (row 0 is white's side, wherever it is drawn). */
  void click(BoardPanel board, int row, int column) {
    Point point = GuiActionRunner.execute(() -> board.centre(row, column));
    robot.click(board, point, MouseButton.LEFT_BUTTON, 1);
    robot.waitForIdle();
  }

  /** Paints a window into a PNG under target/screenshots (copied to docs/ for the README). */
  static void screenshot(Component window, String name) throws IOException {
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

  @Override
  public void close() {
    GuiActionRunner.execute(() -> client.quit());
    robot.cleanUp();
    if (server != null) {
      server.close();
    }
  }
}
