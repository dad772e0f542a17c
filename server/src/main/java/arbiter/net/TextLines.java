package arbiter.net;

import arbiter.command.TextCommands;
import arbiter.session.Session;
import java.util.concurrent.CompletableFuture;

/** The text protocol's lines: each, as the user edited it, is one command. */
final class TextLines implements LineReader {

  private final Session session;

  TextLines(Session session) {
    this.session = session;
  }

  @Override
  public CompletableFuture<Void> read(String line) {
    return session.receive(TextCommands.parse(TypedLine.edited(line)));
  }
}
