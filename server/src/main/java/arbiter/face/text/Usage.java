package arbiter.face.text;

import arbiter.face.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How each text command is typed and what it does, for {@code help <command>} and for the line
 * that follows an invalid command: {@code <...>} must be given, {@code [...]} may be left out.
 */
final class Usage {

  /** A command's usage line and what it does. */
  record Entry(String usage, String meaning) {}

  /** Each command's word and the keys of its usage line and of what it does, in menu order. */
  private static final List<String[]> COMMANDS = new ArrayList<>();

  static {
    add("register", "usage.register", "means.register");
    add("login", "usage.login", "means.login");
    add("remove", "usage.remove", "means.remove");
    add("list_users", "usage.list_users", "means.list_users");
    add("help", "usage.help", "means.help");
    add("exit", "usage.exit", "means.exit");
    add("logout", "usage.logout", "means.logout");
    add("new_game", "usage.new_game", "means.new_game");
    add("accept", "usage.accept", "means.accept");
    add("decline", "usage.decline", "means.decline");
    add("scoreboard", "usage.scoreboard", "means.scoreboard");
    add("who", "usage.who", "means.who");
    add("games", "usage.games", "means.games");
    add("observe", "usage.observe", "means.observe");
    add("unobserve", "usage.unobserve", "means.unobserve");
    add("pause", "usage.pause", "means.pause");
    add("resume", "usage.resume", "means.resume");
    add("moretime", "usage.moretime", "means.moretime");
    add("adjudicate", "usage.adjudicate", "means.adjudicate");
    add("history", "usage.history", "means.history");
    add("moves", "usage.moves", "means.moves");
    add("analyze", "usage.analyze", "means.analyze");
    add("export", "usage.export", "means.export");
    add("ratings", "usage.ratings", "means.ratings");
    add("finger", "usage.finger", "means.finger");
    add("tournament", "usage.tournament", "means.tournament");
    add("team", "usage.team", "means.team");
    add("select", "usage.select", "means.select");
    add("deselect", "usage.deselect", "means.deselect");
    add("move", "usage.move", "means.move");
    add("next_turn", "usage.next_turn", "means.next_turn");
    add("show_turn", "usage.show_turn", "means.show_turn");
    add("undo", "usage.undo", "means.undo");
    add("undo_number", "usage.undo_number", "means.undo_number");
    add("show_moves", "usage.show_moves", "means.show_moves");
    add("show_killed", "usage.show_killed", "means.show_killed");
    add("show_board", "usage.show_board", "means.show_board");
    add("forfeit", "usage.forfeit", "means.forfeit");
    add("draw", "usage.draw", "means.draw");
    add("claim", "usage.claim", "means.claim");
    add("time", "usage.time", "means.time");
    add("say", "usage.say", "means.say");
    add("set", "usage.set_board", "means.set_board");
    add("set", "usage.set_prompt", "means.set_prompt");
    add("set", "usage.set_language", "means.set_language");
  }

  private Usage() {}

  private static void add(String command, String usage, String meaning) {
    COMMANDS.add(new String[] {command, usage, meaning});
  }

  /** Every entry of a command word (the {@code set} commands), each as usage then meaning. */
  static List<String> all(Words w, String word) {
    List<String> lines = new ArrayList<>();
    for (String[] command : COMMANDS) {
      if (command[0].equals(word)) {
        lines.add(w.get(command[1]));
        lines.add(w.get(command[2]));
      }
    }
    return lines;
  }

  /** The command whose first word this is, or {@code null}. */
  static Entry of(Words w, String word) {
    Entry found = null;
    for (String[] command : COMMANDS) {
      if (command[0].equals(word)) {
        found = new Entry(w.get(command[1]), w.get(command[2])); // the last of a word's entries
      }
    }
    return found;
  }

  /**
   * The command the word was most likely meant to be: the same in lower case, or one or two typing
   * mistakes away; {@code null} when none is that close.
   */
  static String nearest(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    for (String[] entry : COMMANDS) {
      if (entry[0].equals(lower)) {
        return lower;
      }
    }
    String best = null;
    int bestDistance = lower.length() <= 4 ? 2 : 3; // closer than this, and not a whole other word
    for (String[] entry : COMMANDS) {
      String command = entry[0];
      int distance = distance(lower, command);
      if (distance < bestDistance) {
        best = command;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** Levenshtein distance, counting a swap of two neighbours as one edit. */
  private static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
