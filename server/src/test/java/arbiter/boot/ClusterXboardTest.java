package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.RedisProcess;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real chess program on a cluster edge's ICS port, whose face runs on the edge and crosses to
 * the core typed: Debian's XBoard in zippy mode with Fairy-Max logs in through the edge, takes a
 * JSON player's challenge from the same edge's other port and plays until the JSON player gives
 * up; XBoard reads the challenge, the boards and the result line as a single server writes them.
 * Redis, the core and the edge are processes of their own. Skipped without a display, xboard or
 * an engine, as {@link XboardIcsTest}.
 */
@Tag("socket")
@Tag("xboard")
@ExtendWith(SharedDisplay.class)
@Tag("process")
@Tag("gui")
class ClusterXboardTest {

  /** The JSON player gives up after this many moves of its own, unless the game ended before. */
  private static final int RESIGN_AFTER = 6;
  private static final Duration GAME = Duration.ofMinutes(4);

  @TempDir Path coreHome;
  @TempDir Path edgeHome;
  @TempDir Path data;
  @TempDir Path xboardHome;

  /** XBoard and an engine for it, or the test is skipped saying what is missing. */
  private static String[] xboardAndEngine() {
    Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: run under xvfb-run");
    String xboard = XboardProcess.program("xboard").orElse(null);
    String engine = XboardProcess.program("fairymax").or(() -> XboardProcess.program("gnuchess"))
        .orElse(null);
    Assumptions.assumeTrue(xboard != null && engine != null,
        "xboard or an engine not installed: apt-get install xboard fairymax (.ci/run does)");
    return new String[] {xboard, engine};
  }

  @Test
  void xboardOnAnEdgePlaysAJsonPlayerThroughTheCore() throws Exception {
    String[] programs = xboardAndEngine();
    String xboard = programs[0];
    String engine = programs[1];
    try (RedisProcess redis = RedisProcess.start()) {
      String link = "cluster.redis=" + redis.uri();
      int ics = IcsClient.freePort();
      try (ServerProcess core = ServerProcess.starting(coreHome, data, 0, -1, link,
              "cluster.role=core");
          ServerProcess edge = ServerProcess.starting(edgeHome, data, 0, 0, link,
              "cluster.role=edge", "ics.port=" + ics)) {
        ServerProcess.awaitAll(core, edge);
        ServerProcess.whenServing(() -> TestServer.login(edge.port(), "zipc")).close();
        try (XboardProcess zippy = XboardProcess.start(xboard, engine, ics, xboardHome,
                List.of("zipc", "pw"));
            JsonClient json = JsonClient.login(edge.port(), "jason", new Request.Hello(1, "t"))) {
          XboardIcsTest.waitFor(() -> XboardIcsTest.online(json, "zipc"), Duration.ofSeconds(60),
              "zipc logged in", zippy);
          json.send(new Request.Challenge("zipc", 0, "chess", "1+0", true));
          int plies = play(json, zippy);
          assertThat(plies).as("XBoard's engine answered through the edge").isGreaterThan(2);
          XboardIcsTest.waitFor(() -> XboardIcsTest.ended(zippy), Duration.ofSeconds(30),
              "XBoard read the result line", zippy);
          assertThat(zippy.log())
              .contains("Challenge: jason (----) zipc (----) rated lightning 1 0.")
              .contains("<12> ");
          System.out.printf("cluster: XBoard on an edge's ICS port played %d plies%n", plies);
        }
      }
    }
  }

  /**
   * XBoard keeps its connection to the edge through a {@code kill -9} of the core and a new core
   * started on the same data (a new epoch): the edge resumes its login there, XBoard reads the
   * game continuing (same game number) and its engine plays on to the end.
   */
  @Test
  void xboardOnAnEdgeStaysConnectedThroughACoreKillAndPlaysOn() throws Exception {
    String[] programs = xboardAndEngine();
    String xboard = programs[0];
    String engine = programs[1];
    try (RedisProcess redis = RedisProcess.start()) {
      String link = "cluster.redis=" + redis.uri();
      int ics = IcsClient.freePort();
      ServerProcess[] core = {ServerProcess.starting(coreHome, data, 0, -1, link,
          "cluster.role=core", "reconnect.grace.seconds=120")};
      try (ServerProcess edge = ServerProcess.starting(edgeHome, data, 0, 0, link,
              "cluster.role=edge", "ics.port=" + ics)) {
        ServerProcess.awaitAll(core[0], edge);
        ServerProcess.whenServing(() -> TestServer.login(edge.port(), "zipc")).close();
        try (XboardProcess zippy = XboardProcess.start(xboard, engine, ics, xboardHome,
                List.of("zipc", "pw"));
            JsonClient json = JsonClient.login(edge.port(), "jason", new Request.Hello(1, "t"))) {
          XboardIcsTest.waitFor(() -> XboardIcsTest.online(json, "zipc"), Duration.ofSeconds(60),
              "zipc logged in", zippy);
          json.send(new Request.Challenge("zipc", 0, "chess", "5+0", true));
          int plies = play(json, zippy, 3, () -> {
            core[0].kill();
            long killed = System.nanoTime();
            core[0] = ServerProcess.starting(coreHome, data, 0, -1, link, "cluster.role=core",
                "reconnect.grace.seconds=120");
            core[0].awaitListening();
            System.out.printf("cluster: XBoard's core killed; a new core listens after %d ms%n",
                (System.nanoTime() - killed) / 1_000_000);
          });
          assertThat(plies).as("XBoard's engine played on after the takeover")
              .isGreaterThan(6);
          XboardIcsTest.waitFor(() -> XboardIcsTest.ended(zippy), Duration.ofSeconds(30),
              "XBoard read the result line", zippy);
          assertThat(zippy.log()).contains(") Continuing "); // the same game, resumed
          System.out.printf("cluster: XBoard on an edge kept its connection through a kill -9 of"
              + " the core and played %d plies%n", plies);
        }
      } finally {
        core[0].close();
      }
    }
  }

  /** What the test does once, in the middle of a game (kills the core). */
  private interface Midgame {
    void run() throws Exception;
  }

  private static int play(JsonClient json, XboardProcess zippy) throws Exception {
    return play(json, zippy, Integer.MAX_VALUE, null);
  }

  /**
   * Plays white with random legal moves until it has made {@link #RESIGN_AFTER} of them, then
   * forfeits; after its {@code midgameAfter}th move {@code midgame} runs once. The number of
   * plies when the game ended.
   */
  private static int play(JsonClient json, XboardProcess zippy, int midgameAfter,
      Midgame midgame) throws Exception {
    Random random = new Random(5);
    long moved = -1;
    long deadline = System.nanoTime() + GAME.toNanos();
    while (System.nanoTime() < deadline) {
      Event event = XboardIcsTest.nextOrNull(json);
      if (event instanceof Event.Declined) {
        Thread.sleep(1000); // zippy declines while its engine is still starting
        json.send(new Request.Challenge("zipc", 0, "chess", "1+0", true));
        continue;
      }
      if (event instanceof Event.GameStarted) {
        moved = -1; // resumed: the states are numbered afresh
        continue;
      }
      if (event instanceof Event.Error error && error.code().equals("reconnecting")) {
        moved = -1; // the move was not played: it goes again once the game is shown
        continue;
      }
      if (!(event instanceof Event.State message)) {
        continue;
      }
      GameState state = message.state();
      if (!state.status().equals("ongoing")) {
        return state.moves().size();
      }
      if (!state.sideToMove().equals("white") || state.seq() <= moved) {
        continue;
      }
      if (state.moves().size() >= 2 * RESIGN_AFTER || state.legalMoves().isEmpty()) {
        json.send(new Request.Forfeit());
      } else {
        List<GameState.LegalMove> moves = state.legalMoves();
        json.send(new Request.Move(moves.get(random.nextInt(moves.size())).move()));
      }
      moved = state.seq();
      if (midgame != null && state.moves().size() == 2 * midgameAfter - 2) {
        midgame.run();
        midgame = null;
      }
    }
    throw new AssertionError("no result within " + GAME + "; XBoard's log:\n" + zippy.tail());
  }
}
