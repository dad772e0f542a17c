package arbiter.face.json;

import arbiter.event.DomainEvent;
import arbiter.event.Reply;
import arbiter.face.LineSink;
import arbiter.face.SinkFace;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON protocol's face: every event as the messages {@link JsonRenderer} gives it, one JSON
 * object a line. A game's state is sent once per change, however many events show that change;
 * its bytes are made once per change and shared by every connection shown it. A client that asked
 * for deltas in its {@code hello} gets, after a game's first state, each change as a
 * {@code delta} from the one before.
 */
public final class JsonFace extends SinkFace {

  /** The last state's {@code seq} sent for each game. */
  private final Map<Long, Long> sentSeq = new HashMap<>();
  /** The ping waiting for its pong: its id, and when it was sent ({@code -1}: none waits). */
  private long pingId;
  private long pingSentNanos = -1;
  /** Half the round trip of the pings, smoothed: how long a message takes to reach the client. */
  private volatile long lagMillis;
  /** Whether the client asked for deltas in its {@code hello}. */
  private volatile boolean deltas;
  /** The protocol version the client's {@code hello} settled on (1 until it says). */
  private volatile int version = 1;
  /** The language of this connection's words: English until its hello names another. */
  private volatile Words words = Words.english();
  /** Whether the client's hello named a language. */
  private volatile boolean chosen;

  public JsonFace(LineSink out) {
    super(out);
  }

  /** From now on a change the client was shown the change before of goes as a {@code delta}. */
  public void sendDeltas() {
    deltas = true;
  }

  /** Words this connection's messages in a language; English when it has none. */
  public void speakIn(String language) {
    words = Words.of(language);
  }

  /** The client chose a language in its hello: its messages' words from now on. */
  public void choose(String language) {
    chosen = true;
    speakIn(language);
  }

  /** A client that named no language in its hello reads its user's kept one after login. */
  @Override
  public void speaks(String language) {
    if (!chosen) {
      speakIn(language);
    }
  }

  /** From now on messages are those of protocol {@code version}. */
  public void speak(int version) {
    this.version = version;
  }

  @Override
  public void answer(Reply reply) {
    sendAll(JsonRenderer.answered(words, reply, version));
  }

  @Override
  public void push(DomainEvent event) {
    List<Outgoing> messages = JsonRenderer.pushed(words, event, version);
    if (messages.size() == 1 && messages.get(0) instanceof Outgoing.Change change
        && !change.whole()) {
      synchronized (sentSeq) {
        Long sent = sentSeq.get(change.view().id());
        if (sent != null && sent >= change.view().seq()) {
          return; // this change was shown already (a last move, then the end it brought)
        }
      }
    }
    sendAll(messages);
  }

  /** Sends messages that answer no domain event (hello, a line that is not JSON). */
  public void send(List<Event> messages) {
    List<Outgoing> outgoing = new ArrayList<>(messages.size());
    messages.forEach(message -> outgoing.add(new Outgoing.Message(message)));
    sendAll(outgoing);
  }

  private void sendAll(List<Outgoing> messages) {
    List<ByteBuf> parts = new ArrayList<>(messages.size() + 1);
    ByteBuf own = null; // this connection's own lines, between the shared ones
    synchronized (sentSeq) {
      for (Outgoing message : messages) {
        if (message instanceof Outgoing.Change change) {
          own = flush(own, parts);
          GameView view = change.view();
          Long sent = sentSeq.get(view.id());
          ByteBuf delta = deltas && !change.whole() && sent != null && sent == view.seq() - 1
              ? StateJson.delta(view) : null;
          parts.add((delta != null ? delta : StateJson.state(view)).retainedDuplicate());
          own = shown(view.id(), view.seq(), view.clock() != null, own);
        } else {
          Event event = ((Outgoing.Message) message).event();
          own = own != null ? own : Unpooled.buffer(256);
          write(event, own);
          if (event instanceof Event.State state) {
            own = shown(state.state().game(), state.state().seq(), state.state().clock() != null, own);
          }
        }
      }
      flush(own, parts);
      if (parts.size() == 1) {
        out.write(parts.get(0));
      } else if (!parts.isEmpty()) {
        out.write(Unpooled.wrappedBuffer(parts.toArray(ByteBuf[]::new)));
      }
    }
  }

  /** A state or delta went out: remember its seq; a timed game's state is followed by a ping. */
  private ByteBuf shown(long game, long seq, boolean timed, ByteBuf own) {
    sentSeq.merge(game, seq, Math::max);
    if (!timed || pingSentNanos >= 0) {
      return own;
    }
    // a timed game's state: measure how long the client takes to hear of it
    pingSentNanos = System.nanoTime();
    ByteBuf line = own != null ? own : Unpooled.buffer(32);
    write(new Event.Ping(++pingId), line);
    return line;
  }

  private static ByteBuf flush(ByteBuf own, List<ByteBuf> parts) {
    if (own != null && own.isReadable()) {
      parts.add(own);
    }
    return null;
  }

  /** One message's line: the hot ones written by hand, the rest through Gson. */
  private static void write(Event event, ByteBuf out) {
    if (event instanceof Event.Ok ok) {
      JsonBytes.scratch().beginObject().member("type", "ok").member("request", ok.request())
          .member("message", ok.message()).endObject().endLine().writeTo(out);
    } else if (event instanceof Event.Ping ping) {
      JsonBytes.scratch().beginObject().member("type", "ping").member("id", ping.id()).endObject()
          .endLine().writeTo(out);
    } else {
      ByteBufUtil.writeUtf8(out, JsonCodec.encode(event));
      out.writeByte('\r').writeByte('\n');
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
