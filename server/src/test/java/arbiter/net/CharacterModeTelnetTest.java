package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Telnet clients in character mode (Windows telnet, PuTTY) send keys as they are pressed:
 * corrections arrive as backspaces, and Enter may arrive as CR NUL.
 */
class CharacterModeTelnetTest {

  @TempDir Path data;

  @Test
  void backspacesRemoveTheCharacterBeforeThem() {
    assertThat(TypedLine.edited("regx\bister")).isEqualTo("register");
    assertThat(TypedLine.edited("e2e5\u007f4")).isEqualTo("e2e4");
    assertThat(TypedLine.edited("\b\bhelp")).isEqualTo("help");
    assertThat(TypedLine.edited("say h\u00e9\be\ud83d\ude00\b!")).isEqualTo("say he!");
    assertThat(TypedLine.edited("show_board")).isSameAs("show_board");
  }

  @Test
  void aSessionTypedKeyByKeyWithCorrectionsAndCrNulWorks() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient telnet = new LineClient(server.port())) {
      for (byte key : "regs\bister ann pw\r\0login ann pq\u007fw\r\0".getBytes(StandardCharsets.UTF_8)) {
        telnet.sendRaw(new byte[] {key}); // one key per packet, as a character-mode client sends
      }
      telnet.sendRaw("who\r".getBytes(StandardCharsets.UTF_8));
      telnet.sendRaw(new byte[] {0}); // the NUL of CR NUL in a packet of its own

      assertThat(telnet.next(3)).containsExactly("register successful", "login successful", "ann");
    }
  }

  @Test
  void aTelnetClientThatLetsTheServerEchoDoesNotSeeItsPasswordEchoed() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient telnet = new LineClient(server.port())) {
      // IAC DO ECHO, IAC DO SUPPRESS-GO-AHEAD: the client lets the server echo, as PuTTY does
      telnet.sendRaw(new byte[] {(byte) 255, (byte) 253, 1, (byte) 255, (byte) 253, 3});
      for (byte key : "register ann sed\bcret\r\0login  ann secret\r\0".getBytes(StandardCharsets.UTF_8)) {
        telnet.sendRaw(new byte[] {key});
      }

      String echoed = telnet.next();
      assertThat(echoed).endsWith("register ann ").doesNotContain("se"); // after the IAC offer
      assertThat(echoed.codePointAt(0)).isEqualTo(0xFFFD); // IAC WILL ECHO, as UTF-8 sees it
      // the next line's echo may come before the answer, which waits for the password's hash
      assertThat(telnet.next(3))
          .containsExactlyInAnyOrder("register successful", "login  ann ", "login successful");
    }
  }

  @Test
  void aClientThatNeverNegotiatesGetsNoEchoAndNoTelnetBytes() throws InterruptedException {
    try (ArbiterServer server = TestServer.start(data);
        LineClient nc = new LineClient(server.port())) {
      nc.send("register ann secret", "login ann secret");
      assertThat(nc.next(2)).containsExactly("register successful", "login successful");
    }
  }
}
