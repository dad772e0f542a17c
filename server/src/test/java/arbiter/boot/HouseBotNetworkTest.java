package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A telnet player challenges a house bot over a real socket and plays a few moves. */
@Tag("socket")
class HouseBotNetworkTest {

  @TempDir Path data;

  @Test
  void aTelnetPlayerChallengesHouseAndTheBotAnswersEveryMove() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient ali = TestServer.login(server, "ali")) {
      ali.send("who");
      ali.await("house (bot)");
      ali.send("new_game house1 0 chess 3+2");
      ali.await("challenge sent to house1");
      for (String move : new String[] {"e4", "Nf3", "Nc3"}) {
        ali.send(move);
        ali.awaitLine(line -> line.startsWith("house1 played ") || line.startsWith("house1 moved "));
      }
      ali.send("resign");
    }
  }

  @Test
  void aBotsNameCannotBeRegisteredOrLoggedInto() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient client = new LineClient(server.port())) {
      client.send("register house pw");
      client.await("a user exists with this username");
      client.send("login house pw");
      assertThat(client.next()).isNotEqualTo("login successful");
    }
  }
}
