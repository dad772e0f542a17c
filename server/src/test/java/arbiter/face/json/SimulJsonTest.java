package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.command.SimulAction;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.Reply;
import arbiter.event.SimulEvent;
import arbiter.face.words.Words;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.SimulData;
import arbiter.rules.Side;
import arbiter.simul.Simul;
import arbiter.simul.SimulArchive;
import arbiter.simul.SimulNotice;
import arbiter.simul.SimulRefusal;
import arbiter.simul.SimulView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON face's simul messages carry fields and codes: a client never reads the words. */
class SimulJsonTest {

  private static final SimulView RUNNING = new SimulView("ann", "chess", "5+3",
      Simul.HostColour.ALTERNATE, Simul.Stage.RUNNING,
      List.of(new SimulView.Board("bob", 3, Side.WHITE, Simul.HostResult.LOSS),
          new SimulView.Board("cat", 4, Side.BLACK, null)), 0, 0, 1);

  @Test
  void anAnswerIsTheSimulAsFields() {
    List<Event> answer = JsonRenderer.answer(new Reply(
        Asking.of(new Command.Simul(SimulAction.SHOW, "ann", null, null, null)),
        List.of(new SimulEvent.SimulAnswered(SimulNotice.SHOWN, RUNNING))));
    assertThat(answer).hasSize(1);
    Event.Simul simul = (Event.Simul) answer.get(0);
    assertThat(simul.action()).isEqualTo("shown");
    assertThat(simul.simul()).isEqualTo(new SimulData("ann", "chess", "5+3", "alternate",
        "running", List.of(new SimulData.Board("bob", 3, "white", "loss"),
            new SimulData.Board("cat", 4, "black", null)), 0, 0, 1));
  }

  @Test
  void aRefusalIsAnErrorNamingTheRule() {
    List<Event> answer = JsonRenderer.answer(new Reply(
        Asking.of(new Command.Simul(SimulAction.JOIN, "ann", null, null, null)),
        List.of(new SimulEvent.SimulRefused(SimulRefusal.HOST_IS_OPPONENT, "ann"))));
    Event.Error error = (Event.Error) answer.get(0);
    assertThat(error.code()).isEqualTo("not_allowed");
    assertThat(error.reason()).isEqualTo("host_is_opponent");
  }

  @Test
  void newsAndTheEndArePushedTyped() {
    assertThat(JsonRenderer.push(new SimulEvent.SimulNews(SimulNotice.BOARD, "ann", "bob", 3)))
        .containsExactly(new Event.SimulNotice("board", "ann", "bob", 3,
            "your board in the simul of ann began: game 3"));
    assertThat(JsonRenderer.push(new SimulEvent.SimulOver(RUNNING)).get(0))
        .isInstanceOf(Event.SimulOver.class);
    assertThat(JsonRenderer.push(new SimulEvent.SimulsListed(List.of(RUNNING))).get(0))
        .isInstanceOf(Event.SimulLobby.class);
  }

  @Test
  void aBoardSwitchIsAnOk() {
    List<Event> answer = JsonRenderer.answer(new Reply(Asking.of(new Command.Board(4)),
        List.of(new SimulEvent.SimulNews(SimulNotice.AT_BOARD, "ann", "cat", 4))));
    assertThat(answer).containsExactly(new Event.Ok("board", "at game 4 against cat"));
  }

  @Test
  void anAuditRowIsItsEnglishInVersionOneAndTypedInVersionTwo() {
    SimulEvent.SimulAudited audited = new SimulEvent.SimulAudited("ann", List.of(
        new SimulArchive.AuditLine(1000, "ann#1", AuditAction.of(Kind.SIMUL_START, 12))));
    assertThat(JsonCodec.encode(SimulJson.audited(Words.of("ru"), 1, audited))).isEqualTo(
        "{\"type\":\"simul_audit\",\"host\":\"ann\","
            + "\"rows\":[{\"at\":1000,\"by\":\"ann#1\",\"action\":\"start 12\"}]}");
    assertThat(((Event.SimulAudit) SimulJson.audited(Words.of("ru"), 2, audited)).rows())
        .containsExactly(new SimulData.AuditRow(1000, "ann#1", "start 12", "simul_start",
            List.of(12L), "начал сеанс на 12 досках"));
  }
}
