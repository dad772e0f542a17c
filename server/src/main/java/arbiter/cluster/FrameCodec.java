package arbiter.cluster;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Frame} as the bytes of one Redis message and back: the wire format's mark and version
 * ({@link WireCodec#VERSION}), a kind byte, then its fields; or several frames as one message
 * ({@link #batch}). A message of another version is refused whole, saying so: the nodes of a
 * cluster run the same version.
 */
public final class FrameCodec {

  /** The first byte of every message since version 2 (version 1 began with a frame's kind). */
  private static final int MARK = 0xA7;

  private static final int OPEN = 1;
  private static final int DATA = 2;
  private static final int CLOSE = 3;
  private static final int ALIVE = 4;
  private static final int EPOCH = 5;
  private static final int QUERY = 6;
  private static final int REPLY = 7;
  /** Several frames in one message, each as its length and its own message's bytes. */
  private static final int BATCH = 8;

  private FrameCodec() {}

  /** The message that carries {@code frame}. */
  public static byte[] encode(Frame frame) {
    WireOut out = new WireOut(frame instanceof Frame.Data data
        && data.payload() instanceof Payload.Written written ? written.wire().length + 48 : 64);
    out.u8(MARK).u8(WireCodec.VERSION);
    if (frame instanceof Frame.Open open) {
      out.u8(OPEN).string(open.edge()).number(open.connection()).string(open.face());
      address(out, open.client());
      address(out, open.local());
    } else if (frame instanceof Frame.Data data) {
      out.u8(DATA).string(data.edge()).number(data.connection()).number(data.number());
      payload(out, data.payload());
    } else if (frame instanceof Frame.Close close) {
      out.u8(CLOSE).string(close.edge()).number(close.connection());
    } else if (frame instanceof Frame.Alive alive) {
      out.u8(ALIVE).string(alive.edge());
    } else if (frame instanceof Frame.Query query) {
      out.u8(QUERY).string(query.edge()).number(query.id());
      payload(out, query.payload());
    } else if (frame instanceof Frame.Reply reply) {
      out.u8(REPLY).string(reply.edge()).number(reply.id());
      payload(out, reply.payload());
    } else {
      Frame.Epoch epoch = (Frame.Epoch) frame;
      out.u8(EPOCH).number(epoch.epoch()).string(epoch.key()); // the core's sealing key (Seal)
    }
    return out.toByteArray();
  }

  /** One message that carries the frames of {@code messages} (each {@link #encode}d), in order. */
  public static byte[] batch(List<byte[]> messages) {
    int size = 3 + 4;
    for (byte[] message : messages) {
      size += 4 + message.length;
    }
    WireOut out = new WireOut(size);
    out.u8(MARK).u8(WireCodec.VERSION).u8(BATCH).int32(messages.size());
    for (byte[] message : messages) {
      out.int32(message.length).raw(message, 0, message.length);
    }
    return out.toByteArray();
  }

  /** The frames of a message, one or a {@link #batch}; {@link IllegalArgumentException} if none. */
  public static List<Frame> decodeAll(byte[] message) {
    WireIn in = new WireIn(message);
    int kind = head(in);
    if (kind != BATCH) {
      return List.of(frame(kind, in));
    }
    int count = in.int32();
    if (count < 0 || count > message.length) {
      throw new IllegalArgumentException("a batch of " + count + " frames");
    }
    List<Frame> frames = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      WireIn one = in.part(in.int32());
      frames.add(frame(head(one), one));
    }
    return frames;
  }

  /** The frame of a message; {@link IllegalArgumentException} when it is none. */
  public static Frame decode(byte[] message) {
    WireIn in = new WireIn(message);
    return frame(head(in), in);
  }

  /**
   * The kind of the message {@code in} begins, past its mark and version; a message of another
   * version of the wire is refused with a sentence saying so.
   */
  private static int head(WireIn in) {
    int mark = in.u8();
    if (mark != MARK) {
      throw new IllegalArgumentException(mark >= OPEN && mark <= BATCH
          ? "a message in wire format 1, from a node of an older Arbiter; this node reads format "
              + WireCodec.VERSION + " only: every node of a cluster must run the same version"
          : "a message that is no Arbiter frame (its first byte is " + mark + ")");
    }
    int version = in.u8();
    if (version != WireCodec.VERSION) {
      throw new IllegalArgumentException("a message in wire format " + version
          + "; this node reads format " + WireCodec.VERSION
          + " only: every node of a cluster must run the same version");
    }
    return in.u8();
  }

  private static Frame frame(int kind, WireIn in) {
    Frame frame = switch (kind) {
      case OPEN -> new Frame.Open(in.string(), in.number(), in.string(), address(in),
          address(in));
      case DATA -> new Frame.Data(in.string(), in.number(), in.number(), payload(in));
      case CLOSE -> new Frame.Close(in.string(), in.number());
      case ALIVE -> new Frame.Alive(in.string());
      case EPOCH -> new Frame.Epoch(in.number(), in.string());
      case QUERY -> new Frame.Query(in.string(), in.number(), payload(in));
      case REPLY -> new Frame.Reply(in.string(), in.number(), payload(in));
      default -> throw new IllegalArgumentException("no frame of kind " + kind);
    };
    if (!in.atEnd()) {
      throw new IllegalArgumentException("bytes after a frame of kind " + kind);
    }
    return frame;
  }

  /** A typed payload's wire form, its length first: as written already, or written now. */
  private static void payload(WireOut out, Payload payload) {
    byte[] wire = payload instanceof Payload.Written written ? written.wire()
        : WireCodec.encode(payload);
    out.count(wire.length).raw(wire, 0, wire.length);
  }

  private static Payload payload(WireIn in) {
    return new Payload.Written(in.bytes(in.size()));
  }

  private static void address(WireOut out, InetSocketAddress address) {
    out.string(address.getAddress() == null ? address.getHostString()
        : address.getAddress().getHostAddress());
    out.count(address.getPort());
  }

  private static InetSocketAddress address(WireIn in) {
    String host = in.string();
    long port = in.count();
    if (host == null || port > 0xFFFF) {
      throw new IllegalArgumentException("no address " + host + ":" + port);
    }
    return new InetSocketAddress(host, (int) port); // an IP literal: no name lookup
  }
}
