package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameView;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import arbiter.rules.chess.ChessVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The arbiter's hand as JSON clients read it: the answers, the notice and its code, refusals. */
class ArbiterHandJsonTest {

  private static GameView view(Ending ending) {
    ClockView clock = new ClockView("5+0", 300_000, 315_000, ending == null ? Side.WHITE : null,
        0, 0, 0, 0);
    var start = ChessVariant.CHESS.start();
    return new GameView(12, 3, ChessVariant.CHESS, "ali", "bob", 0, 0, Side.WHITE, start, start,
        List.of(), List.of(), ending, clock);
  }

  private static List<String> lines(List<Event> events) {
    return events.stream().map(JsonCodec::encode).toList();
  }

  @Test
  void aGiftIsAnOkForTheArbiterAndANoticeWithItsCodeForTheOthers() {
    DomainEvent given = new GameNews.TimeGiven(12, "bob", 15, "root");

    assertThat(lines(JsonRenderer.answer(new Reply(Asking.of(new Command.Moretime(12, "bob", 15)),
        List.of(given)))))
        .containsExactly("{\"type\":\"ok\",\"request\":\"moretime\",\"message\":"
            + "\"root gave bob 15 more seconds in game 12\"}");
    assertThat(lines(JsonRenderer.push(given))).containsExactly("{\"type\":\"notice\",\"text\":"
        + "\"root gave bob 15 more seconds in game 12\",\"code\":\"time_given\"}");
  }

  @Test
  void aBerserkIsANoticeWithItsCodeThenATypedBerserk() {
    DomainEvent berserk = new GameNews.Berserked(12, "ann", 90);

    assertThat(lines(JsonRenderer.push(berserk))).containsExactly(
        "{\"type\":\"notice\",\"text\":\"ann berserks in game 12: 90 seconds off their clock"
            + " and no increment\",\"code\":\"berserk\"}",
        "{\"type\":\"berserk\",\"game\":12,\"player\":\"ann\",\"seconds\":90}");
  }

  @Test
  void anAdjudicationEndsWithReasonAdjudicatedAndARefusalIsOneError() {
    Ending ending = new Ending(Side.BLACK, Termination.ADJUDICATION);
    DomainEvent ended = new GameNews.GameEnded(view(ending), ending, null, false);

    List<String> answer =
        lines(JsonRenderer.answer(new Reply(Asking.of(new Command.Adjudicate(12, "0-1", null)),
            List.of(ended))));
    assertThat(answer.get(0)).isEqualTo("{\"type\":\"ok\",\"request\":\"adjudicate\",\"message\":"
        + "\"an arbiter adjudicated the game\\nplayer bob with color black won\"}");
    assertThat(answer.get(1)).contains("\"status\":\"win\"", "\"winner\":\"black\"",
        "\"reason\":\"adjudicated\"").doesNotContain("\"running\"");
    assertThat(lines(JsonRenderer.answer(new Reply(
        Asking.of(new Command.Adjudicate(12, "1-0", null)),
        List.of(new AnswerEvent.Refused(Refusal.NOT_GAME_ARBITER, "", 12))))))
        .singleElement().asString().startsWith("{\"type\":\"error\",\"code\":\"not_allowed\"");
  }

  @Test
  void aPauseAndAResumeAreNoticesWithTheirCodesAndTheRequestsAreJsonTypes() throws Exception {
    assertThat(JsonCodec.decodeRequest("{\"type\":\"pause\",\"game\":12}"))
        .isEqualTo(new arbiter.protocol.Request.Pause(12));
    assertThat(JsonCodec.decodeRequest("{\"type\":\"resume\",\"game\":12}"))
        .isEqualTo(new arbiter.protocol.Request.Resume(12));
    DomainEvent paused = new GameNews.GamePaused(12, "root");

    assertThat(lines(JsonRenderer.answer(new Reply(Asking.of(new Command.Pause(12, true)),
        List.of(paused)))))
        .containsExactly("{\"type\":\"ok\",\"request\":\"pause\",\"message\":"
            + "\"root paused game 12; the clocks stand still until it is resumed\"}");
    assertThat(lines(JsonRenderer.push(paused))).containsExactly("{\"type\":\"notice\",\"text\":"
        + "\"root paused game 12; the clocks stand still until it is resumed\","
        + "\"code\":\"game_paused\"}");
    assertThat(lines(JsonRenderer.push(new GameNews.GameResumed(12, false, "root"))))
        .containsExactly("{\"type\":\"notice\",\"text\":"
            + "\"game 12 goes on: root resumed it and the clocks run\",\"code\":\"game_resumed\"}");
    assertThat(lines(JsonRenderer.push(new GameNews.PauseAsked(12, "ali", false))))
        .containsExactly("{\"type\":\"notice\",\"text\":"
            + "\"ali asks to pause game 12; pause 12 agrees\",\"code\":\"pause_asked\"}");
    assertThat(lines(JsonRenderer.push(new GameNews.PauseAsked(12, "ali", true))))
        .singleElement().asString().endsWith("\"code\":\"resume_asked\"}");
    assertThat(lines(JsonRenderer.answer(new Reply(Asking.of(new Command.Pause(12, false)),
        List.of(new AnswerEvent.Refused(Refusal.NOT_PAUSED, "", 12))))))
        .containsExactly("{\"type\":\"error\",\"code\":\"not_allowed\","
            + "\"message\":\"game 12 is not paused\"}");
  }
}
