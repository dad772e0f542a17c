package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Players who do not come to their tournament game, or who leave the tournament. */
@Tag("socket")
class TournamentAbsenceTest {

  @TempDir Path data;

  /** Waits until the lobby no longer lists {@code name} as online (its disconnection is async). */
  private static void awaitOffline(LineClient asker, String name) {
    Awaitility.await().atMost(LineClient.WAIT).until(() -> {
      asker.send("who", "tournament list");
      List<String> online = new ArrayList<>();
      for (String line = asker.next(); !line.startsWith("duo "); line = asker.next()) {
        online.add(line);
      }
      return !online.contains(name);
    });
  }

  @Test
  void aPlayerWhoDoesNotComeLosesByForfeit() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data)
            .with("tournament.absent.seconds", 0).with("tournament.sweep.millis", 20));
        LineClient anna = TestServer.login(server, "anna")) {
      anna.send("tournament create duo chess roundrobin");
      anna.await("tournament duo created: chess roundrobin rounds 1 limit 0 players 0 open");
      anna.send("tournament join duo");
      anna.await("you joined duo");
      try (LineClient bob = TestServer.login(server, "bob")) {
        bob.send("tournament join duo");
        bob.await("you joined duo");
      }
      awaitOffline(anna, "bob");

      anna.send("tournament start duo");

      anna.await("tournament duo round 1 board 1: you play white against bob in game 1");
      anna.await("bob did not come to the game");
      assertThat(anna.next()).isEqualTo("player anna with color white won");
      anna.await("tournament duo is over; final standings:");
      anna.send("tournament pairings duo");
      anna.await("duo round 1");
      assertThat(anna.next()).isEqualTo("1. anna - bob +/-");
    }
  }

  @Test
  void aPlayerWhoComesLateStillPlays() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data)
            .with("tournament.absent.seconds", 3600));
        LineClient anna = TestServer.login(server, "anna")) {
      anna.send("tournament create duo kingcapture roundrobin", "tournament join duo");
      anna.await("you joined duo");
      try (LineClient bob = TestServer.login(server, "bob")) {
        bob.send("tournament join duo");
        bob.await("you joined duo");
      }
      awaitOffline(anna, "bob");
      anna.send("tournament start duo");
      anna.await("tournament duo round 1 board 1: you play white against bob in game 1");
      anna.send("e2e4");
      anna.await("moved");
      assertThat(anna.next()).isEqualTo("turn completed");

      try (LineClient bob = new LineClient(server.port())) {
        bob.send("login bob pw");
        assertThat(bob.next(2)).containsExactly("login successful", "you play black in game 1 (kingcapture)");
        bob.await("it is player bob turn with color black");
        anna.await("bob has come to the game");
        bob.send("forfeit");
        anna.await("tournament duo is over; final standings:");
        anna.send("tournament pairings duo");
        anna.await("duo round 1");
        assertThat(anna.next()).isEqualTo("1. anna - bob 1-0");
      }
    }
  }

  @Test
  void aPlayerWhoLeavesForfeitsTheRunningGameAndTheRest() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient anna = TestServer.login(server, "anna");
        LineClient bob = TestServer.login(server, "bob");
        LineClient chen = TestServer.login(server, "chen")) {
      anna.send("tournament create trio kingcapture roundrobin");
      anna.awaitLine(line -> line.startsWith("tournament trio created"));
      for (LineClient player : new LineClient[] {anna, bob, chen}) {
        player.send("tournament join trio");
        player.await("you joined trio");
      }
      bob.send("tournament start trio");
      assertThat(bob.next()).isEqualTo("only the creator or an admin may start trio");
      anna.send("tournament start trio");
      // Berger table of 4 with chen's dummy: round 1 is anna (1) - dummy (4), bob (2) - chen (3)
      bob.await("tournament trio round 1 board 1: you play white against chen in game 1");
      chen.await("it is player bob turn with color white");

      chen.send("tournament leave trio");

      chen.await("you left trio");
      bob.await("tournament trio round 1 is over");
      anna.await("tournament trio round 2 board 1: you play white against bob in game 2");
      anna.send("tournament pairings trio 1");
      anna.await("trio round 1");
      assertThat(anna.next(2)).containsExactly("1. bob - chen +/-", "2. anna bye");
      anna.send("forfeit");
      bob.await("tournament trio round 2 is over");
      // round 3 pairs anna with chen, who has left: decided without a game
      anna.await("tournament trio is over; final standings:");
      anna.send("tournament pairings trio 3");
      anna.await("trio round 3");
      assertThat(anna.next(2)).containsExactly("1. chen - anna -/+", "2. bob bye");
    }
  }
}
