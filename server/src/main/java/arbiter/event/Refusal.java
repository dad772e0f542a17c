package arbiter.event;

/**
 * Why a command was refused. Each face derives its words from it: the text face the seed 002
 * sentence, the JSON face an error code and message. Adding a reason makes both renderers'
 * exhaustive switches fail to compile until they say it.
 */
public enum Refusal {
  // any menu
  INVALID_COMMAND,
  /** A JSON field is missing or malformed; on text it is an invalid command. */
  BAD_REQUEST,
  LINE_TOO_LONG,
  /** The server failed on the request; it had no effect. */
  INTERNAL,
  /** The move (or the game's end) could not be stored: it was not made, nobody saw it. */
  NOT_STORED,
  // accounts
  USERNAME_FORMAT,
  PASSWORD_FORMAT,
  USER_EXISTS,
  NO_SUCH_USER,
  /** history, finger: no user has the name (JSON: {@code no_such_user}, not a login's error). */
  UNKNOWN_USER,
  WRONG_PASSWORD,
  /** remove: the user is online or in a game. */
  USER_BUSY,
  // the command does not fit where the session is (text: an invalid command of that menu)
  LOG_IN_FIRST,
  LOG_OUT_FIRST,
  NOT_PLAYING,
  NOT_WATCHING,
  NO_GAME_FOR_CHAT,
  /** say, chat: the text holds control characters or bidi overrides (JSON: bad_request). */
  CHAT_CONTROL,
  LEAVE_GAME_FIRST,
  // lobby
  NEGATIVE_LIMIT,
  SELF_CHALLENGE,
  USER_OFFLINE,
  USER_IN_GAME,
  USER_UNAVAILABLE,
  NO_CHALLENGE,
  NO_SUCH_GAME,
  NO_SUCH_VARIANT,
  /** A time control that is none of the accepted forms. */
  BAD_TIME_CONTROL,
  /** {@code time} in an untimed game. */
  UNTIMED,
  // game (seed 002 order of checks)
  WRONG_SQUARE,
  NOT_YOUR_PIECE,
  EMPTY_SQUARE,
  NOTHING_SELECTED,
  ALREADY_MOVED,
  NO_SELECTED_PIECE,
  CANNOT_MOVE_THERE,
  MOVE_FIRST,
  NO_UNDOS_LEFT,
  NOTHING_TO_UNDO,
  UNDO_USED_THIS_TURN,
  /** Not a move in the variant's notation (text: an invalid command). */
  MALFORMED_MOVE,
  ILLEGAL_MOVE,
  AMBIGUOUS_MOVE,
  SPECTATORS_CANNOT_PLAY,
  NOT_YOUR_TURN,
  OPPONENT_CONNECTED,
  /** claim: the grace period runs; {@code number} is the seconds left. */
  CLAIM_TOO_EARLY,
  DRAW_ALREADY_OFFERED,
  // tournaments; {@code subject} names the tournament where the sentence does
  NO_SUCH_TOURNAMENT,
  TOURNAMENT_NAME_FORMAT,
  TOURNAMENT_EXISTS,
  TOURNAMENT_FORMAT,
  TOURNAMENT_NUMBERS,
  SWISS_NEEDS_ROUNDS,
  NOT_ORGANIZER,
  NOT_STARTED,
  /** The tournament's own rules refuse it; {@code subject} is the tournament's sentence. */
  TOURNAMENT_RULE,
  // the ICS face
  /** The challenged user's client (a chess GUI on the ICS port) cannot show the variant. */
  VARIANT_UNPLAYABLE,
  /** {@code play N}: no seek ad has that number. */
  NO_SUCH_SEEK,
  /** {@code play N} on one's own seek ad. */
  OWN_SEEK
}
