package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 21's low findings: a spectator taken over by a login elsewhere stayed attached to the
 * game; a removed account's name, registered again, inherited its tournament seat; a telnet
 * subnegotiation never closed made the connection ignore all later input.
 */
@Tag("socket")
class LowFindingsTest extends TwoPlayers {

  @Test
  void aSpectatorWhoLogsInElsewhereNoLongerWatchesFromTheOldConnection() throws Exception {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);
    long game = server.lobby().games().get(0).id();
    for (int cycle = 0; cycle < 5; cycle++) {
      try (LineClient carol = TestServer.login(server, "carol")) {
        carol.send("observe " + game);
        carol.awaitLine(line -> line.startsWith("it is player "));
        try (LineClient again = TestServer.login(server, "carol")) {
          carol.awaitLine(line -> line.contains("logged in") || line.contains("another"));
          again.send("who");
          again.awaitLine(line -> line.startsWith("carol"));
        }
      }
    }
    assertThat(server.lobby().room(game).spectatorCount().toCompletableFuture().get()).isZero();
  }

  @Test
  void aRemovedAccountsNameDoesNotInheritItsTournamentSeat() {
    ali.send("tournament create spring chess roundrobin");
    ali.awaitLine(line -> line.startsWith("tournament spring created"));
    try (LineClient dora = TestServer.login(server, "dora")) {
      dora.send("tournament join spring");
      dora.await("you joined spring");
      dora.send("logout");
      dora.send("remove dora pw");
      dora.awaitLine(line -> line.startsWith("remove"));
    }
    try (LineClient newcomer = TestServer.login(server, "dora")) {
      newcomer.send("tournament leave spring");
      assertThat(newcomer.next()).doesNotStartWith("you left");
    }
  }

  @Test
  void aSubnegotiationThatNeverEndsDoesNotSwallowLaterLines() {
    try (LineClient guest = new LineClient(server.port())) {
      guest.sendRaw(new byte[] {(byte) 255, (byte) 250, 24, 'x', 'y'});
      guest.send("", "help");
      guest.awaitLine(line -> line.startsWith("register"));
    }
  }
}
