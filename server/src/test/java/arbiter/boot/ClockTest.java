package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.clock.FakeTicker;
import arbiter.config.ServerConfig;
import arbiter.protocol.TimeControl;
import arbiter.protocol.Event;
import arbiter.protocol.GameState;
import arbiter.protocol.Request;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Timed games over real sockets, with the server's time in the test's hands: no sleeps. */
@Tag("socket")
class ClockTest {

  @TempDir Path data;
  private final FakeTicker ticker = new FakeTicker();

  private ArbiterServer start() throws InterruptedException {
    return ArbiterServer.start(ServerConfig.of(TestServer.settings(data)), ticker);
  }

  /** ali (white) and bob start a chess game under {@code time}; both have read its start. */
  private static void startTimed(LineClient ali, LineClient bob, String time) {
    ali.send("new_game bob 0 chess " + time);
    ali.await("challenge sent to bob");
    bob.await("ali challenges you to chess with limit 0 and time " + time
        + ": accept ali or decline ali");
    bob.send("accept ali");
    ali.awaitLine(line -> line.startsWith("clock: "));
    bob.awaitLine(line -> line.startsWith("clock: "));
  }

  // a flag that falls unwatched and the increment after a move: game/GameScenarioTest, in memory

  @Test
  void aJsonPlayerGetsBothClocksAndIsPingedForItsLag() throws InterruptedException {
    try (ArbiterServer server = start();
        LineClient ali = TestServer.login(server, "ali");
        JsonClient bob = JsonClient.login(server, "bob")) {
      ali.send("new_game bob 0 minishogi 10b30x3");
      assertThat(bob.await(Event.Challenged.class))
          .isEqualTo(new Event.Challenged("ali", "minishogi", 0, "10b30x3"));
      bob.send(new Request.Accept("ali"));

      assertThat(bob.await(Event.GameStarted.class).time()).isEqualTo("10b30x3");
      GameState.Clock clock = bob.await(Event.State.class).state().clock();
      assertThat(clock.control()).isEqualTo("10b30x3");
      assertThat(clock.white()).isEqualTo(600_000);
      assertThat(clock.running()).isEqualTo("black"); // black moves first in minishogi
      assertThat(clock.blackPeriods()).isEqualTo(3);
      assertThat(clock.period()).isEqualTo(30_000);
      assertThat(bob.await(Event.Ping.class).id()).isEqualTo(1);
    }
  }

  @Test
  void aMalformedTimeControlIsOneLineNamingTheForms() throws InterruptedException {
    try (ArbiterServer server = start();
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      ali.send("new_game bob 0 chess 5+", "time");

      assertThat(ali.next(2)).containsExactly(TimeControl.FORMS, "invalid command");
    }
  }

  @Test
  void aRestartedGameResumesWithTheTimesStoredWithItsLastMove() throws InterruptedException {
    try (ArbiterServer server = start();
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      startTimed(ali, bob, "5+3");
      ticker.advance(10_000);
      ali.send("e4");
      bob.await("clock: white 4:53 black 5:00");
      ticker.advance(20_000); // bob thinks; the server stops before he moves
    }

    try (ArbiterServer server = start();
        LineClient bob = TestServer.login(server, "bob")) {
      bob.await("you play black in game 1 (chess)");
      // bob's 20 s before the restart are not charged, nor the wait for ali: the clocks stand
      // still until both are back
      bob.await("clock: white 4:53 black 5:00");
      bob.await("game 1 waits for ali; the clocks start when both players are here, or in 120"
          + " seconds");
      ticker.advance(1_000);
      bob.send("time");
      assertThat(bob.next()).isEqualTo("clock: white 4:53 black 5:00");
      try (LineClient ali = TestServer.login(server, "ali")) {
        bob.await("game 1 goes on: both players are here and the clocks run");
        ticker.advance(1_000);
        bob.send("time");
        bob.await("clock: white 4:53 black 4:59");
      }
    }
  }

  @Test
  void anUntimedGameHasNoClock() throws InterruptedException {
    try (ArbiterServer server = start();
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, "chess");
      ali.send("time");
      assertThat(ali.next()).isEqualTo("this game is untimed");
      Awaitility.await().atMost(LineClient.WAIT).until(() -> server.openConnections() == 2);
    }
  }

  @Test
  void aSixPlayerRoundRobinAtThreePlusTwoRunsToItsEndWithNobodyTouchingTheServer()
      throws InterruptedException {
    List<String> names = List.of("p1", "p2", "p3", "p4", "p5", "p6");
    try (ArbiterServer server = start()) {
      List<LineClient> players = new ArrayList<>();
      for (String name : names) {
        players.add(TestServer.login(server, name));
      }
      try {
        players.get(0).send("tournament create blitz chess roundrobin 0 0 3+2");
        players.get(0).awaitLine(line -> line.startsWith("tournament blitz created: chess roundrobin")
            && line.contains(" limit 0 time 3+2 players 0 open"));
        for (LineClient player : players) {
          player.send("tournament join blitz");
          player.await("you joined blitz");
        }
        players.get(0).send("tournament start blitz");
        for (int round = 1; round <= 5; round++) {
          for (LineClient player : players) {
            // the round's notice, and the game's clocks running (its flag armed), in either order
            boolean notice = false;
            boolean clock = false;
            while (!notice || !clock) {
              String line = player.next();
              notice |= line.matches("tournament blitz round \\d+ board \\d+: .*");
              clock |= line.equals("clock: white 3:00 black 3:00");
            }
          }
          ticker.advance(180_001); // every white player's flag falls; nobody sends a thing
          for (LineClient player : players) {
            player.await("tournament blitz round " + round + " is over");
          }
        }
        players.get(0).await("tournament blitz is over; final standings:");
        players.get(0).send("tournament pairings blitz 5");
        players.get(0).await("blitz round 5");
        assertThat(players.get(0).next(3)).allMatch(line -> line.endsWith(" 0-1"));
      } finally {
        players.forEach(LineClient::close);
      }
    }
  }
}
