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

  private LineBytes() {}

  /** The lines' bytes in a direct buffer of {@code allocator}'s, which the caller releases. */
  public static ByteBuf direct(List<String> lines, ByteBufAllocator allocator) {
    int chars = 0;
    for (String line : lines) {
      chars += line.length() + 2;
    }
    byte[] out = SCRATCH.get();
    if (out.length < chars) {
      out = new byte[chars];
      if (chars <= KEPT) {
        SCRATCH.set(out);
      }
    }
    int at = 0;
    for (String line : lines) {
      int length = line.length();
      int i = 0;
      for (; i < length; i++) {
        char c = line.charAt(i);
        if (c >= 0x80) {
          break;
        }
        out[at++] = (byte) c;
      }
      if (i < length) { // the rest from the first other character on, as Java encodes it
        byte[] rest = line.substring(i).getBytes(StandardCharsets.UTF_8);
        int needed = at + rest.length + chars; // and room enough for whatever follows
        if (needed > out.length) {
          out = Arrays.copyOf(out, needed);
        }
        System.arraycopy(rest, 0, out, at, rest.length);
        at += rest.length;
      }
      out[at++] = '\r';
      out[at++] = '\n';
    }
    return allocator.directBuffer(at).writeBytes(out, 0, at);
  }
}
