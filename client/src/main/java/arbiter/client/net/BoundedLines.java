package arbiter.client.net;

import java.io.IOException;
import java.io.Reader;

/**
 * The server's lines, each at most a given length: {@link java.io.BufferedReader#readLine} grows
 * its buffer without end, so a server that sends one endless line filled the client's heap and
 * the link's thread died of it, leaving the client deaf to everything after. A longer line is a
 * {@link TooLong}, which drops the connection.
 */
final class BoundedLines {

  /** A line longer than the limit: the server is not speaking the protocol. */
  static final class TooLong extends IOException {
    TooLong(int limit) {
      super("the server sent a line over " + limit + " characters");
    }
  }

  private final Reader in;
  private final int limit;
  private final char[] buffer = new char[8192];
  private int start;
  private int end;
  private boolean afterReturn;

  BoundedLines(Reader in, int limit) {
    this.in = in;
    this.limit = limit;
  }

  /** The next line without its end ({@code \n}, {@code \r\n} or {@code \r}); null at the end. */
  String next() throws IOException {
    StringBuilder line = null;
    while (true) {
      if (start == end) {
        end = in.read(buffer);
        start = 0;
        if (end <= 0) {
          end = 0;
          return line == null ? null : line.toString();
        }
      }
      if (afterReturn) {
        afterReturn = false;
        if (buffer[start] == '\n') {
          start++;
          continue;
        }
      }
      int from = start;
      while (start < end && buffer[start] != '\n' && buffer[start] != '\r') {
        start++;
      }
      int length = (line == null ? 0 : line.length()) + start - from;
      if (length > limit) {
        throw new TooLong(limit);
      }
      if (line == null) {
        line = new StringBuilder(start - from);
      }
      line.append(buffer, from, start - from);
      if (start < end) {
        afterReturn = buffer[start] == '\r';
        start++;
        return line.toString();
      }
    }
  }
}
