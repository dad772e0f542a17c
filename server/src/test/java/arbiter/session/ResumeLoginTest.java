package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TextCommands;
import arbiter.face.LineSink;
import arbiter.face.text.TextFace;
import arbiter.game.Absence;
import arbiter.lobby.Lobby;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

class ResumeLoginTest {

  private static final Executor HERE = Runnable::run;

  private final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final List<String> output = new ArrayList<>();
  private final Session session = new Session(
      new Services(store, store, store, HERE,
          new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT,
            new arbiter.clock.FakeTicker()),
          LoginThrottle.none(), null, null),
      new TextFace(new LineSink() {
        @Override
        public void write(List<String> lines) {
          output.addAll(lines);
        }

        @Override
        public void close() {}

        @Override
        public String address() {
          return "test";
        }
      }), HERE);

  @Test
  void aResumedLoginNeedsNoPasswordButAnAccountAndNoLineMakesIt() {
    store.register("ali", "abbasi");

    assertThat(answer(TextCommands.parse("resume ali"))).containsExactly("invalid command");
    assertThat(answer(new Command.Resume("bob")))
        .containsExactly("no user exists with this username");
    assertThat(answer(new Command.Resume("ali"))).containsExactly("login successful");
    assertThat(answer(TextCommands.parse("logout"))).containsExactly("logout successful");
  }

  private List<String> answer(Command command) {
    output.clear();
    session.receive(command).join();
    return List.copyOf(output);
  }
}
