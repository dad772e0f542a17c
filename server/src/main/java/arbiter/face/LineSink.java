package arbiter.face;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Where a face writes its lines: a network connection or a console. Thread-safe; never blocks. */
public interface LineSink {

  /** Writes the lines, each ended by the sink's line ending. */
  void write(List<String> lines);

  /**
   * Writes lines already encoded, each ended by {@code \r\n}, and releases the buffer. A network
   * sink sends the bytes as they are (they may be shared with other connections); this default
   * hands them on as text.
   */
  default void write(ByteBuf lines) {
    try {
      String text = lines.toString(StandardCharsets.UTF_8);
      List<String> split = new ArrayList<>();
      int start = 0;
      for (int end = text.indexOf("\r\n"); end >= 0; end = text.indexOf("\r\n", start)) {
        split.add(text.substring(start, end));
        start = end + 2;
      }
      write(split);
    } finally {
      lines.release();
    }
  }

  /** Ends the connection once what was written has been sent. */
  void close();

  /** The remote address (for slowing down failed logins per address); any text for a console. */
  String address();

  /** The user logged in ({@code true}) or out: a connection may allow more idle time then. */
  default void loggedIn(boolean loggedIn) {}

  /** Writes a prompt: text the user types after, with no line ending. */
  default void prompt(String text) {}
}
