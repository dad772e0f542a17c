package arbiter.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import arbiter.command.Command;
import arbiter.command.JsonCommands;
import arbiter.engine.analysis.Judgement;
import arbiter.event.AnalysedMove;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.protocol.JsonCodec;
import arbiter.session.InMemoryServer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code analyze GAME}: a finished game's rows, kept; a running or unknown game refused. */
class GameAnalysesTest {

  private final InMemoryServer server = new InMemoryServer();

  @Test
  void aFinishedGameIsAnalysedOnceAndShownAgainFromMemory() {
    InMemoryServer.Player ali = server.login("ali");
    InMemoryServer.Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "chess", null);
    for (String[] turn : new String[][] {{"f3", "e5"}, {"g4", "Qh4#"}}) {
      ali.send(new Command.Move(turn[0]));
      bob.send(new Command.Move(turn[1]));
    }
    AnswerEvent.AnalysisShown shown = assertInstanceOf(AnswerEvent.AnalysisShown.class,
        ali.send(new Command.Analyze(1)).get(0));
    List<AnalysedMove> rows = shown.rows();
    assertEquals(4, rows.size());
    assertEquals("g4", rows.get(2).move());
    assertEquals(Judgement.BLUNDER, rows.get(2).judgement(), "g4 allows the mate");
    assertEquals("#-1", rows.get(2).eval(), "black mates in one");
    assertEquals("Qh4#", rows.get(3).move());
    assertEquals("0-1", rows.get(3).eval());
    assertEquals(Judgement.GOOD, rows.get(3).judgement());
    assertSame(shown, bob.send(new Command.Analyze(1)).get(0), "kept, not searched again");
  }

  @Test
  void aRunningOrUnknownGameIsRefused() {
    InMemoryServer.Player ali = server.login("ali");
    InMemoryServer.Player bob = server.login("bob");
    InMemoryServer.startGame(ali, bob, "checkers", null);
    assertEquals(Refusal.GAME_RUNNING, refusal(ali.send(new Command.Analyze(1))));
    assertEquals(Refusal.NO_SUCH_GAME, refusal(ali.send(new Command.Analyze(99))));
  }

  @Test
  void jsonAsksByGameNumber() throws Exception {
    Command command = JsonCommands.of(JsonCodec.decodeRequest("{\"type\":\"analyze\",\"game\":7}"));
    assertEquals(new Command.Analyze(7), command);
  }

  private static Refusal refusal(List<DomainEvent> answer) {
    return assertInstanceOf(AnswerEvent.Refused.class, answer.get(0)).reason();
  }
}
