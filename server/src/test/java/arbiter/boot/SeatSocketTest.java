package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Over telnet: a seat (a player entered without an account) is not whoever registers its name,
 * and an organizer hands it to an account, which takes it over once it accepts, across a restart.
 */
@Tag("socket")
class SeatSocketTest {

  @TempDir Path data;

  @Test
  void aSeatIsHandedOverByAnOrganizerNotTakenByRegisteringItsName()
      throws InterruptedException {
    ArbiterServer server = TestServer.start(data);
    LineClient org = TestServer.login(server, "org");
    LineClient ann = TestServer.login(server, "ann");
    LineClient zoe = TestServer.login(server, "zoe");
    org.send("tournament create cup kingcapture swiss 3");
    org.awaitLine(line -> line.startsWith("tournament cup created"));
    ann.send("tournament join cup");
    ann.await("you joined cup");
    org.send("tournament enter cup sam");
    org.await("sam entered cup (rounds so far: byes worth 0)");

    LineClient sam = TestServer.login(server, "sam");
    sam.send("tournament join cup");
    assertThat(sam.next()).isEqualTo("sam in cup is a seat (a player without an account), not"
        + " your account; only an organizer may hand it to you");
    org.send("help tournament seat");
    assertThat(org.next()).isEqualTo("tournament seat <name> <seat> <user>");
    assertThat(org.next()).startsWith("organizers: offers a seat (a player entered without an"
        + " account) to a registered user");

    org.send("tournament seat cup sam zoe");
    assertThat(org.next())
        .isEqualTo("the seat sam in cup is offered to zoe; it stays a seat until they accept");
    zoe.await("tournament cup: org offers you the seat sam (a player without an account) to take"
        + " over, its score and games kept; tournament join cup accepts, tournament decline cup"
        + " declines");

    server.close(); // the offer is stored
    server = TestServer.start(data);
    zoe = TestServer.login(server, "zoe");
    zoe.send("tournament join cup");
    zoe.await("you joined cup");
    zoe.send("tournament standings cup");
    zoe.awaitLine(line -> line.contains("zoe"));
    sam = TestServer.login(server, "sam");
    sam.send("tournament leave cup");
    assertThat(sam.next()).isEqualTo("sam is not in cup");
    zoe.send("tournament leave cup");
    zoe.await("you left cup");
    server.close();
  }
}
