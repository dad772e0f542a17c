package arbiter.face;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.util.concurrent.FastThreadLocal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Lines as a connection sends them: UTF-8, each ended by {@code \r\n}, in direct memory, so that a
 * socket writes them as they are. Byte for byte what {@link String#getBytes} gives for the lines
 * joined; the ASCII that nearly every line is goes into each thread's own array first, without
 * the string, builder and arrays made per message before (a third of a text move's garbage).
 * The ICS face's text goes the same way as it is, without line endings added.
 */
public final class LineBytes {

  /** Each thread's array for a message's bytes, kept while it stays below this size. */
  private static final int KEPT = 1 << 16;
  private static final FastThreadLocal<byte[]> SCRATCH = new FastThreadLocal<>() {
    @Override
    protected byte[] initialValue() {
      return new byte[4096];
    }
  };
  /** Each thread's array for a builder's characters, kept as {@link #SCRATCH} is. */
  private static final FastThreadLocal<char[]> CHARS = new FastThreadLocal<>() {
    @Override
    protected char[] initialValue() {
      return new char[4096];
    }
  };

  private LineBytes() {}

  /** The lines' bytes in a direct buffer of {@code allocator}'s, which the caller releases. */
  public static ByteBuf direct(List<String> lines, ByteBufAllocator allocator) {
    int chars = 0;
    for (String line : lines) {
      chars += line.length() + 2;
    }
    Bytes bytes = new Bytes(chars);
    for (String line : lines) {
      bytes.encode(line, chars);
      bytes.out[bytes.at++] = '\r';
      bytes.out[bytes.at++] = '\n';
    }
    return allocator.directBuffer(bytes.at).writeBytes(bytes.out, 0, bytes.at);
  }

  /**
   * The text's bytes as they are (no line ending added) in a direct buffer of {@code
   * allocator}'s, which the caller releases: the ICS face's blocks, read out of its builder once,
   * where a String, its bytes and Netty's copy of them into direct memory were three copies.
   */
  public static ByteBuf direct(CharSequence text, ByteBufAllocator allocator) {
    int chars = text.length();
    Bytes bytes = new Bytes(chars);
    bytes.encode(text, chars);
    return allocator.directBuffer(bytes.at).writeBytes(bytes.out, 0, bytes.at);
  }

  /** A message's bytes so far: this thread's array (or a larger one) and where the next goes. */
  private static final class Bytes {

    byte[] out;
    int at;

    /** At least {@code chars} bytes of room. */
    Bytes(int chars) {
      out = SCRATCH.get();
      if (out.length < chars) {
        out = new byte[chars];
        if (chars <= KEPT) {
          SCRATCH.set(out);
        }
      }
    }

    /**
     * Appends {@code text}'s UTF-8 bytes; a character past ASCII grows the array by what its
     * bytes need beyond {@code chars} (the whole message's characters, room for what follows).
     */
    void encode(CharSequence text, int chars) {
      int length = text.length();
      if (text instanceof StringBuilder builder) {
        ascii(builder, chars);
        return;
      }
      int i = 0;
      for (; i < length; i++) {
        char c = text.charAt(i);
        if (c >= 0x80) {
          break;
        }
        out[at++] = (byte) c;
      }
      if (i < length) { // the rest from the first other character on, as Java encodes it
        rest(text, i, chars);
      }
    }

    /**
     * A builder's characters through this thread's char array ({@code getChars} copies them at
     * once), narrowed to bytes without a branch a character: a builder's {@code charAt} one by
     * one cost more than the String and byte array it saved. Anything past ASCII: as Java
     * encodes it.
     */
    private void ascii(StringBuilder builder, int chars) {
      int length = builder.length();
      char[] text = CHARS.get();
      if (text.length < length) {
        text = new char[length];
        if (length <= KEPT) {
          CHARS.set(text);
        }
      }
      builder.getChars(0, length, text, 0);
      if (out.length < at + length) {
        out = Arrays.copyOf(out, at + length + chars);
      }
      int seen = 0;
      for (int i = 0; i < length; i++) {
        char c = text[i];
        seen |= c;
        out[at + i] = (byte) c;
      }
      if (seen < 0x80) {
        at += length;
        return;
      }
      int i = 0;
      while (text[i] < 0x80) {
        i++;
      }
      at += i;
      rest(builder, i, chars);
    }

    private void rest(CharSequence text, int from, int chars) {
      byte[] rest = text.subSequence(from, text.length()).toString()
          .getBytes(StandardCharsets.UTF_8);
      int needed = at + rest.length + chars;
      if (needed > out.length) {
        out = Arrays.copyOf(out, needed);
      }
      System.arraycopy(rest, 0, out, at, rest.length);
      at += rest.length;
    }
  }
}
