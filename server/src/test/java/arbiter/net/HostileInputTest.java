package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Garbage on one connection gets answers, never a crash; the other connections do not notice. */
class HostileInputTest {

  @TempDir Path data;
  private ArbiterServer server;
  private LineClient hostile;
  private LineClient bystander;

  @BeforeEach
  void start() throws InterruptedException {
    server = TestServer.start(data);
    hostile = new LineClient(server.port());
    bystander = TestServer.login(server, "carol");
  }

  @AfterEach
  void stop() {
    hostile.close();
    bystander.close();
    server.close();
  }

  @Test
  void aHundredKilobytesWithoutNewlineIsRefusedAndTheSessionGoesOn() {
    byte[] flood = new byte[100 * 1024];
    Arrays.fill(flood, (byte) 'a');

    hostile.sendRaw(flood);
    assertThat(hostile.next()).isEqualTo("line too long");
    hostile.send("tail of the long line", "help");

    assertThat(hostile.next()).isEqualTo("register [username] [password]");
    assertBystanderUnaffected();
  }

  @Test
  void randomBinaryGetsInvalidCommands() {
    byte[] noise = new byte[64 * 1024];
    new Random(7).nextBytes(noise);
    for (int i = 0; i < noise.length; i++) {
      if (i % 200 == 199) {
        noise[i] = '\n'; // keep the lines short enough to be read
      }
    }

    hostile.sendRaw(noise);
    hostile.send("", "list_users");

    hostile.await("carol");
    assertThat(hostile.pending()).isEmpty();
    assertBystanderUnaffected();
  }

  @Test
  void invalidUtf8IsAnInvalidCommand() {
    hostile.sendRaw(new byte[] {'h', 'e', (byte) 0xC3, (byte) 0x28, 'l', 'p', '\r', '\n'});
    hostile.sendRaw("register \u00e9l\u00e8ve pw\r\n".getBytes(StandardCharsets.UTF_8));

    assertThat(hostile.next(4)).containsExactly("invalid command",
        "did you mean help? usage: help [command]", // "he\uFFFD(lp"
        "username format is invalid",
        "names and passwords: English letters, digits and _; names at most 32 characters");
  }

  @Test
  void telnetNegotiationIsDiscarded() {
    byte[] iac = {
      (byte) 255, (byte) 251, 1, // IAC WILL ECHO
      'h', 'e', (byte) 255, (byte) 253, 3, // IAC DO SUPPRESS-GO-AHEAD inside a word
      'l', (byte) 255, (byte) 250, 24, 0, 'x', 't', 'e', 'r', 'm', (byte) 255, (byte) 240, // SB..SE
      'p', (byte) 255, (byte) 241, '\r', '\n' // IAC NOP
    };

    hostile.sendRaw(Arrays.copyOfRange(iac, 0, 9));
    hostile.sendRaw(Arrays.copyOfRange(iac, 9, iac.length)); // split inside a sequence

    assertThat(hostile.next(6)).last().isEqualTo("exit");
  }

  @Test
  void aThousandUnknownCommandsAreEachAnswered() {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      lines.append("bogus command ").append(i).append("\r\n");
    }

    hostile.sendRaw(lines.toString().getBytes(StandardCharsets.UTF_8));
    hostile.send("help");

    assertThat(hostile.next(2000)).containsOnly("invalid command",
        "log in first: login <name> <password> (new here? register <name> <password>)");
    assertThat(hostile.next()).isEqualTo("register [username] [password]");
    assertBystanderUnaffected();
  }

  private void assertBystanderUnaffected() {
    bystander.send("list_users");
    assertThat(bystander.await("carol")).isNotNull();
  }
}
