package arbiter.face.text;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.face.LineSink;
import arbiter.session.Face;
import java.util.List;

/** The text protocol's face: every event as the lines {@link TextRenderer} gives it. */
public final class TextFace implements Face {

  private final LineSink out;

  public TextFace(LineSink out) {
    this.out = out;
  }

  @Override
  public void answer(Command command, List<DomainEvent> events) {
    write(TextRenderer.lines(events));
  }

  @Override
  public void push(DomainEvent event) {
    write(TextRenderer.lines(event));
  }

  private void write(List<String> lines) {
    if (!lines.isEmpty()) {
      out.write(lines);
    }
  }

  @Override
  public void close() {
    out.close();
  }

  @Override
  public String address() {
    return out.address();
  }

  @Override
  public void loggedIn(boolean loggedIn) {
    out.loggedIn(loggedIn);
  }
}
