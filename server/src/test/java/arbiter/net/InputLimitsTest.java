package arbiter.net;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Event;
import arbiter.protocol.Request;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What a client may not push through to other players: chat that drives their terminals, JSON
 * numbers that wrap into other numbers, names longer than any listing should show.
 */
@Tag("socket")
class InputLimitsTest extends TwoPlayers {

  private static final String TITLE = "hi\u001b]0;owned\u0007";
  private static final String FORGED = "x\rplayer carol with color white won";
  private static final String REFUSED = "chat may not hold control characters";

  @Test
  void textChatWithControlCharactersIsRefusedAndReachesNobody() {
    TestServer.startGame(ali, "ali", bob, "bob", 0, null);

    ali.send("say " + TITLE, "say " + FORGED, "say \u202eniw etihw", "say a\u009bb");
    for (int i = 0; i < 4; i++) {
      assertThat(ali.awaitLine(line -> line.equals(REFUSED) || line.startsWith("ali:")))
          .isEqualTo(REFUSED);
    }
    ali.send("say clean", "show_turn");

    // the first chat bob sees is the clean one; a forged line would have come before it
    assertThat(bob.awaitLine(line -> line.startsWith("ali") || line.startsWith("player ")))
        .isEqualTo("ali: clean");
    // the clean chat is not echoed to its sender: show_turn's answer is ali's next line
    assertThat(ali.next()).isEqualTo("it is player ali turn with color white");
  }

  @Test
  void jsonChatWithControlCharactersIsRefusedAndReachesNobody() {
    try (JsonClient carol = JsonClient.login(server, "carol")) {
      carol.send(new Request.Challenge("bob", 0, null));
      assertThat(carol.next()).isInstanceOf(Event.Ok.class);
      bob.awaitLine(line -> line.startsWith("carol challenges you"));
      bob.send("accept carol");
      bob.awaitLine(line -> line.startsWith("it is player "));
      carol.await(Event.State.class);

      carol.send(new Request.Chat(TITLE), new Request.Chat(FORGED),
          new Request.Chat("\u2066isolated"), new Request.Chat("clean"));

      for (int i = 0; i < 3; i++) {
        assertThat(carol.await(Event.Error.class))
            .isEqualTo(new Event.Error("bad_request", REFUSED));
      }
      assertThat(bob.awaitLine(line -> line.startsWith("carol") || line.startsWith("player ")))
          .isEqualTo("carol: clean");
    }
  }

  @Test
  void aJsonNumberBeyondItsFieldIsABadRequestNotAWrappedNumber() {
    try (JsonClient carol = JsonClient.login(server, "carol")) {
      carol.raw().send("{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":4294967297}",
          "{\"type\":\"challenge\",\"user\":\"bob\",\"limit\":1.5}");
      assertThat(carol.next()).isInstanceOfSatisfying(Event.Error.class,
          error -> assertThat(error.code()).isEqualTo("bad_request"));
      assertThat(carol.next()).isInstanceOfSatisfying(Event.Error.class,
          error -> assertThat(error.code()).isEqualTo("bad_request"));

      carol.send(new Request.Challenge("bob", 7, null));
      assertThat(carol.next()).isInstanceOf(Event.Ok.class);
      // the first challenge bob hears of is the well-formed one
      assertThat(bob.next()).startsWith("carol challenges you to kingcapture with limit 7");
    }
  }

  @Test
  void aNameOfMoreThan32CharactersIsRefusedOverTelnet() {
    String longest = "a".repeat(32);
    String tooLong = "b".repeat(33);
    try (LineClient client = new LineClient(server.port())) {
      client.send("register " + tooLong + " pw", "login " + tooLong + " pw",
          "register " + longest + " pw", "login " + longest + " pw");

      String rule = "names and passwords: English letters, digits and _; names at most 32 characters";
      assertThat(client.next(6)).containsExactly("username format is invalid", rule,
          "username format is invalid", rule, "register successful", "login successful");
    }
  }

  @Test
  void aNameOfMoreThan32CharactersIsRefusedOverJson() {
    try (JsonClient client = new JsonClient(server.port())) {
      client.send(new Request.Hello(1, "test"), new Request.Register("c".repeat(33), "pw"));
      client.await(Event.Welcome.class);
      assertThat(client.next())
          .isEqualTo(new Event.Error("bad_request", "username format is invalid"));
    }
  }
}
