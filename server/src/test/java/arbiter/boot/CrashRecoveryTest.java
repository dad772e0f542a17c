package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kill -9} of a real server process while games are being played, then a restart on the
 * same data: every move a player saw accepted is still there, and so is every finished result.
 */
@Tag("socket")
@Tag("process")
class CrashRecoveryTest {

  /** Knights out and back: legal for ever in kingcapture without a limit. */
  private static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

  @TempDir Path home;
  @TempDir Path data;

  @Test
  void killDashNineLosesNoAcceptedMoveAndNoResult() throws Exception {
    List<GamePlayer> games = new ArrayList<>();
    try (ServerProcess server = new ServerProcess(home, data)) {
      try (LineClient erin = TestServer.login(server.port(), "erin");
          LineClient fred = TestServer.login(server.port(), "fred")) {
        TestServer.startGame(erin, "erin", fred, "fred", 0, null);
        erin.send("forfeit");
        fred.await("player fred with color black won");
      }
      startCup(server.port());
      games.add(new GamePlayer(server.port(), "ali", "bob"));
      games.add(new GamePlayer(server.port(), "carol", "dave"));
      games.forEach(GamePlayer::start);
      await().atMost(Duration.ofSeconds(30))
          .until(() -> games.stream().allMatch(game -> game.accepted.get() >= 12));

      server.kill(); // the players are still sending moves
    }
    for (GamePlayer game : games) {
      game.thread.join(LineClient.WAIT.toMillis());
    }

    try (ServerProcess server = new ServerProcess(home, data)) {
      int lost = 0;
      for (GamePlayer game : games) {
        try (LineClient white = new LineClient(server.port())) {
          white.send("login " + game.white + " pw");
          // the two games started at once: either may have the lower id
          String id = white.awaitLine(line -> line.startsWith("you play white in game ")).split(" ")[5];
          white.send("games");
          int turns = turnsOf(white.awaitLine(line -> line.startsWith(id + " ")));
          // a move sent as the server died may or may not have been stored, never more
          assertThat(turns).isBetween(game.accepted.get(), game.accepted.get() + 1);
          lost += Math.max(0, game.accepted.get() - turns);
          if (turns % 2 == 0) {
            white.send(SHUFFLE[turns % 4]);
            white.await("turn completed");
          }
        }
      }
      checkCup(server.port());
      try (LineClient erin = TestServer.login(server.port(), "erin")) {
        erin.send("scoreboard");
        assertThat(erin.awaitLine(line -> line.startsWith("fred "))).isEqualTo("fred 2 1 0 0");
      }
      System.out.printf(
          "crash recovery: accepted moves %s, lost %d; finished results kept 1 of 1%n",
          games.stream().map(game -> game.accepted.get()).toList(), lost);
      assertThat(lost).isZero();
    }
  }

  /**
   * A four-player round robin in round 1: board 2 decided (t2 resigned), board 1 two moves in.
   * The players log off before the crash.
   */
  private static void startCup(int port) {
    List<LineClient> players = new ArrayList<>();
    for (String name : List.of("t1", "t2", "t3", "t4")) {
      LineClient player = TestServer.login(port, name);
      if (players.isEmpty()) {
        player.send("tournament create cup kingcapture roundrobin 0 0");
        player.awaitLine(line -> line.startsWith("tournament cup created"));
      }
      player.send("tournament join cup");
      player.await("you joined cup");
      players.add(player);
    }
    players.get(0).send("tournament start cup");
    players.get(1).await("tournament cup round 1 board 2: you play white against t3 in game 3");
    players.get(1).send("forfeit");
    players.get(2).await("player t3 with color black won");
    players.get(0).await("tournament cup round 1 board 1: you play white against t4 in game 2");
    players.get(0).send("e2e4");
    players.get(0).await("turn completed");
    players.get(3).await("t1 played e2e4");
    players.get(3).send("e7e5");
    players.get(3).await("turn completed");
    players.forEach(LineClient::close);
  }

  /** After the restart: round 1 as it was, its open game resumes, and round 2 follows it. */
  private static void checkCup(int port) {
    try (LineClient t1 = new LineClient(port);
        LineClient t4 = new LineClient(port)) {
      t1.send("login t1 pw");
      t1.await("you play white in game 2 (kingcapture)");
      t1.send("tournament pairings cup", "show_moves -all");
      t1.await("cup round 1");
      assertThat(t1.next(4)).containsExactly("1. t1 - t4", "2. t2 - t3 0-1", "Pw 2,5 to 4,5", "Pb 7,5 to 5,5");
      t4.send("login t4 pw");
      t4.await("it is player t1 turn with color white");
      t4.send("forfeit");
      t1.await("tournament cup round 1 is over");
      t1.awaitLine(line -> line.startsWith("tournament cup round 2 board "));
      System.out.println("crash recovery: tournament cup resumed in round 1 with 1 of 1 result and 2 of 2 moves");
    }
  }

  private static int turnsOf(String gameLine) {
    String[] words = gameLine.split(" ");
    return Integer.parseInt(words[words.length - 1]);
  }

  /** Plays the knight shuffle for both sides of one game until the connection dies. */
  private static final class GamePlayer {
    final String white;
    final String black;
    final int port;
    final AtomicInteger accepted = new AtomicInteger();
    final Thread thread = new Thread(this::play, "crash-test-player");

    GamePlayer(int port, String white, String black) {
      this.port = port;
      this.white = white;
      this.black = black;
      thread.setDaemon(true);
    }

    void start() {
      thread.start();
    }

    private void play() {
      try (LineClient whiteClient = TestServer.login(port, white);
          LineClient blackClient = TestServer.login(port, black)) {
        TestServer.startGame(whiteClient, white, blackClient, black, 0, null);
        for (int ply = 0; ; ply++) {
          LineClient mover = ply % 2 == 0 ? whiteClient : blackClient;
          mover.send(SHUFFLE[ply % 4]);
          mover.await("turn completed");
          accepted.incrementAndGet();
        }
      } catch (AssertionError | RuntimeException connectionGone) {
        // the server was killed
      }
    }
  }
}
