package arbiter.edge;

import static arbiter.edge.EdgeChannels.bytes;
import static arbiter.edge.EdgeChannels.config;
import static arbiter.edge.EdgeChannels.connect;
import static arbiter.edge.EdgeChannels.lines;
import static arbiter.edge.EdgeChannels.output;
import static arbiter.edge.EdgeChannels.services;
import static arbiter.edge.EdgeChannels.type;
import static arbiter.edge.EdgeChannels.typeBytes;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The text port's whole pipeline (cap, idle, telnet filter, lines, UTF-8, port selector, line
 * handler) without a socket: hostile input, telnet's negotiation and character mode.
 */
class TextPipelineTest {

  private EmbeddedChannel telnet;

  @BeforeEach
  void connectAndSkipTheBanner() {
    telnet = connect(new TextPortInitializer(services(), config("banner.delay.millis", 0)));
    output(telnet);
  }

  @Test
  void aHundredKilobytesWithoutNewlineIsRefusedAndTheSessionGoesOn() {
    byte[] flood = new byte[100 * 1024];
    Arrays.fill(flood, (byte) 'a');
    typeBytes(telnet, flood);
    assertThat(lines(telnet)).containsExactly("line too long");

    type(telnet, "tail of the long line\r\nhelp\r\n");
    assertThat(lines(telnet)).first().isEqualTo("register [username] [password]");
    assertThat(telnet.isActive()).isTrue();
  }

  @Test
  void randomBinaryGetsAnswersAndTheConnectionGoesOn() {
    byte[] noise = new byte[16 * 1024];
    new Random(7).nextBytes(noise);
    for (int i = 0; i < noise.length; i++) {
      if (i % 200 == 199) {
        noise[i] = '\n'; // keep the lines short enough to be read
      }
    }
    typeBytes(telnet, noise);
    output(telnet);
    type(telnet, "\r\nregister carol pw\r\n");
    assertThat(lines(telnet)).last().isEqualTo("register successful");
  }

  @Test
  void invalidUtf8IsAnInvalidCommand() {
    typeBytes(telnet, new byte[] {'h', 'e', (byte) 0xC3, (byte) 0x28, 'l', 'p', '\r', '\n'});
    type(telnet, "register \u00e9l\u00e8ve pw\r\n");
    assertThat(lines(telnet)).containsExactly("invalid command",
        "did you mean help? usage: help [command]", // "he\uFFFD(lp"
        "username format is invalid",
        "names and passwords: English letters, digits and _; names at most 32 characters");
  }

  @Test
  void telnetNegotiationSplitAcrossPacketsIsDiscarded() {
    byte[] iac = {
      (byte) 255, (byte) 251, 1, // IAC WILL ECHO
      'h', 'e', (byte) 255, (byte) 253, 3, // IAC DO SUPPRESS-GO-AHEAD inside a word
      'l', (byte) 255, (byte) 250, 24, 0, 'x', 't', 'e', 'r', 'm', (byte) 255, (byte) 240, // SB..SE
      'p', (byte) 255, (byte) 241, '\r', '\n' // IAC NOP
    };
    typeBytes(telnet, Arrays.copyOfRange(iac, 0, 9));
    typeBytes(telnet, Arrays.copyOfRange(iac, 9, iac.length)); // split inside a sequence
    assertThat(lines(telnet)).first().asString().endsWith("register [username] [password]");
  }

  @Test
  void aThousandUnknownCommandsAreEachAnswered() {
    StringBuilder flood = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      flood.append("bogus command ").append(i).append("\r\n");
    }
    type(telnet, flood.toString());
    assertThat(lines(telnet)).hasSize(2000).containsOnly("invalid command",
        "log in first: login <name> <password> (new here? register <name> <password>)");
  }

  @Test
  void aSessionTypedKeyByKeyWithCorrectionsAndCrNulWorks() {
    for (byte key : "regs\bister ann pw\r\0login ann pq\u007fw\r\0who\r".getBytes(
        StandardCharsets.UTF_8)) {
      typeBytes(telnet, key); // one key per packet, as a character-mode client sends
    }
    typeBytes(telnet, (byte) 0); // the NUL of CR NUL in a packet of its own
    assertThat(lines(telnet)).containsExactly("register successful", "login successful", "ann");
  }

  @Test
  void aTelnetClientThatLetsTheServerEchoDoesNotSeeItsPasswordEchoed() {
    // IAC DO ECHO, IAC DO SUPPRESS-GO-AHEAD: the client lets the server echo, as PuTTY does
    typeBytes(telnet, new byte[] {(byte) 255, (byte) 253, 1, (byte) 255, (byte) 253, 3});
    // IAC WILL ECHO, IAC WILL SUPPRESS-GO-AHEAD
    assertThat(bytes(telnet)).containsExactly(255, 251, 1, 255, 251, 3);

    for (byte key : "register ann sed\bcret\r\0".getBytes(StandardCharsets.UTF_8)) {
      typeBytes(telnet, key);
    }
    assertThat(lines(telnet)).containsExactly("register ann ", "register successful");
  }

  @Test
  void aClientThatNeverNegotiatesGetsNoEchoAndNoTelnetBytes() {
    type(telnet, "register ann secret\r\nlogin ann secret\r\n");
    assertThat(lines(telnet)).containsExactly("register successful", "login successful");
  }
}
