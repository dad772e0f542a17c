package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.game.StoredGame;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Debian's eboard on the ICS port, driven as a person would under the test's display: it has no
 * command line to connect, so the test clicks its Peer menu's bookmark (written into its config)
 * and types into its command line: login, a match the JSON player accepts, a move, resign. The
 * clicks are at the places eboard 1.1.3 draws its menus at its default size.
 */
@Tag("socket")
@Tag("xboard")
@ExtendWith(SharedDisplay.class)
@Tag("process")
@Tag("gui")
class EboardIcsTest {

  private static final Path SCREENSHOTS = Path.of("target", "screenshots");
  private static final Duration WAIT = Duration.ofSeconds(30);

  @TempDir Path data;
  @TempDir Path home;
  private ArbiterServer server;
  private Process eboard;
  private Robot robot;

  @BeforeEach
  void start() throws Exception {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    String program = XboardProcess.program("eboard").orElse(null);
    Assumptions.assumeTrue(program != null, "eboard not installed: apt-get install eboard");
    server = TestServer.start(TestServer.settings(data).with("ics.port", IcsClient.freePort()));
    try (LineClient telnet = new LineClient(server.port())) {
      telnet.send("register ebo pw");
      telnet.await("register successful");
    }
    Path config = Files.createDirectories(home.resolve(".eboard"));
    Files.writeString(config.resolve("eboard.conf"),
        "Host:127.0.0.1," + server.icsPort() + ",fics\n");
    ProcessBuilder builder = new ProcessBuilder(program)
        .directory(home.toFile())
        .redirectErrorStream(true)
        .redirectOutput(home.resolve("eboard.out").toFile());
    builder.environment().put("HOME", home.toString());
    eboard = builder.start();
    robot = new Robot();
    robot.setAutoDelay(40);
  }

  @AfterEach
  void stop() throws InterruptedException {
    if (eboard != null) {
      eboard.destroy();
      if (!eboard.waitFor(5, TimeUnit.SECONDS)) {
        eboard.destroyForcibly();
      }
    }
    if (server != null) {
      server.close();
    }
  }

  @Test
  void eboardLogsInChallengesMovesAndResigns() throws Exception {
    // the menu bar is drawn: light grey right of its last menu, where the screen was black
    waitFor(() -> robot.getPixelColor(320, 5).getRed() > 150, "eboard's window");
    waitFor(() -> server.openConnections() == 0, "the registering connection closed");
    click(25, 15);   // Peer
    click(80, 64);   // ICS Bookmarks
    click(450, 64);  // 1. Connect to 127.0.0.1:PORT (fics)
    waitFor(() -> server.openConnections() == 1, "eboard connected");
    click(400, 550); // the command line
    type("ebo\n");
    type("pw\n");
    try (JsonClient jason = JsonClient.login(server, "jason")) {
      waitFor(() -> online(jason, "ebo"), "ebo logged in");
      type("match jason 5 0\n");
      jason.await(Event.Challenged.class);
      jason.send(new Request.Accept("ebo"));
      awaitMoves(jason, 0);
      type("e2e4\n");
      awaitMoves(jason, 1);
      jason.send(new Request.Move("e7e5"));
      awaitMoves(jason, 2);
      robot.delay(1000); // eboard draws the board it has read
      screenshot("eboard.png");
      type("resign\n");
      waitFor(() -> server.store().game(1) != null && server.store().game(1).result() != null,
          "the game's end stored");
    }
    StoredGame game = server.store().game(1);
    assertThat(game.white()).isEqualTo("ebo");
    assertThat(game.black()).isEqualTo("jason");
    assertThat(game.moves()).containsExactly("e4", "e5");
    assertThat(game.result()).isEqualTo("black");
    assertThat(game.reason()).isEqualTo("resignation");
  }

  private static void awaitMoves(JsonClient client, int count) {
    while (true) {
      GameState state = client.await(Event.State.class).state();
      if (state.moves().size() == count) {
        return;
      }
    }
  }

  private static boolean online(JsonClient client, String name) {
    client.send(new Request.Who());
    return client.await(Event.Who.class).users().contains(name);
  }

  private void click(int x, int y) {
    robot.mouseMove(x, y);
    robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
    robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
    robot.delay(700); // a menu opens
  }

  private void type(String text) {
    for (char c : text.toCharArray()) {
      int key = c == '\n' ? KeyEvent.VK_ENTER : KeyEvent.getExtendedKeyCodeForChar(c);
      robot.keyPress(key);
      robot.keyRelease(key);
    }
    robot.delay(500);
  }

  private void waitFor(BooleanSupplier condition, String what) throws Exception {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline || !eboard.isAlive()) {
        screenshot("eboard-failed.png");
        throw new AssertionError("not " + what + " within " + WAIT
            + (eboard.isAlive() ? "" : " (eboard exited)") + "; see target/screenshots");
      }
      Thread.sleep(200); // polling a real program, which tells us nothing when it is done
    }
  }

  private static void screenshot(String name) throws Exception {
    BufferedImage screen = new Robot().createScreenCapture(
        new Rectangle(Toolkit.getDefaultToolkit().getScreenSize()));
    Files.createDirectories(SCREENSHOTS);
    ImageIO.write(screen.getSubimage(0, 0, Math.min(800, screen.getWidth()),
        Math.min(600, screen.getHeight())), "png", SCREENSHOTS.resolve(name).toFile());
  }
}
