package arbiter.cluster;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The bytes of a message of the cluster's wire as they are written: numbers as variable-length
 * integers (7 bits a byte, least significant first; signed ones zigzagged), a text as its UTF-8
 * length plus one (0 for null) and its bytes. Grows as needed; one writer per message.
 */
final class WireOut {

  private byte[] bytes;
  private int size;

  WireOut(int capacity) {
    bytes = new byte[capacity];
  }

  /** What was written, copied to an array of its size. */
  byte[] toByteArray() {
    return Arrays.copyOf(bytes, size);
  }

  private void room(int more) {
    if (size + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
    }
  }

  WireOut u8(int value) {
    room(1);
    bytes[size++] = (byte) value;
    return this;
  }

  WireOut bool(boolean value) {
    return u8(value ? 1 : 0);
  }

  /** A number of 0 or more (a count, an id): 1 byte below 128. */
  WireOut count(long value) {
    room(10);
    while ((value & ~0x7FL) != 0) {
      bytes[size++] = (byte) ((value & 0x7F) | 0x80);
      value >>>= 7;
    }
    bytes[size++] = (byte) value;
    return this;
  }

  /** Any number: zigzagged, so that a small negative one stays short. */
  WireOut number(long value) {
    return count((value << 1) ^ (value >> 63));
  }

  /** Four bytes, big-endian (a batch's count and lengths). */
  WireOut int32(int value) {
    room(4);
    bytes[size++] = (byte) (value >>> 24);
    bytes[size++] = (byte) (value >>> 16);
    bytes[size++] = (byte) (value >>> 8);
    bytes[size++] = (byte) value;
    return this;
  }

  WireOut raw(byte[] from, int offset, int length) {
    room(length);
    System.arraycopy(from, offset, bytes, size, length);
    size += length;
    return this;
  }

  /** A text, or null; ASCII (a move, a name, a FEN) copied a char a byte without a UTF-8 array. */
  WireOut string(String text) {
    if (text == null) {
      return count(0);
    }
    int length = text.length();
    for (int i = 0; i < length; i++) {
      if (text.charAt(i) >= 0x80) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        count(utf8.length + 1L);
        return raw(utf8, 0, utf8.length);
      }
    }
    count(length + 1L);
    room(length);
    for (int i = 0; i < length; i++) {
      bytes[size++] = (byte) text.charAt(i);
    }
    return this;
  }
}
