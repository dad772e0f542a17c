package arbiter.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.JsonCodec;
import org.junit.jupiter.api.Test;

/** The over-the-board commands read the same from a text line and from a JSON request. */
class OtbCommandsTest {

  private static TournamentCommand text(String line) {
    Command command = TextCommands.parse(line);
    return command instanceof Command.Tournament t ? t.command() : null;
  }

  private static TournamentCommand json(String line) throws Exception {
    Command command = JsonCommands.of(JsonCodec.decodeRequest(line));
    return command instanceof Command.Tournament t ? t.command() : null;
  }

  @Test
  void createTakesOtbAsItsLastWord() throws Exception {
    assertThat(text("tournament create club chess swiss 7 0 otb"))
        .isEqualTo(new TournamentCommand.Create("club", "chess", "swiss", 7, 0, null, 0, true));
    assertThat(text("tournament create club chess swiss 7 0 90+30 otb"))
        .isEqualTo(new TournamentCommand.Create("club", "chess", "swiss", 7, 0, "90+30", 0, true));
    assertThat(text("tournament create club chess swiss 7 0 90+30"))
        .isEqualTo(new TournamentCommand.Create("club", "chess", "swiss", 7, 0, "90+30", 0, false));
    assertThat(json("{\"type\":\"tournament\",\"action\":\"create\",\"name\":\"club\","
        + "\"variant\":\"chess\",\"system\":\"swiss\",\"rounds\":7,\"value\":\"otb\"}"))
        .isEqualTo(new TournamentCommand.Create("club", "chess", "swiss", 7, 0, null, 0, true));
  }

  @Test
  void everyOverTheBoardCommandReadsTheSameOnBothFaces() throws Exception {
    assertThat(text("tournament report club 2 1/2"))
        .isEqualTo(new TournamentCommand.Report("club", 2, "1/2"))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"report\",\"name\":\"club\","
            + "\"round\":2,\"result\":\"1/2\"}"));
    assertThat(text("tournament lock club 2"))
        .isEqualTo(new TournamentCommand.Lock("club", 2, true))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"lock\",\"name\":\"club\",\"round\":2}"));
    assertThat(text("tournament unlock club 2")).isEqualTo(new TournamentCommand.Lock("club", 2, false));
    assertThat(text("tournament live club 2 1"))
        .isEqualTo(new TournamentCommand.Live("club", 2, 1))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"live\",\"name\":\"club\","
            + "\"round\":2,\"board\":1}"));
    assertThat(text("tournament boards club")).isEqualTo(new TournamentCommand.Boards("club", 0))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"boards\",\"name\":\"club\"}"));
    assertThat(text("tournament arbiter-call club the clock is broken"))
        .isEqualTo(new TournamentCommand.CallArbiter("club", "the clock is broken"))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"arbiter-call\",\"name\":\"club\","
            + "\"value\":\"the clock is broken\"}"));
    assertThat(text("tournament arbiter-call club")).isEqualTo(
        new TournamentCommand.CallArbiter("club", ""));
    assertThat(text("tournament arbiter-take club 3"))
        .isEqualTo(new TournamentCommand.TakeCall("club", 3))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"arbiter-take\",\"name\":\"club\","
            + "\"value\":\"3\"}"));
    assertThat(text("tournament codes club")).isEqualTo(new TournamentCommand.Codes("club"))
        .isEqualTo(json("{\"type\":\"tournament\",\"action\":\"codes\",\"name\":\"club\"}"));
    assertThat(text("tournament pgn club 1 4 1. e4 e5 1/2-1/2"))
        .isEqualTo(new TournamentCommand.Pgn("club", 1, 4, "1. e4 e5 1/2-1/2"));
  }

  @Test
  void malformedOnesAreNoCommand() throws Exception {
    assertThat(text("tournament report club 1")).isNull();
    assertThat(text("tournament lock club")).isNull();
    assertThat(json("{\"type\":\"tournament\",\"action\":\"report\",\"name\":\"club\"}")).isNull();
    assertThat(json("{\"type\":\"tournament\",\"action\":\"arbiter-take\",\"name\":\"club\","
        + "\"value\":\"x\"}")).isNull();
    assertThat(json("{\"type\":\"tournament\",\"action\":\"arbiter-call\",\"name\":\"club\","
        + "\"value\":\"a\\u0007b\"}")).isNull();
    // on telnet too (found by probe-local: a player's call cleared the organizers' screens and
    // retitled their windows); an adjudication's reason, shown to players and spectators, alike
    assertThat(text("tournament arbiter-call club \u001b[2J\u001b]0;x\u0007 help")).isNull();
    assertThat(text("tournament arbiter-call club a\u202eb")).isNull();
    assertThat(TextCommands.parse("adjudicate 7 1-0 \u001b[2Jflag fell"))
        .isNotInstanceOf(Command.Adjudicate.class); // no command: a line read as a move
    assertThat(TextCommands.parse("adjudicate 7 1-0 flag fell"))
        .isEqualTo(new Command.Adjudicate(7, "1-0", "flag fell"));
  }
}
