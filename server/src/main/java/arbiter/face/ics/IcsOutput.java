package arbiter.face.ics;

/**
 * Where the ICS face writes: text exactly as given (FICS ends lines with {@code \n\r} and leaves
 * its prompt unended), and the telnet echo switch for the password. Thread-safe; never blocks.
 */
public interface IcsOutput {

  /** Writes the text as it is, in UTF-8, read before this returns (a builder may be reused). */
  void send(CharSequence text);

  /** Tells the client whether the server echoes (so that it does not: the password is hidden). */
  void echo(boolean serverEchoes);

  /** Ends the connection once what was sent has been written. */
  void close();

  /** The remote address. */
  String address();

  /** The user logged in ({@code true}) or out: the connection may allow more idle time then. */
  default void loggedIn(boolean loggedIn) {}
}
