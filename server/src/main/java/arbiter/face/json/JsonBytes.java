package arbiter.face.json;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;

/**
 * A streaming JSON writer straight into a {@link ByteBuf} as UTF-8, for the hot messages: no tree,
 * no String in between. It writes what Gson writes with HTML escaping off (the same escapes, no
 * spaces), so a message reads the same whichever wrote it. The caller keeps the structure right;
 * the writer only places the commas.
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

  private final ByteBuf out;
  /** Whether the next value or name in the current object or array needs a comma before it. */
  private boolean comma;

  JsonBytes(ByteBuf out) {
    this.out = out;
  }

  ByteBuf buffer() {
    return out;
  }

  JsonBytes beginObject() {
    separate();
    out.writeByte('{');
    comma = false;
    return this;
  }

  JsonBytes endObject() {
    out.writeByte('}');
    comma = true;
    return this;
  }

  JsonBytes beginArray() {
    separate();
    out.writeByte('[');
    comma = false;
    return this;
  }

  JsonBytes endArray() {
    out.writeByte(']');
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
      io.netty.buffer.ByteBuf out = io.netty.buffer.Unpooled.buffer();
      new JsonBytes(out).name(name);
      byte[] bytes = new byte[out.readableBytes()];
      out.readBytes(bytes);
      return new Name(bytes);
    }
  }

  /** A member's name made once; its value follows. */
  JsonBytes name(Name name) {
    separate();
    out.writeBytes(name.bytes);
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
    separate();
    out.writeBytes(json);
    comma = true;
    return this;
  }

  /** A member's name; its value follows. */
  JsonBytes name(String name) {
    separate();
    quoted(name);
    out.writeByte(':');
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
    separate();
    if (number >= 0 && number < 10) {
      out.writeByte('0' + (int) number);
    } else {
      out.writeCharSequence(Long.toString(number), java.nio.charset.StandardCharsets.US_ASCII);
    }
    comma = true;
    return this;
  }

  JsonBytes value(boolean flag) {
    separate();
    out.writeBytes(flag ? TRUE : FALSE);
    comma = true;
    return this;
  }

  JsonBytes nullValue() {
    separate();
    out.writeBytes(NULL);
    comma = true;
    return this;
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
    out.writeBytes(json, json.readerIndex(), json.readableBytes());
    comma = true;
    return this;
  }

  /** Ends the line as the server ends its lines. */
  void endLine() {
    out.writeByte('\r').writeByte('\n');
    comma = false;
  }

  private void separate() {
    if (comma) {
      out.writeByte(',');
    }
  }

  private void quoted(String text) {
    out.writeByte('"');
    int plain = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      byte[] escape = c < 128 ? ESCAPES[c] : c == '\u2028' ? LS : c == '\u2029' ? PS : null;
      if (escape != null) {
        if (i > plain) {
          ByteBufUtil.writeUtf8(out, text, plain, i);
        }
        out.writeBytes(escape);
        plain = i + 1;
      }
    }
    if (plain < text.length()) {
      ByteBufUtil.writeUtf8(out, text, plain, text.length());
    }
    out.writeByte('"');
  }

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};
  private static final byte[] LS = {'\\', 'u', '2', '0', '2', '8'};
  private static final byte[] PS = {'\\', 'u', '2', '0', '2', '9'};
}
