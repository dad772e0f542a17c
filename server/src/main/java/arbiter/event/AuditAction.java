package arbiter.event;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One action of a tournament's or a simul's audit log, typed: what was done ({@link Kind}) and its
 * arguments (names, a round, a board, a result...), built where the director or the simul does
 * it. The faces word it by the key {@code audit.<kind>} with the arguments in order; the store
 * keeps the kind's {@link Kind#code} and the arguments apart. An argument is a text or a whole
 * number ({@code Long}); a number is written in the reader's digits.
 *
 * @param args as many as the kind names, in its order
 */
public record AuditAction(Kind kind, List<Object> args) {

  /**
   * What was done, with the names of its arguments. Adding one is a constant here and a sentence
   * {@code audit.<code>} in every language's words (the words check finds one missing). A
   * constant's {@link #code} is stored: renaming one leaves its old rows unreadable.
   */
  public enum Kind {
    /** A row stored as command text before actions were typed: its text, shown as it was. */
    LEGACY("text"),
    // registration
    JOIN,
    LEAVE,
    ACCEPT,
    DECLINE,
    CHECKIN,
    START,
    IMPORT,
    /** A players file was read: how many were entered, how many invited. */
    PLAYERS("entered", "invited"),
    ENTER("player"),
    ENTER_HALF("player"),
    ENTER_FULL("player"),
    INVITE("player"),
    INVITE_HALF("player"),
    INVITE_FULL("player"),
    /** An organizer offers a seat (a player without an account) to {@code user}. */
    SEAT_OFFER("seat", "user"),
    /** The user took the seat offered to them; it plays under their name from then on. */
    SEAT_ACCEPT("seat"),
    /** With check-in on, a player who did not check in was withdrawn as round 1 started. */
    NOT_CHECKED_IN("player"),
    // the organizers' controls
    ARBITER("user"),
    BYE("player", "round"),
    WITHDRAW("player"),
    REINSTATE("player"),
    SET("option", "value"),
    PAIR("round"),
    BEGIN("round"),
    REPAIR("round"),
    /** The published round could not be paired again after a change; {@code reason} says why. */
    ROUND_KEPT("round", "reason"),
    SWAP("first", "second", "round"),
    BOARD("board", "white", "black", "round"),
    CORRECT("round", "board", "from", "to"),
    /** A player withdrawn by the server after {@code absences} games lost without playing. */
    ABSENT_WITHDRAWN("player", "absences"),
    // teams
    TEAM_ENTER("team"),
    TEAM_LEAVE("team"),
    TEAM_WITHDRAW("team"),
    /** A team's line-up; {@code players} are the names in board order, between spaces. */
    LINEUP("team", "players"),
    // arena
    REJOIN,
    PAUSE("player"),
    RESUME("player"),
    /** The server paused a player whose first move did not come. */
    PAUSE_NO_MOVE("player", "board"),
    BERSERK("board"),
    // over the board
    REPORT("round", "board", "result"),
    RESULT("round", "board", "result"),
    LOCK("round"),
    UNLOCK("round"),
    LIVE("round", "board"),
    PGN("round", "board", "game"),
    CALL("call", "board"),
    CALL_TEXT("call", "board", "text"),
    TAKE("call"),
    // an arbiter's hand on a running game
    MORETIME("game", "player", "seconds"),
    GAME_PAUSE("game"),
    GAME_RESUME("game"),
    ADJUDICATE("game", "result"),
    ADJUDICATE_WHY("game", "result", "reason"),
    // a simul's host (the simul's own log); {@code colour}: white, black or alternate
    SIMUL_CREATE("variant", "time", "colour"),
    SIMUL_CREATE_UNTIMED("variant", "colour"),
    SIMUL_START("boards"),
    SIMUL_CANCEL;

    private final List<String> arguments;

    Kind(String... arguments) {
      this.arguments = List.of(arguments);
    }

    /** The names of the arguments, in order. */
    public List<String> arguments() {
      return arguments;
    }

    /** The kind as stored and as the JSON protocol names it: {@code not_checked_in}. */
    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The kind of a {@link #code}, or {@code null} for none (a row of a newer server). */
    public static Kind of(String code) {
      for (Kind kind : values()) {
        if (kind.code().equals(code)) {
          return kind;
        }
      }
      return null;
    }
  }

  public AuditAction {
    List<Object> checked = new ArrayList<>(args.size());
    for (Object arg : args) {
      Object value = arg instanceof Integer number ? Long.valueOf(number) : arg;
      if (!(value instanceof String) && !(value instanceof Long)) {
        throw new IllegalArgumentException(kind + ": an argument is a text or a number: " + arg);
      }
      checked.add(value);
    }
    if (checked.size() != kind.arguments().size()) {
      throw new IllegalArgumentException(kind + " takes " + kind.arguments() + ", given " + args);
    }
    args = List.copyOf(checked);
  }

  /** An action of a kind with its arguments ({@code String}, {@code int} or {@code long}). */
  public static AuditAction of(Kind kind, Object... args) {
    return new AuditAction(kind, Arrays.asList(args));
  }

  /** A row stored as command text, before actions were typed. */
  public static AuditAction legacy(String text) {
    return of(Kind.LEGACY, text);
  }
}
