package arbiter.session;

import arbiter.protocol.Event;
import java.util.List;

/** Where a session's output goes: a console or a network connection. Thread-safe. */
public interface Connection {

  /** Writes the lines, each ended by the connection's line ending. */
  void send(List<String> lines);

  /** Ends the connection once what was sent has been written. */
  void close();

  /** The remote address (for slowing down failed logins per address); any text for a console. */
  String address();

  /** Whether the other end reads JSON messages ({@link #send(Event)}) rather than text. */
  default boolean structured() {
    return false;
  }

  /** Sends a message to a {@link #structured()} connection. */
  default void send(Event event) {}

  /** The user logged in ({@code true}) or out: a connection may allow more idle time then. */
  default void loggedIn(boolean loggedIn) {}
}
