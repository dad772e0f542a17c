package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seats handed over mid-game in a real server process, which is then killed with {@code kill -9}
 * and started again on the same data (in this JVM: a second process would add a second JVM's
 * start): each heir gets back the side of the seat handed to them, a name handed back (white's
 * seat's freed name given black's seat) included, and the game goes on.
 */
@Tag("socket")
@Tag("process")
class SeatHandoverCrashTest {

  /** Clients that read the banner before they type are greeted at once, not after 150 ms. */
  private static final String QUICK = "banner.delay.millis=0";

  @TempDir Path home;
  @TempDir Path data;

  @Test
  void handedOverSeatsKeepTheirSidesAcrossKillDashNine() throws Exception {
    String white;
    String black;
    try (ServerProcess server = new ServerProcess(home, data, 0, 0, QUICK)) {
      LineClient org = TestServer.login(server.port(), "org");
      org.send("tournament create duo kingcapture roundrobin 0 0");
      org.awaitLine(line -> line.startsWith("tournament duo created"));
      for (String seat : new String[] {"amy", "sam"}) {
        org.send("tournament enter duo " + seat);
        org.awaitLine(line -> line.startsWith(seat + " entered duo"));
      }
      org.send("tournament start duo", "tournament pairings duo");
      org.await("duo round 1");
      String[] board = org.next().split(" "); // "1. amy - sam"
      white = board[1];
      black = board[3];
      LineClient kim = TestServer.login(server.port(), "kim");
      handOver(org, white, "kim", kim, "white");
      kim.send("g1f3");
      kim.await("turn completed");
      // the seat's name is free now: its new account takes black's seat
      LineClient freed = TestServer.login(server.port(), white);
      handOver(org, black, white, freed, "black");
      server.kill();
    }

    try (ArbiterServer server = TestServer.start(data)) {
      LineClient kim = TestServer.login(server.port(), "kim");
      kim.await("you play white in game 1 (kingcapture)");
      LineClient freed = TestServer.login(server.port(), white);
      freed.await("you play black in game 1 (kingcapture)");
      freed.send("g8f6");
      freed.await("turn completed");
      kim.send("f3g1");
      kim.await("turn completed");
      freed.send("games");
      assertThat(freed.awaitLine(line -> line.startsWith("1 "))).endsWith(" 3");
    }
  }

  /**
   * The organizer hands {@code seat} of duo to the account {@code name}, which accepts and is put
   * into the seat's game as {@code colour} (told in either order: the game is shown from its room).
   */
  private static void handOver(LineClient org, String seat, String name, LineClient heir,
      String colour) {
    org.send("tournament seat duo " + seat + " " + name);
    heir.awaitLine(line -> line.startsWith("tournament duo: org offers you the seat " + seat));
    heir.send("tournament join duo");
    Set<String> awaited = new HashSet<>(
        List.of("you joined duo", "you play " + colour + " in game 1 (kingcapture)"));
    while (!awaited.isEmpty()) {
      awaited.remove(heir.next());
    }
  }
}
