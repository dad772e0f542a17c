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
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.util.concurrent.FastThreadLocal;
import java.nio.charset.StandardCharsets;
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

  /** How the lines written by hand begin, made once: every move is answered with an ok. */
  private static final byte[] OK = "{\"type\":\"ok\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] PING = "{\"type\":\"ping\"".getBytes(StandardCharsets.US_ASCII);
  private static final JsonBytes.Name N_REQUEST = JsonBytes.Name.of("request");
  private static final JsonBytes.Name N_MESSAGE = JsonBytes.Name.of("message");
  private static final JsonBytes.Name N_ID = JsonBytes.Name.of("id");

  /**
   * The last state's {@code seq} sent for each game but the latest one shown, which is kept in
   * {@link #latestGame} and {@link #latestSeq}: a connection mostly shows one game at a time, and
   * the map's lookups on every change (a boxed id and seq, {@code Long.equals}) showed in the
   * face's profile under load.
   */
  private final Map<Long, Long> sentSeq = new HashMap<>();
  private long latestGame;
  /** {@link #NONE} until a state is shown. */
  private long latestSeq = NONE;
  private static final long NONE = Long.MIN_VALUE;
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

  /** The words of this connection's language, for the messages the face writes by itself. */
  public Words words() {
    return words;
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
        if (sent(change.view().id()) >= change.view().seq()) {
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

  /**
   * Writes the messages as one buffer in direct memory, which the socket sends as it is: the
   * shared lines of a change (made once for every seat) copied in beside this connection's own.
   * A heap or read-only part made the transport copy the whole message into direct memory again,
   * and a composite of parts cost more to build and walk than the copy it saved.
   */
  private void sendAll(List<Outgoing> messages) {
    OwnLines own = OwnLines.of();
    synchronized (sentSeq) {
      for (Outgoing message : messages) {
        if (message instanceof Outgoing.Change change) {
          GameView view = change.view();
          long sent = sent(view.id());
          ByteBuf delta = deltas && !change.whole() && sent != NONE && sent == view.seq() - 1
              ? StateJson.delta(view) : null;
          own.shared(delta != null ? delta : StateJson.state(view));
          shown(view.id(), view.seq(), view.clock() != null, own.lines);
        } else {
          Event event = ((Outgoing.Message) message).event();
          write(event, own.lines);
          if (event instanceof Event.State state) {
            shown(state.state().game(), state.state().seq(), state.state().clock() != null,
                own.lines);
          }
        }
      }
      ByteBuf bytes = own.direct();
      if (bytes != null) {
        out.write(bytes);
      }
    }
  }

  /**
   * A message's parts in order: this connection's own lines, written into each thread's heap
   * buffer (kept, emptied for every message), and the shared lines between them.
   */
  private static final class OwnLines {

    private static final FastThreadLocal<OwnLines> EACH = new FastThreadLocal<>() {
      @Override
      protected OwnLines initialValue() {
        return new OwnLines();
      }
    };
    /** The room of own lines kept for the next message. */
    private static final int KEPT = 1 << 16;

    ByteBuf lines = Unpooled.buffer(512);
    private final List<ByteBuf> parts = new ArrayList<>(4);
    /** Where the own lines not yet in {@link #parts} start. */
    private int from;
    private int size;

    static OwnLines of() {
      OwnLines own = EACH.get();
      if (own.lines.capacity() > KEPT) {
        own.lines = Unpooled.buffer(512);
      }
      own.lines.clear();
      own.parts.clear();
      own.from = 0;
      own.size = 0;
      return own;
    }

    /** A shared line after the own lines so far; the caller keeps it (it is never released). */
    void shared(ByteBuf line) {
      mark();
      parts.add(line);
      size += line.readableBytes();
    }

    private void mark() {
      int to = lines.writerIndex();
      if (to > from) {
        parts.add(lines.slice(from, to - from));
        size += to - from;
        from = to;
      }
    }

    /** Every part copied into one direct buffer, which the caller sends; {@code null}: none. */
    ByteBuf direct() {
      mark();
      if (size == 0) {
        return null;
      }
      ByteBuf bytes = ByteBufAllocator.DEFAULT.directBuffer(size);
      for (ByteBuf part : parts) {
        bytes.writeBytes(part, part.readerIndex(), part.readableBytes());
      }
      parts.clear();
      return bytes;
    }
  }

  /** The last {@code seq} of {@code game} sent, {@link #NONE} if none was; under the lock. */
  private long sent(long game) {
    if (latestSeq != NONE && game == latestGame) {
      return latestSeq;
    }
    Long sent = sentSeq.get(game);
    return sent == null ? NONE : sent;
  }

  /** A state or delta went out: remember its seq; a timed game's state is followed by a ping. */
  private void shown(long game, long seq, boolean timed, ByteBuf own) {
    if (latestSeq == NONE || game != latestGame) {
      if (latestSeq != NONE) {
        sentSeq.put(latestGame, latestSeq);
      }
      Long before = sentSeq.remove(game);
      latestGame = game;
      latestSeq = before == null ? seq : Math.max(before, seq);
    } else {
      latestSeq = Math.max(latestSeq, seq);
    }
    if (!timed || pingSentNanos >= 0) {
      return;
    }
    // a timed game's state: measure how long the client takes to hear of it
    pingSentNanos = System.nanoTime();
    write(new Event.Ping(++pingId), own);
  }

  /** One message's line: the hot ones written by hand, the rest through Gson. */
  private static void write(Event event, ByteBuf out) {
    if (event instanceof Event.Ok ok) {
      JsonBytes.scratch().raw(OK).member(N_REQUEST, ok.request()).member(N_MESSAGE, ok.message())
          .endObject().endLine().writeTo(out);
    } else if (event instanceof Event.Ping ping) {
      JsonBytes.scratch().raw(PING).member(N_ID, ping.id()).endObject().endLine().writeTo(out);
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
