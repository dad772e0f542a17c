package arbiter.edge;

import static arbiter.edge.EdgeChannels.config;
import static arbiter.edge.EdgeChannels.connect;
import static arbiter.edge.EdgeChannels.output;
import static arbiter.edge.EdgeChannels.services;
import static arbiter.edge.EdgeChannels.type;
import static arbiter.edge.EdgeChannels.typeBytes;
import static org.assertj.core.api.Assertions.assertThat;

import arbiter.session.Services;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The ICS port's whole pipeline without a socket: the FICS login dialogue and its limits. */
class IcsPipelineTest {

  private static final String EOL = "\n\r";
  private static final String WILL_ECHO = "\u00ff\u00fb\u0001";
  private static final String WONT_ECHO = "\u00ff\u00fc\u0001";

  private Services services;
  private EmbeddedChannel ics;

  @BeforeEach
  void connectToTheBanner() {
    services = services();
    services.accounts().register("ali", "pw");
    ics = open(true);
    assertThat(output(ics)).isEqualTo(EOL
        + "Arbiter chess server (freechess.org compatible ICS port)" + EOL + EOL
        + "Log in with your Arbiter name and password, or as \"guest\"." + EOL + EOL + "login: ");
  }

  private EmbeddedChannel open(boolean guests) {
    return connect(new IcsPortInitializer(services, config("idle.guest.seconds", 60), guests,
        new ConnectionCap(8), System::currentTimeMillis));
  }

  /** What the server wrote, bytes as Latin-1 chars so that telnet's echo switch can be read. */
  private String latin1() {
    return new String(EdgeChannels.bytes(ics), java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  @Test
  void aRegisteredNameIsAskedItsPasswordWithTheEchoOff() {
    type(ics, "%b\r\n"); // Jin's line before login: nothing answers it
    assertThat(output(ics)).isEmpty();
    type(ics, "ali\r\n");
    assertThat(latin1()).isEqualTo("\"ali\": if it is your name, type the password." + EOL
        + "If not, just hit return to play unrated games as a guest under this name." + EOL + EOL
        + "password: " + WILL_ECHO);
    type(ics, "wrong\r\n");
    assertThat(latin1()).isEqualTo(WONT_ECHO + EOL + "**** Invalid password! ****" + EOL
        + "login: ");
    type(ics, "ali\r\npw\r\n");
    assertThat(latin1()).endsWith(WONT_ECHO + EOL + "**** Starting FICS session as ali ****"
        + EOL + "fics% ");
  }

  /**
   * A telnet client answers the password prompt's WILL ECHO with DO ECHO, as Debian's telnet and
   * XBoard do: FICS then echoes nothing, so the password stays off the screen, and the lines after
   * it are not sent back either. Until session 21 the port echoed the password in clear (the text
   * port's echo, made for its one-line login) and every line XBoard sent after it.
   */
  @Test
  void aTelnetClientThatLetsTheServerEchoSeesNeitherItsPasswordNorItsLinesSentBack() {
    type(ics, "ali\r\n");
    assertThat(latin1()).endsWith("password: " + WILL_ECHO);
    typeBytes(ics, (byte) 255, (byte) 253, (byte) 1); // IAC DO ECHO
    typeBytes(ics, (byte) 255, (byte) 253, (byte) 3); // IAC DO SUPPRESS-GO-AHEAD
    assertThat(latin1()).isEmpty();
    type(ics, "pw\r\n");
    assertThat(latin1()).isEqualTo(WONT_ECHO + EOL + "**** Starting FICS session as ali ****"
        + EOL + "fics% ");
    typeBytes(ics, (byte) 255, (byte) 254, (byte) 1); // IAC DONT ECHO
    type(ics, "set style 12\r\n");
    assertThat(latin1()).isEqualTo("Style 12 set." + EOL + "fics% ");
  }

  @Test
  void aNameSplitAcrossReadsAndBetweenItsCrAndLfIsOneLine() {
    typeBytes(ics, (byte) 'a', (byte) 'l');
    typeBytes(ics, (byte) 'i', (byte) '\r');
    assertThat(output(ics)).isEmpty();
    typeBytes(ics, (byte) '\n');
    assertThat(output(ics)).startsWith("\"ali\": if it is your name, type the password.");
  }

  @Test
  void aGuestConfirmsTheNameItWasGiven() {
    type(ics, "guest\r\n");
    String offer = output(ics);
    assertThat(offer).startsWith("Logging you in as \"Guest").endsWith("\":");
    String name = offer.substring(offer.indexOf('"') + 1, offer.indexOf('"') + 10);
    type(ics, "\r\n");
    assertThat(output(ics)).isEqualTo(
        "**** Starting FICS session as " + name + "(U) ****" + EOL + "fics% ");
  }

  @Test
  void aServerForRegisteredPlayersOnlyRefusesAGuest() {
    ics = open(false);
    output(ics);
    type(ics, "guest\r\n");
    assertThat(output(ics)).isEqualTo("Sorry, this server admits registered players only." + EOL
        + EOL + "login: ");
  }

  @Test
  void aLineTooLongIsRefusedAndTheDialogueGoesOn() {
    byte[] flood = new byte[8 * 1024];
    Arrays.fill(flood, (byte) 'a');
    typeBytes(ics, flood);
    assertThat(output(ics)).startsWith("Line too long.");
    type(ics, "tail\r\nali\r\n");
    assertThat(output(ics)).contains("\"ali\": if it is your name, type the password.");
  }

  @Test
  void anIdleGuestIsLoggedOutAndDisconnected() {
    ics.advanceTimeBy(61, TimeUnit.SECONDS);
    ics.runScheduledPendingTasks();
    assertThat(output(ics)).contains("**** Auto-logout because you were idle too long. ****");
    assertThat(ics.isActive()).isFalse();
  }

  @Test
  void quitSaysGoodbyeAndCloses() {
    type(ics, "guest\r\n\r\nquit\r\n");
    assertThat(output(ics)).contains("Thank you for using Arbiter.");
    assertThat(ics.isActive()).isFalse();
  }
}
