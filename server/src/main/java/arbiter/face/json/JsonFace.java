package arbiter.face.json;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.face.LineSink;
import arbiter.face.SinkFace;
import arbiter.game.GameView;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON protocol's face: every event as the messages {@link JsonRenderer} gives it, one JSON
 * object a line. A game's state is sent once per change, however many events show that change.
 */
public final class JsonFace extends SinkFace {

  /** The last state's {@code seq} sent for each game. */
  private final Map<Long, Long> sentSeq = new HashMap<>();

  public JsonFace(LineSink out) {
    super(out);
  }

  @Override
  public void answer(Command command, List<DomainEvent> events) {
    send(JsonRenderer.answer(command, events));
  }

  @Override
  public void push(DomainEvent event) {
    GameView changed = JsonRenderer.changed(event);
    if (changed != null) {
      synchronized (sentSeq) {
        Long sent = sentSeq.get(changed.id());
        if (sent != null && sent >= changed.seq()) {
          return; // this change was shown already (a last move, then the end it brought)
        }
      }
    }
    send(JsonRenderer.push(event));
  }

  /** Sends messages that answer no domain event (hello, a line that is not JSON). */
  public void send(List<Event> messages) {
    List<String> lines = new ArrayList<>(messages.size());
    synchronized (sentSeq) {
      for (Event message : messages) {
        if (message instanceof Event.State state) {
          sentSeq.merge(state.state().game(), state.state().seq(), Math::max);
        }
        lines.add(JsonCodec.encode(message));
      }
      if (!lines.isEmpty()) {
        out.write(lines);
      }
    }
  }
}
