package arbiter.cluster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Frame} as the bytes of one Redis message and back: a kind byte, then its fields; or
 * several frames as one message ({@link #batch}).
 */
public final class FrameCodec {

  private static final int OPEN = 1;
  private static final int DATA = 2;
  private static final int CLOSE = 3;
  private static final int ALIVE = 4;
  private static final int EPOCH = 5;
  private static final int QUERY = 6;
  private static final int REPLY = 7;
  /** Several frames in one message, each as its length and its own message's bytes. */
  private static final int BATCH = 8;
  /**
   * A data frame's payload kind: always a typed payload now; the byte stays in the format (0 was
   * a relayed connection's bytes, which no longer cross).
   */
  private static final int TYPED = 1;

  private FrameCodec() {}

  /** The message that carries {@code frame}. */
  public static byte[] encode(Frame frame) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      if (frame instanceof Frame.Open open) {
        out.writeByte(OPEN);
        out.writeUTF(open.edge());
        out.writeLong(open.connection());
        out.writeUTF(open.face());
        address(out, open.client());
        address(out, open.local());
      } else if (frame instanceof Frame.Data data) {
        out.writeByte(DATA);
        out.writeUTF(data.edge());
        out.writeLong(data.connection());
        out.writeLong(data.number());
        out.writeByte(TYPED);
        // a typed payload as its wire form (WireCodec), read by its receiver
        json(out, data.payload());
      } else if (frame instanceof Frame.Close close) {
        out.writeByte(CLOSE);
        out.writeUTF(close.edge());
        out.writeLong(close.connection());
      } else if (frame instanceof Frame.Alive alive) {
        out.writeByte(ALIVE);
        out.writeUTF(alive.edge());
      } else if (frame instanceof Frame.Query query) {
        out.writeByte(QUERY);
        question(out, query.edge(), query.id(), query.payload());
      } else if (frame instanceof Frame.Reply reply) {
        out.writeByte(REPLY);
        question(out, reply.edge(), reply.id(), reply.payload());
      } else {
        out.writeByte(EPOCH);
        out.writeLong(((Frame.Epoch) frame).epoch());
        out.writeUTF(((Frame.Epoch) frame).key());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array does not fail
    }
    return bytes.toByteArray();
  }

  /** One message that carries the frames of {@code messages} (each {@link #encode}d), in order. */
  public static byte[] batch(List<byte[]> messages) {
    int size = 5;
    for (byte[] message : messages) {
      size += 4 + message.length;
    }
    ByteBuffer batch = ByteBuffer.allocate(size).put((byte) BATCH).putInt(messages.size());
    for (byte[] message : messages) {
      batch.putInt(message.length).put(message);
    }
    return batch.array();
  }

  /** The frames of a message, one or a {@link #batch}; {@link IllegalArgumentException} if none. */
  public static List<Frame> decodeAll(byte[] message) {
    if (message.length == 0 || message[0] != BATCH) {
      return List.of(decode(message));
    }
    try {
      ByteBuffer batch = ByteBuffer.wrap(message, 1, message.length - 1);
      int count = batch.getInt();
      if (count < 0 || count > message.length) {
        throw new IllegalArgumentException("a batch of " + count + " frames");
      }
      List<Frame> frames = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        byte[] one = new byte[batch.getInt()];
        batch.get(one);
        frames.add(decode(one));
      }
      return frames;
    } catch (BufferUnderflowException | NegativeArraySizeException e) {
      throw new IllegalArgumentException("a cut or damaged batch", e);
    }
  }

  /** The frame of a message; {@link IllegalArgumentException} when it is none. */
  public static Frame decode(byte[] message) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(message))) {
      int kind = in.readUnsignedByte();
      return switch (kind) {
        case OPEN -> new Frame.Open(in.readUTF(), in.readLong(), in.readUTF(), address(in),
            address(in));
        case DATA -> {
          String edge = in.readUTF();
          long connection = in.readLong();
          long number = in.readLong();
          int payloadKind = in.readUnsignedByte();
          if (payloadKind != TYPED) {
            throw new IllegalArgumentException("no payload of kind " + payloadKind);
          }
          yield new Frame.Data(edge, connection, number, written(in));
        }
        case CLOSE -> new Frame.Close(in.readUTF(), in.readLong());
        case ALIVE -> new Frame.Alive(in.readUTF());
        case EPOCH -> new Frame.Epoch(in.readLong(), in.available() > 0 ? in.readUTF() : "");
        case QUERY -> new Frame.Query(in.readUTF(), in.readLong(), written(in));
        case REPLY -> new Frame.Reply(in.readUTF(), in.readLong(), written(in));
        default -> throw new IllegalArgumentException("no frame of kind " + kind);
      };
    } catch (IOException | NegativeArraySizeException e) {
      throw new IllegalArgumentException("a cut or damaged frame", e);
    }
  }

  /** A question or its answer: its edge, its number and its typed payload's wire form. */
  private static void question(DataOutputStream out, String edge, long id, Payload payload)
      throws IOException {
    out.writeUTF(edge);
    out.writeLong(id);
    json(out, payload);
  }

  /** A typed payload's wire form: as written already, or written now without a history. */
  private static void json(DataOutputStream out, Payload payload) throws IOException {
    byte[] json = payload instanceof Payload.Written written ? written.json()
        : WireCodec.encode(payload);
    out.writeInt(json.length);
    out.write(json);
  }

  private static Payload written(DataInputStream in) throws IOException {
    byte[] json = new byte[in.readInt()];
    in.readFully(json);
    return new Payload.Written(json);
  }

  private static void address(DataOutputStream out, InetSocketAddress address)
      throws IOException {
    out.writeUTF(address.getAddress() == null ? address.getHostString()
        : address.getAddress().getHostAddress());
    out.writeShort(address.getPort());
  }

  private static InetSocketAddress address(DataInputStream in) throws IOException {
    // an IP literal: no name lookup
    return new InetSocketAddress(in.readUTF(), in.readUnsignedShort());
  }
}
