package arbiter.edge;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;

/**
 * A chess program on the ICS port of a {@link Hall}, read as XBoard reads it: the bytes as they
 * come (FICS ends lines with {@code \n\r} and leaves its prompt unended; the echo switch is
 * bytes), taken up to an expected text.
 */
final class IcsPlayer {

  private final Hall hall;
  private final EmbeddedChannel channel;
  /** Everything received and not yet taken, bytes as ISO-8859-1 chars (IAC stays 0xFF). */
  private final StringBuilder received = new StringBuilder();

  IcsPlayer(Hall hall, EmbeddedChannel channel) {
    this.hall = hall;
    this.channel = channel;
  }

  /** Sends a line ended by {@code \n}, as XBoard does, and lets the hall answer. */
  IcsPlayer send(String line) {
    channel.writeInbound(Unpooled.copiedBuffer(line + "\n", StandardCharsets.UTF_8));
    hall.settle();
    return this;
  }

  /** Everything received up to and including {@code text}, taken from what was received. */
  String upTo(String text) {
    hall.settle();
    for (Object out = channel.readOutbound(); out != null; out = channel.readOutbound()) {
      ByteBuf bytes = (ByteBuf) out;
      received.append(bytes.toString(StandardCharsets.ISO_8859_1));
      bytes.release();
    }
    int at = received.indexOf(text);
    if (at < 0) {
      throw new AssertionError("no \"" + printable(text) + "\" in \""
          + printable(received.toString()) + "\"");
    }
    String taken = received.substring(0, at + text.length());
    received.delete(0, at + text.length());
    return taken;
  }

  /** Everything up to and including the next prompt. */
  String block() {
    return upTo("fics% ");
  }

  /** Hangs up. */
  void close() {
    channel.close();
    hall.settle();
  }

  private static String printable(String text) {
    return text.replace("\n", "\\n").replace("\r", "\\r").replace("\u00ff", "<IAC>");
  }
}
