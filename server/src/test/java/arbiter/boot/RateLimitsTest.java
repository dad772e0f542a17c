package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.config.Settings;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rate limits as settings (issue 21: 21,456 chat lines a second, 5,000 challenges in 1.2 s,
 * 3,000 tournaments in 1.1 s, a Swiss of 999,999 rounds, registrations without a throttle): each
 * offender gets one line saying the limit, and nobody else hears of what was refused.
 */
@Tag("socket")
class RateLimitsTest {

  @TempDir Path data;

  private Settings settings() {
    return TestServer.settings(data)
        .with("registrations.per.address.hour", 3)
        .with("chat.lines.per.minute", 5)
        .with("challenges.pending.per.user", 2)
        .with("tournaments.per.user", 2)
        .with("swiss.rounds.max", 20);
  }

  @Test
  void registrationsPerAddressAreLimited() throws Exception {
    try (ArbiterServer server = TestServer.start(settings());
        LineClient guest = new LineClient(server.port(), "127.0.0.2");
        LineClient other = new LineClient(server.port(), "127.0.0.3")) {
      guest.send("register a1 pw", "register a2 pw", "register a3 pw", "register a4 pw");
      assertThat(guest.next(4)).containsExactly("register successful", "register successful",
          "register successful", "too many registrations from your address; at most 3 an hour");
      other.send("register b1 pw");
      assertThat(other.next()).isEqualTo("register successful");
      assertThat(server.store().exists("a4")).isFalse();
    }
  }

  @Test
  void chatLinesPerMinuteAreLimited() throws Exception {
    try (ArbiterServer server = TestServer.start(settings());
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob")) {
      TestServer.startGame(ali, "ali", bob, "bob", 0, null);
      for (int i = 1; i <= 7; i++) {
        ali.send("say line " + i);
      }
      ali.send("show_turn");
      assertThat(ali.next(3)).containsExactly("too many chat lines; at most 5 a minute",
          "too many chat lines; at most 5 a minute", "it is player ali turn with color white");
      for (int i = 1; i <= 5; i++) {
        assertThat(bob.next()).isEqualTo("ali: line " + i);
      }
      bob.send("say hello");
      ali.await("bob: hello"); // bob's own allowance is his
      assertThat(bob.pending()).isEmpty();
    }
  }

  @Test
  void pendingChallengesPerUserAreLimited() throws Exception {
    // four players register from one address here
    try (ArbiterServer server = TestServer.start(settings().with("registrations.per.address.hour", 0));
        LineClient ali = TestServer.login(server, "ali");
        LineClient bob = TestServer.login(server, "bob");
        LineClient carol = TestServer.login(server, "carol");
        LineClient dave = TestServer.login(server, "dave")) {
      ali.send("new_game bob 0", "new_game carol 0", "new_game dave 0");
      assertThat(ali.next(3)).containsExactly("challenge sent to bob", "challenge sent to carol",
          "too many challenges waiting for an answer; at most 2");
      bob.send("decline ali");
      ali.await("bob declined your challenge"); // the lobby has taken the challenge back
      ali.send("new_game dave 0");
      ali.await("challenge sent to dave");
      dave.awaitLine(line -> line.startsWith("ali challenges you"));
    }
  }

  @Test
  void tournamentsPerUserAndSwissRoundsAreLimited() throws Exception {
    try (ArbiterServer server = TestServer.start(settings());
        LineClient ali = TestServer.login(server, "ali")) {
      ali.send("tournament create big chess swiss 999999");
      assertThat(ali.next()).isEqualTo("too many rounds for this Swiss; at most 20");
      ali.send("tournament create one chess swiss 20", "tournament create two chess roundrobin",
          "tournament create three chess roundrobin");
      assertThat(ali.next()).startsWith("tournament one created");
      assertThat(ali.next()).startsWith("tournament two created");
      assertThat(ali.next())
          .isEqualTo("you have too many tournaments that have not finished; at most 2");
    }
  }
}
