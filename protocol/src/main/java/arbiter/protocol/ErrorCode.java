package arbiter.protocol;

/** The stable codes of {@link Event.Error}; their wire form is the lower-case name. */
public enum ErrorCode {
  /** The line is not a JSON object. */
  BAD_JSON,
  /** The {@code type} is missing or unknown. */
  UNKNOWN_TYPE,
  /** A field is missing or has the wrong form. */
  BAD_REQUEST,
  /** The client's protocol version is not one the server speaks. */
  UNSUPPORTED_VERSION,
  /** The line is longer than the server accepts. */
  LINE_TOO_LONG,
  /** The request needs a logged-in user. */
  NOT_LOGGED_IN,
  /** Login failed: unknown user or wrong password. */
  BAD_CREDENTIALS,
  /** Too many failed logins; wait before trying again. */
  SLOW_DOWN,
  /** Registration failed: the name is taken or not allowed. */
  USER_EXISTS,
  /** The named user does not exist or is not online. */
  NO_SUCH_USER,
  /** The named game does not exist. */
  NO_SUCH_GAME,
  /** The request needs a running game of the caller's. */
  NOT_IN_GAME,
  /** It is the other player's turn. */
  NOT_YOUR_TURN,
  /** The move is malformed, illegal or ambiguous. */
  ILLEGAL_MOVE,
  /** The request is not allowed in the current state (e.g. no undos left). */
  NOT_ALLOWED,
  /** The variant id is unknown. */
  NO_SUCH_VARIANT,
  /** No tournament has this name. */
  NO_SUCH_TOURNAMENT,
  /** The server failed; the request had no effect. */
  INTERNAL,
  /**
   * The server is reconnecting (a cluster's edge waits for its core): the request had no effect
   * (a move was not played); send it again once the game is shown again.
   */
  RECONNECTING;

  /** The wire form, e.g. {@code "not_your_turn"}. */
  public String wire() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
