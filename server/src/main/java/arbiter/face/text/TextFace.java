package arbiter.face.text;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.face.LineSink;
import arbiter.face.SinkFace;
import java.util.List;

/** The text protocol's face: every event as the lines {@link TextRenderer} gives it. */
public final class TextFace extends SinkFace {


  public TextFace(LineSink out) {
    super(out);
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
}
