package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.config.Settings;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import arbiter.store.Database;
import arbiter.store.TestJdbc;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bugs the sentence round trip caused, over real sockets: each failed before commands and
 * events were typed.
 */
@Tag("socket")
class TypedCoreTest {

  @TempDir Path data;

  @Test
  void acceptingOrDecliningWithoutAChallengeIsRefusedOnBothFaces() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ann = TestServer.login(server, "ann");
        JsonClient bob = JsonClient.login(server, "bob")) {
      ann.send("accept bob", "decline bob", "who");
      assertThat(ann.next(3)).containsExactly("no challenge from this user",
          "no challenge from this user", "ann");

      bob.send(new Request.Accept("ann"), new Request.Decline("ann"));
      assertThat(bob.next()).isEqualTo(new Event.Error("no_such_user", "no challenge from this user"));
      assertThat(bob.next()).isEqualTo(new Event.Error("no_such_user", "no challenge from this user"));
    }
  }

  @Test
  void aSpectatorsMoveIsNotAllowed() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ann = TestServer.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient eve = JsonClient.login(server, "eve")) {
      TestServer.startGame(ann, "ann", bob, "bob", 0, "chess");
      eve.send(new Request.Observe(1));
      eve.await(Event.State.class);

      eve.send(new Request.Move("e2e4"));

      assertThat(eve.next()).isEqualTo(new Event.Error("not_allowed", "spectators cannot play"));
    }
  }

  @Test
  void aRequestSentAfterTheResultIsALobbyRequest() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ann = TestServer.login(server, "ann");
        JsonClient bob = JsonClient.login(server, "bob")) {
      for (int game = 1; game <= 20; game++) {
        ann.send("new_game bob 0 chess");
        bob.await(Event.Challenged.class);
        bob.send(new Request.Accept("ann"));
        bob.await(Event.State.class);
        ann.send("forfeit");
        Event.State last = bob.await(Event.State.class);
        assertThat(last.state().status()).isEqualTo("win");

        bob.send(new Request.Games(), new Request.Scoreboard(null));

        assertThat(bob.next()).isEqualTo(new Event.Games(java.util.List.of()));
        assertThat(bob.next()).isInstanceOf(Event.Scoreboard.class);
        ann.await("player bob with color black won");
      }
    }
  }

  @Test
  void aDoubleAbsenceStoredBeforeACrashIsADoubleForfeitAfterTheRestart()
      throws Exception {
    Settings settings = TestServer.settings(data).with("tournament.absent.seconds", 3600);
    try (ArbiterServer server = TestServer.start(settings);
        LineClient anna = TestServer.login(server, "anna")) {
      try (LineClient bob = TestServer.login(server, "bob")) {
        anna.send("tournament create nil kingcapture roundrobin", "tournament join nil");
        anna.await("you joined nil");
        bob.send("tournament join nil");
        bob.await("you joined nil");
      }
      anna.send("tournament start nil");
      anna.await("tournament nil round 1 board 1: you play white against bob in game 1");
    }
    // the game's end (neither came) was stored; the server died before the tournament heard of it
    try (Database database = Database.open(TestJdbc.store(Settings.empty(), data), data)) {
      try (var connection = database.dataSource().getConnection();
          var statement = connection.createStatement()) {
        statement.executeUpdate("UPDATE games SET status = 'finished', result = 'draw',"
            + " reason = 'both absent' WHERE id = 1");
      }
    }

    try (ArbiterServer server = TestServer.start(settings);
        LineClient anna = TestServer.login(server, "anna")) {
      anna.send("tournament pairings nil 1");
      anna.await("nil round 1");
      assertThat(anna.next()).isEqualTo("1. anna - bob -/-");
    }
  }
}
