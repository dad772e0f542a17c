package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A JSON session that watches the lobby is told of logins, logouts and games without asking. */
@Tag("socket")
class LobbyWatchTest {

  @TempDir Path data;
  private ArbiterServer server;

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(data);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void aWatcherIsShownTheLobbyAtOnceAndAgainWhenItChanges() {
    try (JsonClient ann = JsonClient.login(server, "ann")) {
      ann.send(new Request.WatchLobby(true));
      assertThat(ann.next()).isEqualTo(new Event.Ok("watch_lobby", ""));
      assertThat(ann.next()).isEqualTo(new Event.Lobby(java.util.List.of("ann"), java.util.List.of()));

      try (JsonClient bob = JsonClient.login(server, "bob")) {
        assertThat(ann.await(Event.Lobby.class).users()).containsExactly("ann", "bob");

        bob.send(new Request.Challenge("ann", 0, "chess", null, false));
        Event.Challenged challenged = ann.await(Event.Challenged.class);
        assertThat(challenged.rated()).isFalse();
        ann.send(new Request.Accept("bob"));
        Event.Lobby playing = ann.await(Event.Lobby.class);
        assertThat(playing.games()).singleElement().satisfies(game -> {
          assertThat(game.white()).isEqualTo("bob");
          assertThat(game.variant()).isEqualTo("chess");
        });

        bob.send(new Request.Draw());
        assertThat(ann.await(Event.DrawOffered.class).from()).isEqualTo("bob");
        ann.send(new Request.Draw());
        assertThat(ann.await(Event.Lobby.class).games()).isEmpty();
      }
      assertThat(ann.await(Event.Lobby.class).users()).containsExactly("ann");

      ann.send(new Request.WatchLobby(false), new Request.Who());
      assertThat(ann.await(Event.Who.class).users()).containsExactly("ann");
    }
  }
}
