package arbiter.session;

import arbiter.event.DomainEvent;
import arbiter.event.Reply;

/**
 * How one connection shows a session's events: each face (seed 002 text, JSON, ...) renders them
 * in its own words and writes them. Thread-safe; never blocks.
 */
public interface Face {

  /**
   * The answer to a command, all of it at once (a face may need it whole, as JSON's {@code ok}),
   * with what was asked as the face's words need it.
   */
  void answer(Reply reply);

  /** News that answers no command: a move of the opponent, a challenge, a round notice. */
  void push(DomainEvent event);

  /** Ends the connection once what was sent has been written. */
  void close();

  /** The remote address (for slowing down failed logins per address); any text for a console. */
  String address();

  /** The user logged in ({@code true}) or out: a connection may allow more idle time then. */
  default void loggedIn(boolean loggedIn) {}

  /**
   * The language the user who is logging in keeps with their account, told before the login's
   * answer so that its first lines are in it already; a face whose client chose a language of its
   * own, or that has its own words, goes on in those.
   */
  default void speaks(String language) {}

  /** Whether this face can show and play the variant (a chess GUI shows chess only). */
  default boolean plays(String variant) {
    return true;
  }

  /** How long a message takes to reach the user, as measured (0 when the face cannot measure it). */
  default long lagMillis() {
    return 0;
  }

  /** Whether the client shows ICS seek ads (only the ICS face does). */
  default boolean seesSeeks() {
    return false;
  }
}
