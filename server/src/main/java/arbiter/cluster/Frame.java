package arbiter.cluster;

import java.net.InetSocketAddress;

/**
 * What crosses Redis between the edges and the core: a client connection's opening, its
 * {@link Payload}s each way (typed commands and face calls; numbered per connection and
 * direction from 0, so that a lost message shows as a gap), its end, an edge's heartbeat and the
 * core's epoch.
 */
public sealed interface Frame {

  /** The text and JSON port's face, whose parsing and rendering run on the edge. */
  String TYPED_FACE = "text";

  /** The ICS port's face, whose dialogue, parsing and rendering run on the edge. */
  String ICS_FACE = "ics";

  /** A browser's WebSocket, whose JSON face runs on the edge: it crosses typed as text does. */
  String WEB_FACE = "web";

  /** An anonymous watch of a game or a tournament from a page (watch, TV, projector). */
  String WATCH_FACE = "watch";

  /** Whether {@code face} runs a session on the core whose commands and face calls cross typed. */
  static boolean typed(String face) {
    return face.equals(TYPED_FACE) || face.equals(ICS_FACE) || face.equals(WEB_FACE);
  }

  /**
   * A client connected to {@code edge} on a face's port ({@code face}: text, ics, web or watch).
   */
  record Open(String edge, long connection, String face, InetSocketAddress client,
      InetSocketAddress local) implements Frame {}

  /** A frame that carries a payload for or from {@code edge} ({@link SealedFrames} seals it). */
  sealed interface Carrying extends Frame {
    String edge();

    Payload payload();

    /** This frame carrying {@code other} instead. */
    Carrying carrying(Payload other);
  }

  /** What one connection carries, the {@code number}th message of its direction. */
  record Data(String edge, long connection, long number, Payload payload) implements Carrying {
    @Override
    public Data carrying(Payload other) {
      return new Data(edge, connection, number, other);
    }
  }

  /** The connection ended: the client left, or the core closed it. */
  record Close(String edge, long connection) implements Frame {}

  /** An edge is alive; the core closes the connections of an edge it stops hearing. */
  record Alive(String edge) implements Frame {}

  /** A web page's question from {@code edge}, the {@code id}th it asked ({@link Payload.Query}). */
  record Query(String edge, long id, Payload payload) implements Carrying {
    @Override
    public Query carrying(Payload other) {
      return new Query(edge, id, other);
    }
  }

  /** The core's answer to an edge's question {@code id} ({@link Payload.Response}). */
  record Reply(String edge, long id, Payload payload) implements Carrying {
    @Override
    public Reply carrying(Payload other) {
      return new Reply(edge, id, other);
    }
  }

  /**
   * The leading core serves under this epoch; said when it starts leading and every second, with
   * the public key its edges seal payloads to ({@link Seal}; empty when unsaid).
   */
  record Epoch(long epoch, String key) implements Frame {

    /** An epoch said without a key. */
    public Epoch(long epoch) {
      this(epoch, "");
    }
  }
}
