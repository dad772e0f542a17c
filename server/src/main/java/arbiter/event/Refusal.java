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
  /**
   * A cluster's edge lost its core and waits for one: the command was not run (a move not
   * played); send it again once the game is shown again.
   */
  RECONNECTING,
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
  /** A tournament export before any of its games was stored. */
  NO_TOURNAMENT_GAMES,
  /** {@code export simul HOST} of a user who has hosted no simul that began. */
  NO_SIMUL_GAMES,
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
  /** The game's clocks stand still: it waits for its players after a restart, or is paused. */
  GAME_HELD,
  OPPONENT_CONNECTED,
  /** claim: the grace period runs; {@code number} is the seconds left. */
  CLAIM_TOO_EARLY,
  /** claim of a draw: the position does not allow the one claimed (or none). */
  NO_DRAW_CLAIM,
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
  /** An organizer control by someone who is not the creator, an admin or an arbiter. */
  NOT_ARBITER,
  /** A tournament result is none of 1-0 0-1 = +- -+ --. */
  TOURNAMENT_RESULT,
  // the ICS face
  /** The challenged user's client (a chess GUI on the ICS port) cannot show the variant. */
  VARIANT_UNPLAYABLE,
  // limits against abuse (issue 21); {@code number} is the limit or the seconds to wait
  /** login, remove: too many attempts for this user name; try again after {@code number} s. */
  LOGIN_THROTTLED,
  /** register, login: the password checks are queued beyond their bound. */
  SERVER_BUSY,
  /** register: {@code number} registrations an hour from one address. */
  REGISTRATION_LIMIT,
  /** say: {@code number} chat lines a minute. */
  CHAT_LIMIT,
  /** new_game: {@code number} challenges waiting for an answer at once. */
  CHALLENGE_LIMIT,
  /** The house bots play as many games as the server allows ({@code number}). */
  BOTS_BUSY,
  /** An external engine's bot whose program did not start ({@code subject}: its name). */
  BOT_UNAVAILABLE,
  /** A bot asked for a variant it does not play ({@code subject}: the variants it plays). */
  BOT_VARIANT,
  /** A level asked of a player other than {@code house}, or out of 1-{@code number}. */
  BOT_LEVEL,
  /** An analysis was asked of a game that is still running. */
  GAME_RUNNING,
  /** Too many analyses wait already ({@code number}). */
  ANALYSIS_BUSY,
  /** tournament create: {@code number} tournaments a user may have created and not finished. */
  TOURNAMENT_LIMIT,
  /** tournament create/import: a Swiss of more than {@code number} rounds. */
  ROUNDS_LIMIT,
  /** tournament join/enter/import: {@code subject} would have more than {@code number} players. */
  PLAYER_LIMIT,
  /**
   * tournament create/import: a clock shorter than {@code number} seconds for a game of 40 moves
   * (base time plus 40 increments).
   */
  TOURNAMENT_TIME_MINIMUM,
  /** tournament decline: no invitation to the tournament named by {@code subject}. */
  NOT_INVITED,
  /** Too many connections (from this address, or in all); the connection closes. */
  CONNECTION_LIMIT,
  /** The login was not done within {@code number} seconds of connecting; the connection closes. */
  LOGIN_DEADLINE,
  // ICS seek ads
  /** {@code play N}: no seek ad has that number. */
  NO_SUCH_SEEK,
  /** {@code play N} on one's own seek ad. */
  OWN_SEEK,
  // the arbiter's hand
  /**
   * {@code moretime}/{@code adjudicate} by someone who is neither an organizer of the game's
   * tournament nor an admin (nor, for {@code moretime}, the casual opponent); {@code number} the game.
   */
  NOT_GAME_ARBITER,
  /** {@code moretime} of less than 1 or more than {@code number} seconds. */
  TIME_GIFT_RANGE,
  /** {@code moretime} for a user who does not play the game. */
  NOT_A_PLAYER,
  /** {@code adjudicate} with a result other than 1-0, 0-1, 1/2-1/2. */
  ADJUDICATION_RESULT,
  /**
   * {@code pause}/{@code resume} by someone who is neither an organizer of the game's tournament,
   * an admin, nor a player of the casual game; {@code number} the game.
   */
  PAUSE_NOT_ALLOWED,
  /** {@code pause} of a game that is paused already; {@code number} the game. */
  ALREADY_PAUSED,
  /** {@code resume} of a game that is not paused; {@code number} the game. */
  NOT_PAUSED
}
