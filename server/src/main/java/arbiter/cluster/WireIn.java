package arbiter.cluster;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads what a {@link WireOut} wrote, from part of an array; a cut or damaged message throws
 * {@link IllegalArgumentException} rather than reading past its end.
 */
final class WireIn {

  private final byte[] bytes;
  private int at;
  private final int end;

  WireIn(byte[] bytes, int offset, int length) {
    if (offset < 0 || length < 0 || offset + length > bytes.length) {
      throw new IllegalArgumentException("a cut message");
    }
    this.bytes = bytes;
    this.at = offset;
    this.end = offset + length;
  }

  WireIn(byte[] bytes) {
    this(bytes, 0, bytes.length);
  }

  boolean atEnd() {
    return at == end;
  }

  private void need(int length) {
    if (length < 0 || end - at < length) {
      throw new IllegalArgumentException("a cut message");
    }
  }

  int u8() {
    need(1);
    return bytes[at++] & 0xFF;
  }

  boolean bool() {
    int value = u8();
    if (value > 1) {
      throw new IllegalArgumentException("no truth value " + value);
    }
    return value == 1;
  }

  long count() {
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int next = u8();
      value |= (long) (next & 0x7F) << shift;
      if ((next & 0x80) == 0) {
        return value;
      }
    }
    throw new IllegalArgumentException("a number too long");
  }

  /** A count that must fit an int and what is left of the message (a list's size, a length). */
  int size() {
    long value = count();
    if (value > end - at) {
      throw new IllegalArgumentException("a size of " + value + " past the message's end");
    }
    return (int) value;
  }

  long number() {
    long zigzag = count();
    return (zigzag >>> 1) ^ -(zigzag & 1);
  }

  int int32() {
    need(4);
    int value = (bytes[at] & 0xFF) << 24 | (bytes[at + 1] & 0xFF) << 16
        | (bytes[at + 2] & 0xFF) << 8 | bytes[at + 3] & 0xFF;
    at += 4;
    return value;
  }

  String string() {
    long length = count();
    if (length == 0) {
      return null;
    }
    int bytesLong = (int) Math.min(length - 1, Integer.MAX_VALUE);
    need(bytesLong);
    String text = new String(bytes, at, bytesLong, StandardCharsets.UTF_8);
    at += bytesLong;
    return text;
  }

  /** A reader of the next {@code length} bytes (a batch's frame), which this one moves past. */
  WireIn part(int length) {
    need(length);
    WireIn part = new WireIn(bytes, at, length);
    at += length;
    return part;
  }

  /** The next {@code length} bytes as an array of their own. */
  byte[] bytes(int length) {
    need(length);
    byte[] copy = Arrays.copyOfRange(bytes, at, at + length);
    at += length;
    return copy;
  }
}
