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
  /** The ping waiting for its pong: its id, and when it was sent ({@code -1}: none waits). */
  private long pingId;
  private long pingSentNanos = -1;
  /** Half the round trip of the pings, smoothed: how long a message takes to reach the client. */
  private volatile long lagMillis;

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
        lines.add(JsonCodec.encode(message));
        if (message instanceof Event.State state) {
          sentSeq.merge(state.state().game(), state.state().seq(), Math::max);
          if (state.state().clock() != null && pingSentNanos < 0) {
            // a timed game's state: measure how long the client takes to hear of it
            pingSentNanos = System.nanoTime();
            lines.add(JsonCodec.encode(new Event.Ping(++pingId)));
          }
        }
      }
      if (!lines.isEmpty()) {
        out.write(lines);
      }
    }
  }

  /** The client answered a ping: the round trip updates the lag (a stale or unknown id is ignored). */
  public void pong(long id) {
    synchronized (sentSeq) {
      if (id != pingId || pingSentNanos < 0) {
        return;
      }
      long oneWay = (System.nanoTime() - pingSentNanos) / 2_000_000;
      pingSentNanos = -1;
      lagMillis = lagMillis == 0 ? oneWay : (3 * lagMillis + oneWay) / 4;
    }
  }

  @Override
  public long lagMillis() {
    return lagMillis;
  }
}
