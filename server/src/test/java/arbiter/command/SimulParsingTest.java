package arbiter.command;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.Request;
import org.junit.jupiter.api.Test;

/** The simul commands and {@code game N}, typed and as JSON requests. */
class SimulParsingTest {

  @Test
  void theTextFormsAreRead() {
    assertThat(TextCommands.parse("simul create chess"))
        .isEqualTo(new Command.Simul(SimulAction.CREATE, null, "chess", null, null));
    assertThat(TextCommands.parse("simul create chess 5+3 black"))
        .isEqualTo(new Command.Simul(SimulAction.CREATE, null, "chess", "5+3", "black"));
    assertThat(TextCommands.parse("simul create chess alternate"))
        .isEqualTo(new Command.Simul(SimulAction.CREATE, null, "chess", null, "alternate"));
    assertThat(TextCommands.parse("simul join ann"))
        .isEqualTo(new Command.Simul(SimulAction.JOIN, "ann", null, null, null));
    assertThat(TextCommands.parse("simul start"))
        .isEqualTo(new Command.Simul(SimulAction.START, null, null, null, null));
    assertThat(TextCommands.parse("game 17")).isEqualTo(new Command.Board(17));
    assertThat(TextCommands.parse("game x")).isEqualTo(new Command.Board(-1));
  }

  @Test
  void wordsThatFitNoSimulCommandAreItsUsage() {
    Command usage = new Command.Simul(SimulAction.USAGE, null, null, null, null);
    assertThat(TextCommands.parse("simul")).isEqualTo(usage);
    assertThat(TextCommands.parse("simul join")).isEqualTo(usage);
    assertThat(TextCommands.parse("simul create chess black 5+3")).isEqualTo(usage);
  }

  @Test
  void jsonRequestsNeedTheirFields() {
    assertThat(JsonCommands.of(new Request.Simul("join", "ann", null, null, null)))
        .isEqualTo(new Command.Simul(SimulAction.JOIN, "ann", null, null, null));
    assertThat(JsonCommands.of(new Request.Simul("join", null, null, null, null))).isNull();
    assertThat(JsonCommands.of(new Request.Simul("create", null, null, null, null))).isNull();
    assertThat(JsonCommands.of(new Request.Simul("dance", null, null, null, null))).isNull();
    assertThat(JsonCommands.of(new Request.Board(5))).isEqualTo(new Command.Board(5));
  }
}
