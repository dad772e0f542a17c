package arbiter.edge;

import static arbiter.edge.EdgeChannels.lines;
import static arbiter.edge.EdgeChannels.typeBytes;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a client may not push through to other players, on the port's pipeline without a socket:
 * chat that drives their terminals, JSON numbers that wrap into other numbers, names longer than
 * any listing should show.
 */
class InputLimitsTest {

  private static final String TITLE = "hi\u001b]0;owned\u0007";
  private static final String FORGED = "x\rplayer carol with color white won";
  private static final String REFUSED = "chat may not hold control characters";

  private final Hall hall = new Hall();
  private EmbeddedChannel ali;
  private EmbeddedChannel bob;

  @BeforeEach
  void logIn() {
    ali = hall.login("ali");
    bob = hall.login("bob");
  }

  @Test
  void textChatWithControlCharactersIsRefusedAndReachesNobody() {
    hall.startGame(ali, "ali", bob, "bob");

    hall.type(ali, "say " + TITLE, "say " + FORGED, "say \u202eniw etihw",
        "say a\u009bb");
    assertThat(lines(ali)).containsExactly(REFUSED, REFUSED, REFUSED, REFUSED);
    hall.type(ali, "say clean", "show_turn");

    assertThat(lines(bob)).containsExactly("ali: clean"); // nothing forged before it
    // the clean chat is not echoed to its sender: show_turn's answer is ali's next line
    assertThat(lines(ali)).containsExactly("it is player ali turn with color white");
  }

  @Test
  void persianAndRussianTextChatSplitInsideACharacterReachesTheOpponentWhole() {
    hall.startGame(ali, "ali", bob, "bob");
    typeSplit(ali, "say سلام Привет\r\n");
    assertThat(lines(bob)).containsExactly("ali: سلام Привет");
  }

  @Test
  void persianAndRussianJsonChatSplitInsideACharacterReachesTheOpponentWhole() {
    EmbeddedChannel carol = hall.loginJson("carol");
    hall.type(carol, "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":0}");
    hall.type(bob, "accept carol");
    lines(carol);
    lines(bob);

    typeSplit(carol, chat("Привет سلام") + "\r\n");
    assertThat(lines(bob)).containsExactly("carol: Привет سلام");
  }

  /**
   * Sends a line in three reads: the first ends inside its first character of more than one
   * byte, the second ends between its CR and its LF.
   */
  private void typeSplit(EmbeddedChannel channel, String line) {
    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
    int inside = 0;
    while (bytes[inside] >= 0) {
      inside++;
    }
    typeBytes(channel, Arrays.copyOfRange(bytes, 0, inside + 1));
    typeBytes(channel, Arrays.copyOfRange(bytes, inside + 1, bytes.length - 1));
    typeBytes(channel, bytes[bytes.length - 1]);
    hall.settle();
  }

  @Test
  void jsonChatWithControlCharactersIsRefusedAndReachesNobody() {
    EmbeddedChannel carol = hall.loginJson("carol");
    hall.type(carol, "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":0}");
    hall.type(bob, "accept carol");
    lines(carol);
    lines(bob);

    hall.type(carol, chat(TITLE), chat(FORGED), chat("\u2066isolated"), chat("clean"));

    assertThat(lines(carol)).filteredOn(line -> line.contains("\"error\"")).containsExactly(
        error(REFUSED), error(REFUSED), error(REFUSED));
    assertThat(lines(bob)).containsExactly("carol: clean");
  }

  @Test
  void aJsonNumberBeyondItsFieldIsABadRequestNotAWrappedNumber() {
    EmbeddedChannel carol = hall.loginJson("carol");
    hall.type(carol, "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":4294967297}",
        "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":1.5}");
    assertThat(lines(carol)).hasSize(2).allSatisfy(line ->
        assertThat(line).startsWith("{\"type\":\"error\",\"code\":\"bad_request\""));
    assertThat(lines(bob)).isEmpty();

    hall.type(carol, "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":7}");
    assertThat(lines(bob)).first().asString()
        .startsWith("carol challenges you to kingcapture with limit 7");
  }

  @Test
  void aNameOfMoreThan32CharactersIsRefusedOverTelnet() {
    String longest = "a".repeat(32);
    String tooLong = "b".repeat(33);
    EmbeddedChannel client = hall.connect();
    hall.type(client, "register " + tooLong + " pw", "login " + tooLong + " pw",
        "register " + longest + " pw", "login " + longest + " pw");

    String rule = "names and passwords: English letters, digits and _; names at most 32 characters";
    assertThat(lines(client)).containsExactly("username format is invalid", rule,
        "username format is invalid", rule, "register successful", "login successful");
  }

  @Test
  void aNameOfMoreThan32CharactersIsRefusedOverJson() {
    EmbeddedChannel client = hall.connect();
    hall.type(client, "{\"type\":\"hello\",\"version\":1}",
        "{\"type\":\"register\",\"user\":\"" + "c".repeat(33) + "\",\"password\":\"pw\"}");
    assertThat(lines(client)).last().isEqualTo(
        "{\"type\":\"error\",\"code\":\"bad_request\",\"message\":\"username format is invalid\"}");
  }

  private static String chat(String text) {
    return "{\"type\":\"chat\",\"text\":\"" + text.replace("\r", "\\r").replace("\u001b", "\\u001b")
        .replace("\u0007", "\\u0007") + "\"}";
  }

  private static String error(String message) {
    return "{\"type\":\"error\",\"code\":\"bad_request\",\"message\":\"" + message + "\"}";
  }
}
