package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A knockout over the text port: a refused setting, a one-game final, the bracket shown. */
@Tag("socket")
class KnockoutSocketTest {

  @TempDir Path data;

  @Test
  void aTwoPlayerKnockoutIsPlayedAndItsBracketShown() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(TestServer.settings(data));
        LineClient anna = TestServer.login(server, "anna");
        LineClient bob = TestServer.login(server, "bob")) {
      anna.send("tournament create bad chess knockout 0");
      anna.await("a knockout needs at least 1 game a match");
      anna.send("tournament create cup chess knockout 1 0 5+3");
      anna.await("tournament cup created: chess knockout rounds 1 limit 0 time 5+3 players 0 open");
      anna.send("tournament set cup tiebreak-games 0");
      anna.await("cup tiebreak-games 0");
      anna.send("tournament join cup");
      anna.await("you joined cup");
      bob.send("tournament join cup");
      bob.await("you joined cup");
      anna.send("tournament start cup");
      bob.await("tournament cup round 1 board 1: you play black against anna in game 1");
      bob.send("forfeit");
      anna.await("tournament cup is over; final standings:");
      anna.send("tournament show cup");
      anna.await("Final");
      assertThat(anna.next()).isEqualTo("  1. (1) anna v (2) bob: anna goes on, 1-0");
      assertThat(anna.next()).isEqualTo("Winner: anna");
    }
  }
}
