package arbiter.session;

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

/** A seed 002 session at one console, for tests: lines in, the lines it printed out. */
final class LocalConsole implements LineSink {

  private static final Executor HERE = Runnable::run;

  final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final List<String> output = new ArrayList<>();
  private final Session session;

  LocalConsole() {
    Lobby lobby = new Lobby(new DirectJournal(store), 0, () -> HERE, Absence.DEFAULT);
    session = new Session(new Services(store, store, store, HERE, lobby, LoginThrottle.none(), false,
        null, null),
        new TextFace(this), HERE);
  }

  /** Types the lines; returns what they printed. */
  List<String> type(String... lines) {
    output.clear();
    for (String line : lines) {
      session.receive(TextCommands.parse(line)).join();
    }
    return List.copyOf(output);
  }

  /** Gives the session a command no line parses to (a face's own); returns what it printed. */
  List<String> send(arbiter.command.Command command) {
    output.clear();
    session.receive(command).join();
    return List.copyOf(output);
  }

  /** Two registered users, ali logged in. */
  static LocalConsole loggedIn() {
    LocalConsole console = new LocalConsole();
    console.type("register ali pw", "register abbas pw", "login ali pw");
    return console;
  }

  /** ali (white) and abbas (black) in a game without limit. */
  static LocalConsole inGame() {
    LocalConsole console = loggedIn();
    console.type("new_game abbas 0");
    return console;
  }

  boolean ended() {
    return session.hasEnded();
  }

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
}
