package arbiter.face.text;

import arbiter.command.TextCommands;
import arbiter.face.SessionLines;
import arbiter.session.Conversation;
import java.util.concurrent.CompletableFuture;

/** The text protocol's lines: each, as the user edited it, is one command. */
public final class TextLines extends SessionLines {

  private final TextFace face;

  public TextLines(Conversation session, TextFace face) {
    super(session);
    this.face = face;
  }

  @Override
  public CompletableFuture<Void> read(String line) {
    String edited = TypedLine.edited(line);
    if (edited.startsWith("help ") || edited.startsWith("set ") || edited.equals("set")) {
      // the face's own lines (help on a command, this connection's settings), after earlier answers
      CompletableFuture<Void> own = new CompletableFuture<>();
      session.inOrder(() -> {
        if (!face.answerOwn(edited)) {
          session.receive(TextCommands.parse(edited));
        }
      }).whenComplete((done, error) -> own.complete(null));
      return own;
    }
    return session.receive(TextCommands.parse(edited));
  }
}
