package arbiter.face;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.OnlineUser;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.face.json.JsonRenderer;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Answers;
import arbiter.face.words.Words;
import arbiter.game.GameSummary;
import arbiter.protocol.Event;
import arbiter.rating.Rating;
import arbiter.rating.RatingRow;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each face's words for the same events: seed 002 sentences on text, codes and structures on JSON. */
class RenderingTest {

  @Test
  void everyRefusalHasASentenceAndACode() {
    for (Refusal reason : Refusal.values()) {
      AnswerEvent.Refused refused = new AnswerEvent.Refused(reason, "cup", 3);
      assertThat(Answers.sentence(Words.english(), refused)).isNotBlank();
      assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Who()), List.of(refused))))
          .singleElement().isInstanceOf(Event.Error.class);
    }
  }

  @Test
  void refusalsOutOfPlaceAreInvalidCommandsOnTextAndSayWhyOnJson() {
    AnswerEvent.Refused logIn = new AnswerEvent.Refused(Refusal.LOG_IN_FIRST);
    assertThat(TextRenderer.lines(logIn)).containsExactly("invalid command");
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Who()), List.of(logIn))))
        .containsExactly(new Event.Error("not_logged_in", "log in first"));
  }

  @Test
  void answersBecomeOkErrorsOrListings() {
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Move("e9e9")),
            List.of(new AnswerEvent.Refused(Refusal.MALFORMED_MOVE)))))
        .containsExactly(new Event.Error("illegal_move", "invalid command"));
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Login("a", "b")),
            List.of(new AnswerEvent.Refused(Refusal.WRONG_PASSWORD)))))
        .containsExactly(new Event.Error("bad_credentials", "incorrect password"));
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Claim()),
            List.of(new AnswerEvent.Refused(Refusal.CLAIM_TOO_EARLY, "", 12)))))
        .containsExactly(new Event.Error("not_allowed", "you may claim the win in 12 seconds"));
    List<OnlineUser> online =
        List.of(new OnlineUser("ann", 3), new OnlineUser("bob", 0));
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Who()),
        List.of(new AnswerEvent.WhoShown(online,
            List.of())))))
        .containsExactly(new Event.Who(List.of("ann", "bob")));
    List<RatingRow> ratings = List.of(
        new RatingRow("bob", "chess", new Rating(1612.4, 45, 0.06, 12)),
        new RatingRow("bob", "pawns", new Rating(1480, 200, 0.06, 2)));
    assertThat(TextRenderer.lines(new AnswerEvent.WhoShown(online, ratings)))
        .containsExactly("ann playing game 3", "bob (chess 1612, pawns 1480)");
    GameSummary game = new GameSummary(3, "ann", "bob", "minishogi", 0, 12);
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Games()),
        List.of(new AnswerEvent.GamesShown(List.of(game))))))
        .containsExactly(new Event.Games(List.of(new Event.GameSummary(3, "minishogi", "ann", "bob", 12))));
    assertThat(TextRenderer.lines(new AnswerEvent.GamesShown(List.of(game))))
        .containsExactly("3 ann bob minishogi limit 0 turns 12");
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Say("hi")), List.of())))
        .containsExactly(new Event.Ok("chat", ""));
  }

  @Test
  void jsonWhoMarksGuestsAndAnOlderCodecIgnoresTheField() throws Exception {
    List<OnlineUser> online = List.of(new OnlineUser("ann", 0),
        new OnlineUser("GuestQRST", 0, false, true));
    Event.Who who = new Event.Who(List.of("ann", "GuestQRST"), null, null, List.of("GuestQRST"));
    assertThat(JsonRenderer.answer(new Reply(Asking.of(new Command.Who()),
        List.of(new AnswerEvent.WhoShown(online,
            List.of())))))
        .containsExactly(who);
    assertThat(arbiter.protocol.JsonCodec.encode(who))
        .isEqualTo("{\"type\":\"who\",\"users\":[\"ann\",\"GuestQRST\"],\"guests\":[\"GuestQRST\"]}");
    // a field the codec does not know (as guests is to a version 1 client) is skipped
    assertThat(arbiter.protocol.JsonCodec.decodeEvent(
            "{\"type\":\"who\",\"users\":[\"ann\"],\"later\":[\"x\"]}"))
        .isEqualTo(new Event.Who(List.of("ann")));
  }
}
