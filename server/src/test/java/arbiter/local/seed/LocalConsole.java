package arbiter.local.seed;

import arbiter.command.TextCommands;
import arbiter.face.LineSink;
import arbiter.face.text.TextFace;
import arbiter.store.CheapHasher;
import arbiter.store.DirectJournal;
import arbiter.store.MemoryStore;
import java.util.ArrayList;
import java.util.List;

/** A seed 002 session at one console, for tests: lines in, the lines it printed out. */
final class LocalConsole implements LineSink {

  final MemoryStore store = new MemoryStore(CheapHasher.create());
  private final List<String> output = new ArrayList<>();
  private final SeedConsole console;

  LocalConsole() {
    console = new SeedConsole(store, new DirectJournal(store), 0, new TextFace(this));
  }

  /** Types the lines; returns what they printed. */
  List<String> type(String... lines) {
    output.clear();
    for (String line : lines) {
      console.receive(TextCommands.parse(line));
    }
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
    return console.hasEnded();
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
