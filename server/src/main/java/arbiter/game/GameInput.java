package arbiter.game;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one line of the game menu and runs it on a match for one participant: a player of a side,
 * both players at one console (hot seat), or a spectator.
 */
final class GameInput {

  static final List<String> HELP =
      List.of(
          "select [x],[y]",
          "deselect",
          "move [x],[y]",
          "next_turn",
          "show_turn",
          "undo",
          "undo_number",
          "show_moves [-all]",
          "show_killed [-all]",
          "show_board",
          "help",
          "forfeit");

  static final List<String> NETWORK_HELP =
      List.of("[a move in the variant's notation]", "draw", "claim", "say [text]", "who", "games");

  private static final Pattern SQUARE_COMMAND = Pattern.compile("(select|move) (-?\\d+),(-?\\d+)");

  /** Who is typing. */
  enum Role {
    /** One player of the game, acting only on their side's turn. */
    PLAYER,
    /** Both players at one console: acts for whoever is to move (the seed 002 program). */
    HOT_SEAT,
    /** Watches; cannot act. */
    SPECTATOR
  }

  private GameInput() {}

  /**
   * Runs the line.
   *
   * @param side the player's side for {@link Role#PLAYER}, otherwise ignored
   * @param nativeMoves whether a line that is no command is tried as a move in native notation
   */
  static Reply run(Match match, Role role, Side side, String line, boolean nativeMoves) {
    String command = line.strip();
    Side viewer = role == Role.PLAYER ? side : match.mover();
    switch (command) {
      case "show_turn":
        return Reply.of(match.showTurn());
      case "show_board":
        return Reply.of(match.board());
      case "undo_number":
        return Reply.of(match.undoNumber(viewer));
      case "show_moves":
        return Reply.of(match.moves(viewer));
      case "show_moves -all":
        return Reply.of(match.moves(null));
      case "help":
        return Reply.of(help(nativeMoves));
      default:
        break;
    }
    if (command.startsWith("show_killed")) {
      if (command.equals("show_killed")) {
        return Reply.of(match.killed(viewer));
      }
      if (command.equals("show_killed -all")) {
        return Reply.of(match.killed(null));
      }
    }
    Reply refusal = refuse(match, role, side, command, nativeMoves);
    if (refusal != null) {
      return refusal;
    }
    if (command.equals("forfeit")) {
      return match.forfeit(role == Role.PLAYER ? side : match.mover());
    }
    return act(match, command, nativeMoves);
  }

  /** The one-line refusal of an action by someone who may not act now, else {@code null}. */
  private static Reply refuse(
      Match match, Role role, Side side, String command, boolean nativeMoves) {
    if (role == Role.HOT_SEAT || !isAction(match, command, nativeMoves)) {
      return null;
    }
    if (role == Role.SPECTATOR) {
      return Reply.of("spectators cannot play");
    }
    if (side != match.mover() && !command.equals("forfeit")) {
      return Reply.of("it is not your turn");
    }
    return null;
  }

  private static boolean isAction(Match match, String command, boolean nativeMoves) {
    if (command.equals("forfeit") || command.equals("next_turn") || command.equals("undo")) {
      return true;
    }
    if (match.hasPieces()
        && (command.equals("deselect") || SQUARE_COMMAND.matcher(command).matches())) {
      return true;
    }
    // anything else may be a move; what is not even shaped like one is no action
    return nativeMoves && match.isMoveShaped(command);
  }

  private static Reply act(Match match, String command, boolean nativeMoves) {
    switch (command) {
      case "next_turn":
        return match.nextTurn();
      case "undo":
        return match.undo();
      case "deselect":
        if (match.hasPieces()) {
          return match.deselect();
        }
        break;
      default:
        break;
    }
    Matcher square = SQUARE_COMMAND.matcher(command);
    if (match.hasPieces() && square.matches()) {
      int row = coordinate(square.group(2));
      int column = coordinate(square.group(3));
      return square.group(1).equals("select")
          ? match.select(row, column)
          : match.moveSelected(row, column);
    }
    return nativeMoves ? match.play(command) : Reply.of("invalid command");
  }

  /** A coordinate; numbers too long to be one are simply off the board. */
  private static int coordinate(String digits) {
    return digits.length() > 3 ? -1 : Integer.parseInt(digits);
  }

  private static List<String> help(boolean network) {
    if (!network) {
      return HELP;
    }
    List<String> lines = new ArrayList<>(HELP);
    lines.addAll(NETWORK_HELP);
    return lines;
  }
}
