package arbiter.session.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text command behind each request, and the message made of each text reply. */
class TextCommandTest {

  @Test
  void requestsBecomeTheirTextCommands() {
    assertThat(TextCommand.of(new Request.Register("ann", "pw"))).isEqualTo("register ann pw");
    assertThat(TextCommand.of(new Request.Challenge("bob", 40, "chess"))).isEqualTo("new_game bob 40 chess");
    assertThat(TextCommand.of(new Request.Challenge("bob", 0, null))).isEqualTo("new_game bob 0");
    assertThat(TextCommand.of(new Request.Move(" K 11 12 "))).isEqualTo("K 11 12");
    assertThat(TextCommand.of(new Request.Move("select 2,5"))).isEqualTo("select 2,5");
    assertThat(TextCommand.of(new Request.Observe(7))).isEqualTo("observe 7");
    assertThat(TextCommand.of(new Request.Chat(" hi all "))).isEqualTo("say hi all");
    assertThat(TextCommand.of(new Request.Unobserve(7))).isEqualTo("unobserve");
    assertThat(TextCommand.of(new Request.Claim())).isEqualTo("claim");
  }

  @Test
  void fieldsThatWouldSmuggleAnotherCommandAreRefused() {
    assertThat(TextCommand.of(new Request.Login("ann pw", "x"))).isNull();
    assertThat(TextCommand.of(new Request.Register(null, "pw"))).isNull();
    assertThat(TextCommand.of(new Request.Move("forfeit"))).isNull();
    assertThat(TextCommand.of(new Request.Move("say hi"))).isNull();
    assertThat(TextCommand.of(new Request.Move("e2e4\nforfeit"))).isNull();
    assertThat(TextCommand.of(new Request.Chat("hi\r\nforfeit"))).isNull();
    assertThat(TextCommand.of(new Request.Accept(""))).isNull();
    assertThat(TextCommand.of(new Request.Hello(1, "x"))).isNull();
  }

  @Test
  void repliesBecomeOkErrorsOrListings() {
    assertThat(ReplyTranslation.of(new Request.Move("e9e9"), List.of("invalid command")))
        .isEqualTo(new Event.Error(ErrorCode.ILLEGAL_MOVE.wire(), "invalid command"));
    assertThat(ReplyTranslation.of(new Request.Login("a", "b"), List.of("incorrect password")))
        .isEqualTo(new Event.Error("bad_credentials", "incorrect password"));
    assertThat(ReplyTranslation.of(new Request.Claim(), List.of("you may claim the win in 12 seconds")))
        .isEqualTo(new Event.Error("not_allowed", "you may claim the win in 12 seconds"));
    assertThat(ReplyTranslation.of(new Request.Move("e2e4"), List.of("moved", "turn completed")))
        .isEqualTo(new Event.Ok("move", "moved\nturn completed"));
    assertThat(ReplyTranslation.of(new Request.Who(), List.of("ann playing game 3", "bob")))
        .isEqualTo(new Event.Who(List.of("ann", "bob")));
    assertThat(ReplyTranslation.of(new Request.Games(), List.of("3 ann bob minishogi limit 0 turns 12")))
        .isEqualTo(new Event.Games(List.of(new Event.GameSummary(3, "minishogi", "ann", "bob", 12))));
  }
}
