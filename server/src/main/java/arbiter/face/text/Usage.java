package arbiter.face.text;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How each text command is typed and what it does, for {@code help <command>} and for the line
 * that follows an invalid command: {@code <...>} must be given, {@code [...]} may be left out.
 */
final class Usage {

  /** A command's usage line and what it does. */
  record Entry(String usage, String meaning) {}

  private static final Map<String, Entry> COMMANDS = new LinkedHashMap<>();

  static {
    add("register <name> <password>", "creates an account (English letters, digits and _)");
    add("login <name> <password>", "logs in; a game of yours goes on where it was");
    add("remove <name> <password>", "deletes an account that is not online");
    add("list_users", "lists every user");
    add("help [command]", "lists the commands here, or explains one");
    add("exit", "closes the connection");
    add("logout", "logs out, back to register and login");
    add("new_game <user> <limit> [variant] [time] [rated|unrated]",
        "challenges a user who is online; limit: turns before the game is a draw, 0 for none;"
            + " variant: kingcapture (the default), chess, pawns, minishogi or checkers;"
            + " time: 5+3, 25d5, 40/90+30,30+30 or 10b30x3 (none: untimed)");
    add("accept <user>", "accepts that user's challenge: the game starts, the challenger white");
    add("decline <user>", "declines that user's challenge");
    add("scoreboard [variant]", "name, score, wins, draws and losses of every user");
    add("who", "who is online, with their ratings");
    add("games", "the running games: id, players, variant, limit, turns");
    add("observe <game>", "watches a running game (unobserve stops)");
    add("unobserve", "stops watching");
    add("history [user]", "the last games of a user (yourself when left out)");
    add("moves <game>", "the moves of a game, finished or running");
    add("export <game>", "the game in its variant's file format (PGN, KIF or PDN), also saved");
    add("ratings [variant]", "the rating list");
    add("finger <user>", "a user's ratings and number of games");
    add("tournament create|join|leave|start|list|standings|pairings ...",
        "tournament create <name> <variant> roundrobin|swiss [rounds] [limit] [time],"
            + " tournament join <name>, tournament start <name>, tournament standings <name>");
    add("select <row>,<column>", "picks your piece (kingcapture and chess); rows and columns 1-8,"
        + " row 1 white's");
    add("deselect", "drops the selection");
    add("move <row>,<column>", "moves the selected piece there; next_turn ends your turn");
    add("next_turn", "ends your turn after move");
    add("show_turn", "whose turn it is");
    add("undo", "takes your move back before next_turn (two a game, one a turn)");
    add("undo_number", "how many undos you have left");
    add("show_moves [-all]", "your moves (-all: both players')");
    add("show_killed [-all]", "the pieces you took (-all: both players')");
    add("show_board", "the board");
    add("forfeit", "gives the game up (you score -1, your opponent 2)");
    add("draw", "offers a draw, or accepts your opponent's offer");
    add("claim", "wins the game when your opponent left and did not come back in time");
    add("time", "both clocks of a timed game");
    add("say <text>", "chat in your game; spectators read it too");
    add("set board classic|grid", "boards as the variant's own program draws them, or a grid with"
        + " coordinates seen from your side and the last move marked");
    add("set prompt on|off", "a prompt before each command you type");
  }

  private Usage() {}

  private static void add(String usage, String meaning) {
    COMMANDS.put(usage.split(" ")[0], new Entry(usage, meaning));
  }

  /** The command whose first word this is, or {@code null}. */
  static Entry of(String word) {
    return COMMANDS.get(word);
  }

  /**
   * The command the word was most likely meant to be: the same in lower case, or one or two typing
   * mistakes away; {@code null} when none is that close.
   */
  static String nearest(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    if (COMMANDS.containsKey(lower)) {
      return lower;
    }
    String best = null;
    int bestDistance = lower.length() <= 4 ? 2 : 3; // closer than this, and not a whole other word
    for (String command : COMMANDS.keySet()) {
      int distance = distance(lower, command);
      if (distance < bestDistance) {
        best = command;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** The commands' usage lines, in menu order. */
  static List<Entry> all() {
    return List.copyOf(COMMANDS.values());
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
