package arbiter.client.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import arbiter.client.archive.ReplayCursor;
import arbiter.client.net.Address;
import arbiter.boot.SharedDisplay;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.ProtocolException;
import arbiter.protocol.Request;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.imageio.ImageIO;
import javax.swing.JLabel;
import org.assertj.swing.core.BasicRobot;
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
 * The Swing client against a scripted server (a socket answering each request as the server
 * would): log in, open a game from the History tab, step through it with the replay buttons.
 * Needs a display ({@code xvfb-run -a mvn ...}); skipped without one.
 */
@Tag("socket")
@Tag("gui")
@ExtendWith(SharedDisplay.class)
class ReplayGuiTest {

  private static final Path SCREENSHOTS = Path.of("target", "screenshots");
  private static final Duration WAIT = Duration.ofSeconds(20);
  private static final List<String> MOVES = List.of("e2e4", "e7e5", "d1h5");
  private static final List<List<String>> BOARDS = List.of(
      List.of("RNBQKBNR", "PPPPPPPP", "........", "........", "........", "........", "pppppppp",
          "rnbqkbnr"),
      List.of("RNBQKBNR", "PPPP.PPP", "........", "....P...", "........", "........", "pppppppp",
          "rnbqkbnr"),
      List.of("RNBQKBNR", "PPPP.PPP", "........", "....P...", "....p...", "........", "pppp.ppp",
          "rnbqkbnr"),
      List.of("RNB.KBNR", "PPPP.PPP", "........", "....P...", "....p..Q", "........", "pppp.ppp",
          "rnbqkbnr"));

  private final List<Request> received = new CopyOnWriteArrayList<>();
  private ServerSocket server;
  private Thread script;
  private Robot robot;
  private SwingClient client;

  @BeforeEach
  void start() throws IOException {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    script = new Thread(this::serve, "scripted-server");
    script.setDaemon(true);
    script.start();
    robot = BasicRobot.robotWithNewAwtHierarchy();
    GuiActionRunner.execute(() -> FlatLightLaf.setup());
    client = GuiActionRunner.execute(() -> {
      SwingClient swing = new SwingClient(new Address("127.0.0.1", server.getLocalPort()));
      swing.start();
      return swing;
    });
  }

  @AfterEach
  void stop() throws IOException {
    if (client != null) {
      GuiActionRunner.execute(() -> client.quit());
    }
    if (robot != null) {
      robot.cleanUp();
    }
    if (server != null) {
      server.close();
    }
  }

  @Test
  void theReplayButtonsAskForEachPlyAndDrawTheAnswers() throws Exception {
    DialogFixture login = WindowFinder.findDialog("login").withTimeout(WAIT.toMillis()).using(robot);
    await().atMost(WAIT).until(() -> text(login.label("message").target()).startsWith("connected"));
    login.textBox("user").enterText("ann");
    login.textBox("password").enterText("pw");
    login.button("loginButton").click();
    FrameFixture lobby = WindowFinder.findFrame("lobby").withTimeout(WAIT.toMillis()).using(robot);
    lobby.tabbedPane("tabs").selectTab("History");
    await().atMost(WAIT).until(() -> lobby.table("history").rowCount() == 2);
    lobby.table("history").selectRows(0);
    screenshot(lobby, "swing-lobby-history.png");
    lobby.button("replay").click();

    FrameFixture replay =
        WindowFinder.findFrame("replay-42").withTimeout(WAIT.toMillis()).using(robot);
    awaitPly(replay, "Start");
    replay.button("next").click();
    awaitPly(replay, "Move 1");
    replay.button("next").click();
    awaitPly(replay, "Move 2");
    replay.button("prev").click();
    awaitPly(replay, "Move 1");
    replay.button("last").click();
    awaitPly(replay, "Move 3 of 3");
    replay.button("next").requireDisabled();
    assertThat(replay.list("moves").contents()).containsExactly("1. e2e4", "2. e7e5", "3. d1h5");
    assertThat(text(replay.label("status").target())).isEqualTo("ann (white) won: bob resigned");
    screenshot(replay, "swing-replay-window.png");
    replay.button("first").click();
    awaitPly(replay, "Start");

    assertThat(received.stream().filter(Request.Replay.class::isInstance)).containsExactly(
        new Request.Replay(42, 0), new Request.Replay(42, 1), new Request.Replay(42, 2),
        new Request.Replay(42, 1), new Request.Replay(42, ReplayCursor.END),
        new Request.Replay(42, 0));
    assertThat(WindowFinder.findFrame("lobby").using(robot).target().isShowing()).isTrue();
  }

  private static void awaitPly(FrameFixture replay, String where) {
    await().atMost(WAIT).until(() -> text(replay.label("ply").target()).equals(where));
  }

  private static String text(JLabel label) {
    return GuiActionRunner.execute(label::getText);
  }

  /** Answers one client as the server would, in order, one answer a request. */
  private void serve() {
    try (Socket socket = server.accept()) {
      BufferedReader in = new BufferedReader(
          new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
      Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
      String line;
      while ((line = in.readLine()) != null) {
        Request request = JsonCodec.decodeRequest(line);
        received.add(request);
        Event answer = answer(request);
        if (answer != null) {
          out.write(JsonCodec.encode(answer) + "\r\n");
          out.flush();
        }
      }
    } catch (IOException | ProtocolException e) {
      // the test closed the socket, or failed and says why
    }
  }

  private static Event answer(Request request) {
    if (request instanceof Request.Hello) {
      return new Event.Welcome(JsonCodec.VERSION, "scripted");
    } else if (request instanceof Request.Login) {
      return new Event.Ok("login", "login successful");
    } else if (request instanceof Request.Who) {
      return new Event.Who(List.of("ann", "bob"));
    } else if (request instanceof Request.Games) {
      return new Event.Games(List.of());
    } else if (request instanceof Request.Scoreboard) {
      return new Event.Scoreboard(null, List.of());
    } else if (request instanceof Request.Tournament t) {
      return new Event.Tournament(t.action(), null, List.of());
    } else if (request instanceof Request.History) {
      return new Event.History("ann", List.of(
          new Event.HistoryRow(42, 1_795_183_500_000L, "ann", "bob", "chess", "5+3", "white",
              "resignation", true),
          new Event.HistoryRow(41, 1_795_083_500_000L, "bob", "ann", "pawns", null, "draw",
              "agreement", false)));
    } else if (request instanceof Request.Finger finger) {
      return new Event.Finger(finger.user(), List.of(), 2);
    } else if (request instanceof Request.Ratings ratings) {
      return new Event.Ratings(ratings.variant(), List.of());
    } else if (request instanceof Request.Replay replay) {
      // a ply past the end gives the final position, as the protocol README says
      return replay.game() == 42
          ? new Event.State(position((int) Math.min(replay.ply(), MOVES.size())))
          : new Event.Error("no_such_game", "no game " + replay.game());
    } else if (request instanceof Request.Pong) {
      return null;
    }
    return new Event.Ok(JsonCodec.typeOf(request.getClass()), "");
  }

  /** Game 42 after {@code ply} moves: the final status only at the last. */
  private static GameState position(int ply) {
    GameState board = States.of("chess", BOARDS.get(ply), List.of(), List.of(),
        ply % 2 == 0 ? "white" : "black", List.of());
    boolean over = ply == MOVES.size();
    return new GameState(42, 9, "chess", "ann", "bob", board.board(), board.hands(),
        board.sideToMove(), List.of(), ply == 0 ? null : MOVES.get(ply - 1),
        MOVES.subList(0, ply), 0, -1, over ? "win" : "ongoing", over ? "white" : null,
        over ? "resignation" : "");
  }

  private static void screenshot(FrameFixture frame, String name) throws IOException {
    BufferedImage image = GuiActionRunner.execute(() -> {
      BufferedImage shot = new BufferedImage(frame.target().getWidth(),
          frame.target().getHeight(), BufferedImage.TYPE_INT_RGB);
      java.awt.Graphics2D g = shot.createGraphics();
      frame.target().paintAll(g);
      g.dispose();
      return shot;
    });
    Files.createDirectories(SCREENSHOTS);
    ImageIO.write(image, "png", SCREENSHOTS.resolve(name).toFile());
  }
}
