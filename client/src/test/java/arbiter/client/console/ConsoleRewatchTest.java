package arbiter.client.console;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A spectator's console watches its game again after a reconnection: found by probing, where
 * after the server's restart a console watching game 49 came back logged in at the lobby prompt
 * and showed none of the game's later moves (the server gives a player their game back at login,
 * a spectator not).
 */
class ConsoleRewatchTest {

  private final List<Request> sent = new ArrayList<>();
  private final List<String> printed = new ArrayList<>();
  private final ConsoleSession session = new ConsoleSession(sent::add, printed::addAll,
      BoardDrawing.ascii(), () -> 0L);

  private void loggedInAs(String user) {
    session.typed("login " + user + " pw");
    session.received(new Event.Ok("login", "login successful"));
  }

  @Test
  void aGameWatchedIsObservedAgainOnceTheLinkHasLoggedInAgain() {
    loggedInAs("cat");
    session.typed("observe 1");
    session.received(new Event.Ok("observe", "observing game 1"));
    session.received(new Event.GameStarted(1, "pawns", "ann", "bob", 0, null));
    session.received(new Event.State(ConsoleClockTest.state(3, "ongoing", null, "", null)));
    assertThat(session.prompt()).contains("#1");
    sent.clear();

    session.connected(true);
    assertThat(sent).as("nothing before the login").isEmpty();
    session.received(new Event.Ok("login", "login successful")); // the link's own login
    assertThat(sent).containsExactly(new Request.Observe(1));

    session.received(new Event.Ok("login", "login successful"));
    assertThat(sent).as("once").hasSize(1);
  }

  @Test
  void aPlayersGameAndAnEndedOneAreNotObserved() {
    loggedInAs("ann");
    session.received(new Event.GameStarted(1, "pawns", "ann", "bob", 0, null));
    session.received(new Event.State(ConsoleClockTest.state(3, "ongoing", null, "", null)));
    sent.clear();
    session.connected(true);
    session.received(new Event.Ok("login", "login successful"));
    assertThat(sent).as("the server gives a player the game at login").isEmpty();

    loggedInAs("cat");
    session.received(new Event.GameStarted(1, "pawns", "ann", "bob", 0, null));
    session.received(new Event.State(ConsoleClockTest.state(5, "win", "white", "last rank", null)));
    sent.clear();
    session.connected(true);
    session.received(new Event.Ok("login", "login successful"));
    assertThat(sent).isEmpty();
  }

  /** A server that stays away printed "cannot reach ...; retrying" at every retry, for ever. */
  @Test
  void aDropIsPrintedOnceAndNotAtEveryRetry() {
    loggedInAs("cat");
    printed.clear();
    session.disconnected("connection to host:4000 lost; reconnecting");
    for (int retry = 0; retry < 5; retry++) {
      session.disconnected("cannot reach host:4000; retrying");
    }
    assertThat(printed).containsExactly("connection to host:4000 lost; reconnecting",
        "cannot reach host:4000; retrying");
    printed.clear();
    session.connected(true);
    session.disconnected("cannot reach host:4000; retrying");
    assertThat(printed).as("a new drop after a connection is news").last()
        .isEqualTo("cannot reach host:4000; retrying");
  }
}
