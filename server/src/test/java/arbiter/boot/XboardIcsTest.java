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
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
 * Real chess programs on the ICS port: Debian's XBoard in zippy mode with Fairy-Max playing, under
 * the test's display. Two XBoards play a 1+0 game, which an admin ends after ten moves, to a
 * result Arbiter stores and the challenger's XBoard reads; one XBoard
 * plays a JSON player of the test (random legal moves), and is photographed for the README; one
 * is started again after a restart of the server and plays its game on.
 * Skipped without a display, xboard or an engine (fairymax, else gnuchess).
 */
@Tag("socket")
@Tag("xboard")
@ExtendWith(SharedDisplay.class)
@Tag("process")
@Tag("gui")
class XboardIcsTest {

  private static final Path SCREENSHOTS = Path.of("target", "screenshots");
  /** A 1+0 game lasts at most two minutes of clock; the rest is room for a busy machine. */
  private static final Duration GAME = Duration.ofMinutes(4);
  /** The end of a game as FICS writes it (not the creation line, which looks alike). */
  private static final String RESULT_LINE =
      "\\{Game 1 \\([a-z]+ vs\\. [a-z]+\\) (?!Creating)[^}]*\\} (1-0|0-1|1/2-1/2)";
  /** The JSON player gives up after this many moves of its own, unless the game ended before. */
  private static final int RESIGN_AFTER = 12;
  /** The engines' moves (both sides) after which an admin ends their game. */
  private static final int ENGINE_PLIES = 10;

  @TempDir Path data;
  @TempDir Path homes;
  private ArbiterServer server;
  private final List<XboardProcess> xboards = new ArrayList<>();
  private String xboard;
  private GameState last; // the latest state playUntil read
  private String engine;

  @BeforeEach
  void start() throws InterruptedException {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    xboard = XboardProcess.program("xboard").orElse(null);
    // Fairy-Max (the engine Debian's xboard recommends) answers XBoard's handshake however busy
    // the machine is; GNU Chess 6.2.7 drops it when it comes before its input thread runs
    engine = XboardProcess.program("fairymax").or(() -> XboardProcess.program("gnuchess"))
        .orElse(null);
    Assumptions.assumeTrue(xboard != null && engine != null,
        "xboard or an engine not installed: apt-get install xboard fairymax (.ci/run does)");
    server = TestServer.start(TestServer.settings(data).with("ics.port", IcsClient.freePort())
        .with("admins", "lobby"));
  }

  @AfterEach
  void stop() {
    xboards.forEach(XboardProcess::close);
    if (server != null) {
      server.close();
    }
  }

  @Test
  void twoXboardsPlayAWholeGameThatArbiterStores() throws Exception {
    // an admin is an account that exists when the server starts: register it, then restart
    server.store().register("lobby", "pw");
    server.close();
    server = TestServer.start(TestServer.settings(data).with("ics.port", IcsClient.freePort())
        .with("admins", "lobby"));
    try (JsonClient lobby = JsonClient.login(server, "lobby")) {
      register("zipa");
      register("zipb");
      XboardProcess black = xboard("zipb", List.of("zipb", "pw"));
      waitFor(() -> online(lobby, "zipb"), Duration.ofSeconds(60), "zipb logged in", black);
      // the challenger's logon script issues the match; zippy on the other side accepts it
      XboardProcess white = xboard("zipa", List.of("zipa", "pw", "match zipb 1 0"));
      // two engines would spend up to two minutes of clock: once both have moved a few times,
      // an admin draws the game, and XBoard must read that end as it reads any other
      waitFor(() -> finished(1) != null || storedMoves(1) >= ENGINE_PLIES, GAME,
          "game 1 under way", white);
      if (finished(1) == null) {
        lobby.send(new Request.Adjudicate(1, "1/2-1/2", null));
      }
      waitFor(() -> finished(1) != null, GAME, "game 1 finished", white);
      StoredGame game = finished(1);
      assertThat(game.white()).isEqualTo("zipa");
      assertThat(game.black()).isEqualTo("zipb");
      assertThat(game.variant()).isEqualTo("chess");
      assertThat(game.timeControl()).isEqualTo("1+0");
      assertThat(game.result()).isIn("white", "black", "draw");
      assertThat(game.moves()).as("a game played, not given up").hasSizeGreaterThan(4);
      // XBoard writes its log as it goes: the end may come a moment after the store has it
      waitFor(() -> ended(white), Duration.ofSeconds(30), "XBoard read the result line", white);
    }
  }

  @Test
  void xboardPlaysAJsonPlayerAndIsPhotographed() throws Exception {
    register("zipc");
    XboardProcess zippy = xboard("zipc", List.of("zipc", "pw"));
    try (JsonClient json = JsonClient.login(server, "jason")) {
      waitFor(() -> online(json, "zipc"), Duration.ofSeconds(60), "zipc logged in", zippy);
      json.send(new Request.Challenge("zipc", 0, "chess", "1+0", true));
      Random random = new Random(7);
      long moved = -1;
      boolean photographed = false;
      long deadline = System.nanoTime() + GAME.toNanos();
      while (finished(1) == null) {
        if (System.nanoTime() > deadline) {
          throw new AssertionError(
              "no result within " + GAME + "; XBoard's log:\n" + zippy.tail());
        }
        Event event = nextOrNull(json);
        if (event instanceof Event.Declined) {
          // zippy declines while its engine is still starting: ask again a moment later
          Thread.sleep(1000);
          json.send(new Request.Challenge("zipc", 0, "chess", "1+0", true));
          continue;
        }
        if (!(event instanceof Event.State message)) {
          continue;
        }
        GameState state = message.state();
        if (!photographed && state.moves().size() >= 12) {
          photographed = screenshot("xboard.png");
        }
        if (state.status().equals("ongoing") && state.sideToMove().equals("white")
            && state.seq() > moved && state.moves().size() >= 2 * RESIGN_AFTER) {
          json.send(new Request.Forfeit()); // a short game: XBoard has shown enough of it
          moved = state.seq();
        } else if (state.status().equals("ongoing") && state.sideToMove().equals("white")
            && state.seq() > moved && !state.legalMoves().isEmpty()) {
          List<GameState.LegalMove> moves = state.legalMoves();
          json.send(new Request.Move(moves.get(random.nextInt(moves.size())).move()));
          moved = state.seq();
        }
      }
      StoredGame game = finished(1);
      assertThat(game.white()).isEqualTo("jason");
      assertThat(game.black()).isEqualTo("zipc");
      assertThat(game.result()).isIn("white", "black", "draw");
      assertThat(game.moves()).hasSizeGreaterThan(4);
      waitFor(() -> ended(zippy), Duration.ofSeconds(30), "XBoard read the result line", zippy);
      assertThat(zippy.log()).contains("Challenge: jason (----) zipc (----) rated lightning 1 0.");
    }
  }

  /**
   * The server goes down mid-game, with XBoard's engine to move, and comes back on the same data;
   * the user starts XBoard again and logs in first: the game is announced as FICS announces one
   * it takes up again, then adjourned while it waits for the opponent (an engine's move there
   * would be refused as held and leave it a move apart from the board for good), and taken up
   * again once the opponent is back; XBoard fetches its moves, and its engine plays it on to a
   * result Arbiter stores.
   */
  @Test
  void xboardComesBackAfterARestartAndItsEnginePlaysOn() throws Exception {
    register("zipd");
    XboardProcess first = xboard("zipd", List.of("zipd", "pw"));
    Random random = new Random(11);
    int before;
    try (JsonClient json = JsonClient.login(server, "jason")) {
      waitFor(() -> online(json, "zipd"), Duration.ofSeconds(60), "zipd logged in", first);
      json.send(new Request.Challenge("zipd", 0, "chess", "3+0", true));
      before = playUntil(json, random, first, 10);
      // XBoard goes, then white moves: the server stops with XBoard's engine to move
      first.close();
      List<GameState.LegalMove> moves = last.legalMoves();
      json.send(new Request.Move(moves.get(random.nextInt(moves.size())).move()));
      before++;
      Event stored;
      do { // the state after it: stored before anyone is shown it
        stored = json.next();
      } while (!(stored instanceof Event.State after && after.state().moves().size() == before));
    }
    // the server stops mid-game (CrashRecoveryTest kills one with -9): the game stays stored at
    // its last move, still running, and the next server on the same data resumes it
    server.close();
    server = TestServer.start(TestServer.settings(data).with("ics.port", IcsClient.freePort())
        .with("admins", "lobby"));
    XboardProcess again = xboard("zipd-again", List.of("zipd", "pw"));
    // back first, told the game waits for jason: the engine has its turn and time to take it
    waitFor(() -> again.log().contains("waits for jason"), Duration.ofSeconds(60),
        "XBoard back in its game", again);
    Thread.sleep(2000); // a real engine's time to move; it must not, or it is lost for good
    try (JsonClient json = JsonClient.login(server, "jason")) {
      int after = playUntil(json, random, again, before + 8);
      if (finished(1) == null) {
        json.send(new Request.Forfeit()); // enough played: XBoard's engine moved after the restart
      }
      // the engine may mate the random mover before eight plies: one answer after the restart is
      // what shows it plays on
      assertThat(after).isGreaterThanOrEqualTo(before + 2);
    }
    waitFor(() -> finished(1) != null, Duration.ofSeconds(30), "game 1 stored", again);
    StoredGame game = finished(1);
    assertThat(game.black()).isEqualTo("zipd");
    assertThat(game.moves()).hasSizeGreaterThanOrEqualTo(before + 2);
    waitFor(() -> ended(again), Duration.ofSeconds(30), "XBoard read the result line", again);
    String log = again.log();
    assertThat(log).contains("Creating: jason (----) zipd (----) rated blitz 3 0")
        .contains("{Game 1 (jason vs. zipd) Continuing rated blitz match.}");
  }

  /**
   * Plays white's side with random legal moves against XBoard until the game has {@code plies}
   * moves and it is white's turn, or the game ended; the number of moves then.
   */
  private int playUntil(JsonClient json, Random random, XboardProcess zippy, int plies)
      throws InterruptedException {
    long moved = -1;
    long deadline = System.nanoTime() + GAME.toNanos();
    while (finished(1) == null) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("not " + plies + " moves within " + GAME + "; XBoard's log:\n"
            + zippy.tail());
      }
      Event event = nextOrNull(json);
      if (event instanceof Event.Declined) {
        Thread.sleep(1000); // zippy declines while its engine is still starting
        json.send(new Request.Challenge("zipd", 0, "chess", "3+0", true));
        continue;
      }
      if (!(event instanceof Event.State message)
          || !message.state().status().equals("ongoing")
          || !message.state().sideToMove().equals("white") || message.state().seq() <= moved) {
        continue;
      }
      GameState state = message.state();
      last = state;
      if (state.moves().size() >= plies || state.legalMoves().isEmpty()) {
        return state.moves().size();
      }
      List<GameState.LegalMove> moves = state.legalMoves();
      json.send(new Request.Move(moves.get(random.nextInt(moves.size())).move()));
      moved = state.seq();
    }
    return finished(1).moves().size();
  }

  /** XBoard with its home under {@code homes/home}, logging in by {@code logon}. */
  private XboardProcess xboard(String home, List<String> logon) throws Exception {
    XboardProcess process = XboardProcess.start(xboard, engine, server.icsPort(),
        homes.resolve(home), logon);
    xboards.add(process);
    return process;
  }

  private void register(String name) {
    try (LineClient telnet = new LineClient(server.port())) {
      telnet.send("register " + name + " pw");
      telnet.await("register successful");
    }
  }

  /** Whether XBoard's log shows the result line read and the game ended by it. */
  static boolean ended(XboardProcess xboard) {
    String log = xboard.log();
    return java.util.regex.Pattern.compile(RESULT_LINE).matcher(log).find()
        && log.contains("GameEnds(") && log.lastIndexOf("GameEnds(") > log.indexOf("Creating:");
  }

  static boolean online(JsonClient client, String name) {
    client.send(new Request.Who());
    return client.await(Event.Who.class).users().contains(name);
  }

  private int storedMoves(long id) {
    StoredGame game = server.store().game(id);
    return game == null ? 0 : game.moves().size();
  }

  private StoredGame finished(long id) {
    StoredGame game = server.store().game(id);
    return game != null && game.result() != null ? game : null;
  }

  /** The next message, or null when none came within the client's wait (the engine thinks). */
  static Event nextOrNull(JsonClient client) {
    try {
      return client.next();
    } catch (AssertionError quiet) {
      if (client.raw().isClosedByServer()) {
        throw quiet;
      }
      return null;
    }
  }

  static void waitFor(BooleanSupplier condition, Duration limit, String what,
      XboardProcess xboard) throws InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline || !xboard.isAlive()) {
        throw new AssertionError("not " + what + " within " + limit + (xboard.isAlive() ? ""
            : " (XBoard exited)") + "; XBoard's log:\n" + xboard.tail());
      }
      Thread.sleep(200); // polling a real process, which tells us nothing when it is done
    }
  }

  /** The screen cut to what is drawn on it, as a PNG under target/screenshots (for docs/). */
  private static boolean screenshot(String name) throws Exception {
    BufferedImage screen = new Robot().createScreenCapture(
        new Rectangle(Toolkit.getDefaultToolkit().getScreenSize()));
    int minX = screen.getWidth();
    int minY = screen.getHeight();
    int maxX = -1;
    int maxY = -1;
    for (int y = 0; y < screen.getHeight(); y++) {
      for (int x = 0; x < screen.getWidth(); x++) {
        if ((screen.getRGB(x, y) & 0xffffff) != 0) {
          minX = Math.min(minX, x);
          minY = Math.min(minY, y);
          maxX = Math.max(maxX, x);
          maxY = Math.max(maxY, y);
        }
      }
    }
    if (maxX < 0) {
      return false; // nothing drawn yet
    }
    Files.createDirectories(SCREENSHOTS);
    ImageIO.write(screen.getSubimage(minX, minY, maxX - minX + 1, maxY - minY + 1), "png",
        SCREENSHOTS.resolve(name).toFile());
    return true;
  }
}
