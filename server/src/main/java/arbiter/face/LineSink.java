package arbiter.face;

import java.util.List;

/** Where a face writes its lines: a network connection or a console. Thread-safe; never blocks. */
public interface LineSink {

  /** Writes the lines, each ended by the sink's line ending. */
  void write(List<String> lines);

  /** Ends the connection once what was written has been sent. */
  void close();

  /** The remote address (for slowing down failed logins per address); any text for a console. */
  String address();

  /** The user logged in ({@code true}) or out: a connection may allow more idle time then. */
  default void loggedIn(boolean loggedIn) {}

  /** Writes a prompt: text the user types after, with no line ending. */
  default void prompt(String text) {}
}
