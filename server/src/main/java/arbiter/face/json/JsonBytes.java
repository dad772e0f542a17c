package arbiter.face.json;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.util.concurrent.FastThreadLocal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A streaming JSON writer straight to UTF-8 bytes, for the hot messages: no tree, no String in
 * between. It writes what Gson writes with HTML escaping off (the same escapes, no spaces), so a
 * message reads the same whichever wrote it. The caller keeps the structure right; the writer only
 * places the commas. It writes into an array of its own, not a {@link ByteBuf}: a buffer checks
 * its reference count and capacity on every byte, which was most of a state's encoding time.
 */
final class JsonBytes {

  private static final byte[][] ESCAPES = new byte[128][];

  static {
    for (int c = 0; c < 0x20; c++) {
      ESCAPES[c] = String.format("\\u%04x", c).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
    ESCAPES['"'] = new byte[] {'\\', '"'};
    ESCAPES['\\'] = new byte[] {'\\', '\\'};
    ESCAPES['\t'] = new byte[] {'\\', 't'};
    ESCAPES['\b'] = new byte[] {'\\', 'b'};
    ESCAPES['\n'] = new byte[] {'\\', 'n'};
    ESCAPES['\r'] = new byte[] {'\\', 'r'};
    ESCAPES['\f'] = new byte[] {'\\', 'f'};
  }

  private byte[] out;
  private int size;
  /** Whether the next value or name in the current object or array needs a comma before it. */
  private boolean comma;

  /** A writer whose array starts with room for {@code capacity} bytes (it grows as needed). */
  JsonBytes(int capacity) {
    this.out = new byte[Math.max(16, capacity)];
  }

  /** Each thread's writer for the lines copied out once written ({@link #copied()}). */
  private static final FastThreadLocal<JsonBytes> SCRATCH = new FastThreadLocal<>() {
    @Override
    protected JsonBytes initialValue() {
      return new JsonBytes(8192);
    }
  };

  /**
   * This thread's scratch writer, emptied: for a line that is copied out at its size when done, so
   * that only its bytes become garbage, not an array made large enough for any line. Not to be
   * taken again before the line is copied out.
   */
  static JsonBytes scratch() {
    JsonBytes json = SCRATCH.get();
    if (json.out.length > 1 << 16) {
      json.out = new byte[8192]; // a rare long line's room is not kept
    }
    json.size = 0;
    json.comma = false;
    return json;
  }

  /** A copy of the bytes written, in a buffer of its own. */
  ByteBuf copied() {
    return Unpooled.wrappedBuffer(toBytes());
  }

  /** A copy of the bytes written. */
  byte[] toBytes() {
    return Arrays.copyOf(out, size);
  }

  /** Appends the bytes written to {@code buffer}. */
  void writeTo(ByteBuf buffer) {
    buffer.writeBytes(out, 0, size);
  }

  private void room(int bytes) {
    if (size + bytes > out.length) {
      out = Arrays.copyOf(out, Math.max(out.length * 2, size + bytes));
    }
  }

  private void put(byte b) {
    room(1);
    out[size++] = b;
  }

  private void put(byte[] bytes) {
    room(bytes.length);
    System.arraycopy(bytes, 0, out, size, bytes.length);
    size += bytes.length;
  }

  JsonBytes beginObject() {
    separate(1);
    out[size++] = '{';
    comma = false;
    return this;
  }

  JsonBytes endObject() {
    put((byte) '}');
    comma = true;
    return this;
  }

  JsonBytes beginArray() {
    separate(1);
    out[size++] = '[';
    comma = false;
    return this;
  }

  JsonBytes endArray() {
    put((byte) ']');
    comma = true;
    return this;
  }

  /** A member's name encoded once, quotes and colon included, for the names every line repeats. */
  static final class Name {
    private final byte[] bytes;

    private Name(byte[] bytes) {
      this.bytes = bytes;
    }

    static Name of(String name) {
      return new Name(new JsonBytes(name.length() + 8).name(name).toBytes());
    }
  }

  /** A member's name made once; its value follows. */
  JsonBytes name(Name name) {
    copy(name.bytes);
    comma = false;
    return this;
  }

  JsonBytes member(Name name, String text) {
    return text == null ? this : name(name).value(text);
  }

  JsonBytes member(Name name, long number) {
    return name(name).value(number);
  }

  /** A whole value encoded once (a piece, which every board repeats). */
  JsonBytes raw(byte[] json) {
    copy(json);
    comma = true;
    return this;
  }

  /** The comma the value needs, then {@code bytes}, with room for both made at once. */
  private void copy(byte[] bytes) {
    separate(bytes.length);
    System.arraycopy(bytes, 0, out, size, bytes.length);
    size += bytes.length;
  }

  /** A member's name; its value follows. */
  JsonBytes name(String name) {
    separate();
    quoted(name);
    put((byte) ':');
    comma = false;
    return this;
  }

  JsonBytes value(String text) {
    if (text == null) {
      return nullValue();
    }
    separate();
    quoted(text);
    comma = true;
    return this;
  }

  JsonBytes value(long number) {
    if (number >= 0 && number < 10) {
      separate(1);
      out[size++] = (byte) ('0' + (int) number);
    } else {
      separate(0);
      put(Long.toString(number).getBytes(StandardCharsets.US_ASCII));
    }
    comma = true;
    return this;
  }

  JsonBytes value(boolean flag) {
    return raw(flag ? TRUE : FALSE);
  }

  JsonBytes nullValue() {
    return raw(NULL);
  }

  /** A member whose value is a string, left out when it is {@code null} (as Gson does). */
  JsonBytes member(String name, String text) {
    return text == null ? this : name(name).value(text);
  }

  JsonBytes member(String name, long number) {
    return name(name).value(number);
  }

  /** Bytes that already are one JSON value (a rendering made once and reused). */
  JsonBytes raw(ByteBuf json) {
    separate();
    int length = json.readableBytes();
    room(length);
    json.getBytes(json.readerIndex(), out, size, length);
    size += length;
    comma = true;
    return this;
  }

  /** How many bytes are written. */
  int size() {
    return size;
  }

  /**
   * The first {@code length} bytes of {@code values}, values of an array with their commas
   * (written by it after no opening bracket), as values of the array being written here.
   */
  JsonBytes values(JsonBytes values, int length) {
    if (length > 0) {
      separate();
      room(length);
      System.arraycopy(values.out, 0, out, size, length);
      size += length;
      comma = true;
    }
    return this;
  }

  /**
   * The object {@code {name:text,first,second}}, where {@code first} and {@code second} are members
   * encoded once with their names ({@code "from":[6,4]}), with room made once and the text copied
   * in one loop when it is plain ASCII: a state writes one for every legal move, and the checks of
   * room and commas for each of its seven parts were the hottest frames of a state's encoding
   * ({@code room}, {@code separate}).
   */
  JsonBytes object(Name name, String text, byte[] first, byte[] second) {
    int length = text.length();
    byte[] head = name.bytes;
    separate(head.length + length + first.length + second.length + 6);
    byte[] bytes = out;
    int at = size;
    int start = at;
    bytes[at++] = '{';
    System.arraycopy(head, 0, bytes, at, head.length);
    at += head.length;
    bytes[at++] = '"';
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 128 || ESCAPES[c] != null) { // written the long way, from the object's start
        size = start;
        comma = false;
        beginObject().name(name).value(text).raw(first).raw(second);
        return endObject();
      }
      bytes[at++] = (byte) c;
    }
    bytes[at++] = '"';
    bytes[at++] = ',';
    System.arraycopy(first, 0, bytes, at, first.length);
    at += first.length;
    bytes[at++] = ',';
    System.arraycopy(second, 0, bytes, at, second.length);
    at += second.length;
    bytes[at++] = '}';
    size = at;
    comma = true;
    return this;
  }

  /** Ends the line as the server ends its lines. */
  JsonBytes endLine() {
    room(2);
    out[size++] = '\r';
    out[size++] = '\n';
    comma = false;
    return this;
  }

  private void separate() {
    separate(0);
  }

  /** The comma a value or name needs, with room for it and the {@code bytes} that follow. */
  private void separate(int bytes) {
    room(bytes + 1);
    if (comma) {
      out[size++] = ',';
    }
  }

  private void quoted(String text) {
    int length = text.length();
    room(length + 2);
    // ASCII that needs no escape, nearly every character of a game's lines, in locals: the
    // fields written back on every character made this loop the server's hottest code
    byte[] bytes = out;
    int at = size;
    bytes[at++] = '"';
    int i = 0;
    for (; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 128 || ESCAPES[c] != null) {
        break;
      }
      bytes[at++] = (byte) c;
    }
    size = at;
    for (; i < length; i++) {
      char c = text.charAt(i);
      if (c < 128 && ESCAPES[c] == null) {
        put((byte) c);
      } else if (c < 128) {
        put(ESCAPES[c]);
      } else if (c == '\u2028' || c == '\u2029') {
        put(c == '\u2028' ? LS : PS);
      } else {
        // the rest up to the next ASCII character, as Java encodes it (a lone surrogate as '?')
        int end = i + 1;
        while (end < length && text.charAt(end) >= 128 && text.charAt(end) != '\u2028'
            && text.charAt(end) != '\u2029') {
          end++;
        }
        put(text.substring(i, end).getBytes(StandardCharsets.UTF_8));
        i = end - 1;
      }
    }
    put((byte) '"');
  }

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};
  private static final byte[] LS = {'\\', 'u', '2', '0', '2', '8'};
  private static final byte[] PS = {'\\', 'u', '2', '0', '2', '9'};
}
