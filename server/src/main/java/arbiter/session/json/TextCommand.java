package arbiter.session.json;

import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The text-protocol line a JSON request stands for: the menus run it, so the lobby's rules live in
 * one place whatever the framing.
 */
final class TextCommand {

  private static final Pattern WORD = Pattern.compile("\\S+");
  private static final Pattern MOVE = Pattern.compile("[^\\r\\n]{1,40}");

  /**
   * Words a {@code move} must not start with: they would run another command. The seed 002
   * {@code select}, {@code move}, {@code deselect} and {@code next_turn} stay allowed: SPEC 1 counts
   * them as kingcapture's native notation (and {@code undo} only works between them).
   */
  private static final Set<String> COMMANDS =
      Set.of("forfeit", "claim", "draw", "undo", "say", "help", "undo_number", "show_turn", "show_board",
          "show_moves", "show_killed", "who", "games", "observe", "unobserve", "logout", "accept",
          "decline", "new_game", "scoreboard", "list_users", "register", "login", "remove", "exit");

  private TextCommand() {}

  /** The text line for the request, or {@code null} when a field is missing or malformed. */
  static String of(Request request) {
    if (request instanceof Request.Register r) {
      return words("register", r.user(), r.password());
    }
    if (request instanceof Request.Login r) {
      return words("login", r.user(), r.password());
    }
    if (request instanceof Request.Challenge r) {
      String limit = Integer.toString(r.limit());
      return r.variant() == null
          ? words("new_game", r.user(), limit)
          : words("new_game", r.user(), limit, r.variant());
    }
    if (request instanceof Request.Accept r) {
      return words("accept", r.user());
    }
    if (request instanceof Request.Decline r) {
      return words("decline", r.user());
    }
    if (request instanceof Request.Move r) {
      return move(r.move());
    }
    if (request instanceof Request.Observe r) {
      return "observe " + r.game();
    }
    if (request instanceof Request.Chat r) {
      String text = r.text();
      return text == null || text.isBlank() || text.contains("\n") || text.contains("\r")
          ? null : "say " + text.strip();
    }
    if (request instanceof Request.Scoreboard r) {
      return r.variant() == null ? "scoreboard" : words("scoreboard", r.variant());
    }
    if (request instanceof Request.Logout
        || request instanceof Request.Undo
        || request instanceof Request.Forfeit
        || request instanceof Request.Claim
        || request instanceof Request.Draw
        || request instanceof Request.Unobserve
        || request instanceof Request.Who
        || request instanceof Request.Games) {
      return JsonCodec.typeOf(request.getClass()); // the text command has the same name
    }
    return null;
  }

  /**
   * The words of a tournament request after {@code tournament}, as the text command takes them,
   * or {@code null} when a field is missing or malformed.
   */
  static List<String> tournamentWords(Request.Tournament request) {
    String action = request.action() == null ? "" : request.action();
    List<String> words = new ArrayList<>();
    words.add(action);
    switch (action) {
      case "create" -> {
        words.addAll(Arrays.asList(request.name(), request.variant(), request.system(),
            String.valueOf(request.rounds() == null ? 0 : request.rounds()),
            String.valueOf(request.limit() == null ? 0 : request.limit())));
      }
      case "join", "leave", "start", "standings" -> words.add(request.name());
      case "pairings" -> {
        words.add(request.name());
        if (request.round() != null) {
          words.add(String.valueOf(request.round()));
        }
      }
      case "list" -> { }
      default -> {
        return null;
      }
    }
    for (String word : words) {
      if (word == null || !WORD.matcher(word).matches()) {
        return null;
      }
    }
    return words;
  }

  private static String words(String command, String... arguments) {
    StringBuilder line = new StringBuilder(command);
    for (String argument : arguments) {
      if (argument == null || !WORD.matcher(argument).matches()) {
        return null;
      }
      line.append(' ').append(argument);
    }
    return line.toString();
  }

  private static String move(String move) {
    if (move == null || !MOVE.matcher(move.strip()).matches()) {
      return null;
    }
    String first = move.strip().split("\\s+")[0];
    return COMMANDS.contains(first) ? null : move.strip();
  }
}
