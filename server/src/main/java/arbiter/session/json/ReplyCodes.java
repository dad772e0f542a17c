package arbiter.session.json;

import arbiter.protocol.ErrorCode;
import java.util.Map;

/**
 * The error code of each refusal the menus and game rooms write; a reply not listed here is a
 * success. Keeping the texts here, next to their codes, keeps the codes stable when wording moves.
 */
final class ReplyCodes {

  private static final Map<String, ErrorCode> ERRORS =
      Map.ofEntries(
          Map.entry("invalid command", ErrorCode.BAD_REQUEST),
          Map.entry("username format is invalid", ErrorCode.BAD_REQUEST),
          Map.entry("password format is invalid", ErrorCode.BAD_REQUEST),
          Map.entry("a user exists with this username", ErrorCode.USER_EXISTS),
          Map.entry("no user exists with this username", ErrorCode.BAD_CREDENTIALS),
          Map.entry("incorrect password", ErrorCode.BAD_CREDENTIALS),
          Map.entry("this user is online or in a game", ErrorCode.NOT_ALLOWED),
          Map.entry("number should be positive to have a limit or 0 for no limit", ErrorCode.BAD_REQUEST),
          Map.entry("you must choose another player to start a game", ErrorCode.NOT_ALLOWED),
          Map.entry("user is not online", ErrorCode.NO_SUCH_USER),
          Map.entry("user is in a game", ErrorCode.NOT_ALLOWED),
          Map.entry("user is not available", ErrorCode.NOT_ALLOWED),
          Map.entry("no challenge from this user", ErrorCode.NO_SUCH_USER),
          Map.entry("no game with this id", ErrorCode.NO_SUCH_GAME),
          Map.entry("no variant with this name", ErrorCode.NO_SUCH_VARIANT),
          Map.entry("wrong coordination", ErrorCode.ILLEGAL_MOVE),
          Map.entry("you can only select one of your pieces", ErrorCode.ILLEGAL_MOVE),
          Map.entry("no piece on this spot", ErrorCode.ILLEGAL_MOVE),
          Map.entry("no piece is selected", ErrorCode.NOT_ALLOWED),
          Map.entry("already moved", ErrorCode.NOT_ALLOWED),
          Map.entry("do not have any selected piece", ErrorCode.NOT_ALLOWED),
          Map.entry("cannot move to the spot", ErrorCode.ILLEGAL_MOVE),
          Map.entry("you must move then proceed to next turn", ErrorCode.NOT_ALLOWED),
          Map.entry("you cannot undo anymore", ErrorCode.NOT_ALLOWED),
          Map.entry("you must move before undo", ErrorCode.NOT_ALLOWED),
          Map.entry("you have used your undo for this turn", ErrorCode.NOT_ALLOWED),
          Map.entry("illegal move", ErrorCode.ILLEGAL_MOVE),
          Map.entry("ambiguous move", ErrorCode.ILLEGAL_MOVE),
          Map.entry("spectators cannot play", ErrorCode.NOT_ALLOWED),
          Map.entry("it is not your turn", ErrorCode.NOT_YOUR_TURN),
          Map.entry("server error, try again", ErrorCode.INTERNAL),
          Map.entry("your opponent is connected", ErrorCode.NOT_ALLOWED),
          Map.entry("you have offered a draw already", ErrorCode.NOT_ALLOWED),
          Map.entry("line too long", ErrorCode.LINE_TOO_LONG));

  /** Refusals that carry a number. */
  private static final Map<String, ErrorCode> PREFIXES =
      Map.of("you may claim the win in ", ErrorCode.NOT_ALLOWED);

  private ReplyCodes() {}

  /** The error code of a reply line, or {@code null} if it reports a success. */
  static ErrorCode errorOf(String line) {
    ErrorCode code = ERRORS.get(line);
    if (code != null) {
      return code;
    }
    for (Map.Entry<String, ErrorCode> prefix : PREFIXES.entrySet()) {
      if (line.startsWith(prefix.getKey())) {
        return prefix.getValue();
      }
    }
    return null;
  }
}
