package arbiter.client.console;

import arbiter.client.clock.TimeControlText;
import arbiter.protocol.Request;
import java.util.List;

/**
 * The console client's commands: each becomes a request, or a local action. In a game, a line
 * that is no command is sent as a move, so {@code e2e4} or {@code K 11 12} is all one types.
 */
public final class ConsoleCommands {

  /** The command words, for tab completion and help. */
  public static final List<String> WORDS =
      List.of("register", "login", "logout", "challenge", "accept", "decline", "move", "undo",
          "resign", "forfeit", "claim", "draw", "observe", "unobserve", "say", "scoreboard", "who", "games",
          "tournament", "history", "replay", "next", "prev", "first", "last", "export", "ratings",
          "finger", "moretime", "pause", "resume", "adjudicate", "computer", "analyze", "board", "moves", "flip",
          "help", "quit", "simul", "game", "team");

  /** The help, in the client's language when this class loaded. */
  public static final List<String> HELP = help();

  /** The help in the client's language now. */
  public static List<String> help() {
    return List.of(
          w("client.help_register"),
          w("client.help_login"),
          w("client.help_challenge"),
          w("client.help_challenge_variant"),
          w("client.help_challenge_time"),
          w("client.help_challenge_time2"),
          w("client.help_accept"),
          w("client.help_computer"),
          w("client.help_computer_level"),
          w("client.help_computer_engine"),
          w("client.help_analyze"),
          w("client.help_who"),
          w("client.help_observe"),
          w("client.help_move"),
          w("client.help_undo"),
          w("client.help_moretime"),
          w("client.help_pause"),
          w("client.help_pause2"),
          w("client.help_adjudicate"),
          w("client.help_say"),
          w("client.help_tournament_create"),
          w("client.help_tournament_join"),
          w("client.help_tournament_team"),
          w("client.help_team"),
          w("client.help_simul"),
          w("client.help_simul_game"),
          w("client.help_board"),
          w("client.help_history"),
          w("client.help_replay"),
          w("client.help_next"),
          w("client.help_export"),
          w("client.help_ratings"),
          w("client.help_quit"));
  }

  private static String w(String key) {
    return arbiter.client.words.ClientWords.current().get(key);
  }

  private ConsoleCommands() {}

  /** What a typed line asks for. */
  public sealed interface Action {}

  /** Send this request. */
  public record Send(Request request) implements Action {}

  /**
   * Something the client does itself: {@code board}, {@code moves}, {@code flip}, {@code help},
   * {@code quit}, and the replay steps {@code next}, {@code prev}, {@code first}, {@code last}.
   */
  public record Local(String command) implements Action {}

  /** The line cannot be read; {@code message} says how to write it. */
  public record Invalid(String message) implements Action {}

  /** Reads a line; {@code inGame} makes unknown lines moves. */
  public static Action parse(String line, boolean inGame) {
    String text = line.strip();
    if (text.isEmpty()) {
      return new Local("");
    }
    String[] words = text.split("\\s+");
    String rest = text.substring(words[0].length()).strip();
    switch (words[0]) {
      case "register":
        return words.length == 3 ? send(new Request.Register(words[1], words[2]))
            : new Invalid("usage: register USER PASSWORD");
      case "login":
        return words.length == 3 ? send(new Request.Login(words[1], words[2]))
            : new Invalid("usage: login USER PASSWORD");
      case "challenge":
        return challenge(words);
      case "accept":
        return words.length == 2 ? send(new Request.Accept(words[1])) : new Invalid("usage: accept USER");
      case "decline":
        return words.length == 2 ? send(new Request.Decline(words[1])) : new Invalid("usage: decline USER");
      case "move":
        return rest.isEmpty() ? new Invalid("usage: move MOVE") : send(new Request.Move(rest));
      case "observe":
        return words.length == 2 && words[1].matches("\\d{1,18}")
            ? send(new Request.Observe(Long.parseLong(words[1]))) : new Invalid("usage: observe GAME");
      case "say":
        return rest.isEmpty() ? new Invalid("usage: say TEXT") : send(new Request.Chat(rest));
      case "tournament":
        return tournament(words);
      case "simul":
        return simul(words);
      case "team":
        return team(words);
      case "game":
        return words.length == 2 && words[1].matches("\\d{1,18}")
            ? send(new Request.Board(Long.parseLong(words[1]))) : new Invalid("usage: game N");
      case "history":
        return words.length <= 2 ? send(new Request.History(words.length == 2 ? words[1] : null, 0))
            : new Invalid("usage: history [USER]");
      case "replay":
        return words.length == 2 && words[1].matches("\\d{1,18}")
            ? send(new Request.Replay(Long.parseLong(words[1]), 0))
            : new Invalid("usage: replay GAME");
      case "export":
        return words.length == 2 && words[1].matches("\\d{1,18}")
            ? send(new Request.Export(Long.parseLong(words[1]), null))
            : new Invalid("usage: export GAME");
      case "ratings":
        return words.length <= 2 ? send(new Request.Ratings(words.length == 2 ? words[1] : null))
            : new Invalid("usage: ratings [VARIANT]");
      case "finger":
        return words.length == 2 ? send(new Request.Finger(words[1]))
            : new Invalid("usage: finger USER");
      case "computer":
        return computer(words);
      case "analyze":
        return words.length == 2 && words[1].matches("\\d{1,18}")
            ? send(new Request.Analyze(Long.parseLong(words[1])))
            : new Invalid("usage: analyze GAME");
      case "moretime":
        return words.length == 4 && words[1].matches("\\d{1,18}") && words[3].matches("\\d{1,9}")
            ? send(new Request.Moretime(Long.parseLong(words[1]), words[2],
                Long.parseLong(words[3])))
            : new Invalid("usage: moretime GAME USER SECONDS");
      case "pause":
      case "resume":
        if (words.length != 2 || !words[1].matches("\\d{1,18}")) {
          return new Invalid("usage: " + words[0] + " GAME");
        }
        long game = Long.parseLong(words[1]);
        return send(words[0].equals("pause") ? new Request.Pause(game) : new Request.Resume(game));
      case "adjudicate":
        return words.length >= 3 && words[1].matches("\\d{1,18}")
            ? send(new Request.Adjudicate(Long.parseLong(words[1]), words[2],
                words.length > 3 ? text.split("\\s+", 4)[3] : null))
            : new Invalid("usage: adjudicate GAME RESULT [REASON]");
      case "scoreboard":
        return words.length <= 2 ? send(new Request.Scoreboard(words.length == 2 ? words[1] : null))
            : new Invalid("usage: scoreboard [VARIANT]");
      default:
        break;
    }
    if (words.length == 1) {
      switch (words[0]) {
        case "logout":
          return send(new Request.Logout());
        case "undo":
          return send(new Request.Undo());
        case "resign":
        case "forfeit":
          return send(new Request.Forfeit());
        case "claim":
          return send(new Request.Claim());
        case "draw":
          return send(new Request.Draw());
        case "unobserve":
          return send(new Request.Unobserve(0));
        case "who":
          return send(new Request.Who());
        case "games":
          return send(new Request.Games());
        case "board", "moves", "flip", "help", "quit", "next", "prev", "first", "last":
          return new Local(words[0]);
        case "exit":
          return new Local("quit");
        case "n":
          return new Local("next");
        case "p":
          return new Local("prev");
        default:
          break;
      }
    }
    if (inGame) {
      return send(new Request.Move(text));
    }
    return new Invalid(w("client.c_unknown", words[0]));
  }

  /** {@code simul ...}: the server checks the rest and answers a refusal in one line. */
  private static Action simul(String[] words) {
    String action = words.length > 1 ? words[1] : "";
    String usage = "usage: " + w("client.help_simul");
    switch (action) {
      case "leave", "start", "list":
        return words.length == 2 ? send(new Request.Simul(action, null, null, null, null))
            : new Invalid(usage);
      case "join", "show", "audit":
        return words.length == 3 ? send(new Request.Simul(action, words[2], null, null, null))
            : new Invalid(usage);
      case "create":
        if (words.length < 3 || words.length > 5) {
          return new Invalid(usage);
        }
        String time = null;
        String colour = null;
        for (int i = 3; i < words.length; i++) {
          if (words[i].matches("white|black|alternate")) {
            colour = words[i];
          } else {
            time = words[i];
          }
        }
        return send(new Request.Simul("create", null, words[2], time, colour));
      default:
        return new Invalid(usage);
    }
  }

  /**
   * {@code team create|show TEAM}, {@code team add TEAM USER [BOARD]}, {@code team remove TEAM
   * USER}: a captain's team; {@code team join|decline TEAM}: an invited player's answer. Each is
   * the {@code tournament} request under the team's name.
   */
  private static Action team(String[] words) {
    String action = words.length > 1 ? words[1] : "";
    int count = words.length;
    boolean fits = switch (action) {
      case "create", "show", "join", "decline" -> count == 3;
      case "remove" -> count == 4;
      case "add" -> count == 4 || (count == 5 && words[4].matches("\\d{1,3}"));
      default -> false;
    };
    if (!fits) {
      return new Invalid("usage: " + w("client.help_team"));
    }
    Integer board = count == 5 ? Integer.valueOf(words[4]) : null;
    return send(new Request.Tournament("team_" + action, words[2], null, null, null, null, null,
        null, count > 3 ? words[3] : null, null, board, null, null, null, null, null));
  }

  private static Action tournament(String[] words) {
    String action = words.length > 1 ? words[1] : "";
    String name = words.length > 2 ? words[2] : null;
    Integer third = words.length > 3 && words[3].matches("\\d{1,6}") ? Integer.valueOf(words[3]) : null;
    switch (action) {
      case "list":
        if (words.length == 2) {
          return send(new Request.Tournament("list", null, null, null, null, null, null));
        }
        break;
      case "join", "leave", "start", "standings", "show", "berserk", "pause", "resume":
        if (words.length == 3) {
          return send(new Request.Tournament(action, name, null, null, null, null, null));
        }
        if (action.equals("join") && words.length == 4) { // a captain enters their team
          return control(action, name, null, null, null, null, null, null, words[3], null);
        }
        break;
      case "pairings":
        if (words.length == 3 || (words.length == 4 && third != null)) {
          return send(new Request.Tournament(action, name, null, null, null, null, third));
        }
        break;
      case "create":
        Action created = create(words);
        if (created != null) {
          return created;
        }
        break;
      default:
        Action control = organizer(words, action, name);
        if (control != null) {
          return control;
        }
        break;
    }
    return new Invalid("usage: tournament create NAME VARIANT roundrobin|swiss|knockout [ROUNDS]"
        + " [LIMIT] [TIME] | create NAME VARIANT arena MINUTES [LIMIT] [TIME]"
        + " | create NAME VARIANT teamswiss|teamroundrobin [ROUNDS] [LIMIT] [TIME] BOARDS"
        + " | join|leave|start|standings|show|berserk|pause|resume NAME | join NAME TEAM | list"
        + " | pairings NAME [ROUND]"
        + " | crosstable|export|pair|begin|audit NAME | enter NAME PLAYER [half]"
        + " | bye NAME [ROUND] [PLAYER] | withdraw|reinstate|arbiter NAME USER"
        + " | swap NAME P1 P2 | seat NAME SEAT USER | board NAME N WHITE BLACK | result NAME ROUND BOARD RESULT"
        + " | set NAME [KEY VALUE]");
  }

  /**
   * {@code tournament create NAME VARIANT SYSTEM [ROUNDS] [LIMIT] [TIME]}, a team competition's
   * BOARDS after them all; null when the words fit none.
   */
  private static Action create(String[] words) {
    boolean teams = words.length > 4 && words[4].startsWith("team");
    if (teams && (words.length < 6 || !words[words.length - 1].matches("\\d{1,3}"))) {
      return null; // a team competition says how many boards its matches have
    }
    Integer boards = teams ? Integer.valueOf(words[words.length - 1]) : null;
    int end = teams ? words.length - 1 : words.length;
    // a time control, if any, comes last: the numbers before it are rounds then limit
    boolean timed = end > 5 && TimeControlText.looksLikeOne(words[end - 1]);
    int numbers = timed ? end - 1 : end;
    if (words.length < 5 || numbers > 7
        || !java.util.Arrays.stream(words, 5, numbers).allMatch(w -> w.matches("\\d{1,6}"))) {
      return null;
    }
    Integer rounds = numbers > 5 ? Integer.valueOf(words[5]) : null;
    Integer limit = numbers > 6 ? Integer.valueOf(words[6]) : null;
    String time = timed ? TimeControlText.wire(words[end - 1]) : null;
    return send(new Request.Tournament("create", words[2], words[3], words[4], rounds, limit,
        null, time, null, null, boards, null, null, null, null, null));
  }

  /** The organizer's tournament commands (and crosstable, export); null when the words fit none. */
  private static Action organizer(String[] words, String action, String name) {
    int count = words.length;
    String fourth = count > 3 ? words[3] : null;
    String fifth = count > 4 ? words[4] : null;
    switch (action) {
      case "crosstable", "audit", "pair", "begin", "export":
        return count == 3 ? control(action, name, null, null, null, null, null, null, null, null)
            : null;
      case "withdraw", "reinstate", "arbiter":
        return count == 4 ? control(action, name, fourth, null, null, null, null, null, null, null)
            : null;
      case "enter":
        return count == 4 || (count == 5 && "half".equals(fifth))
            ? control(action, name, fourth, null, null, null, null, null, null, count == 5) : null;
      case "bye":
        if (count == 3 || count == 4 || count == 5) {
          boolean numbered = count > 3 && fourth.matches("\\d{1,6}");
          Integer round = numbered ? Integer.valueOf(fourth) : null;
          String player = count == 5 ? fifth : count == 4 && !numbered ? fourth : null;
          return count == 5 && !numbered ? null
              : control(action, name, player, null, round, null, null, null, null, null);
        }
        return null;
      case "swap", "seat": // seat: the seat, then the account it is offered to
        return count == 5 ? control(action, name, fourth, fifth, null, null, null, null, null, null)
            : null;
      case "board":
        return count == 6 && fourth.matches("\\d{1,6}") ? control(action, name, fifth, words[5],
            null, Integer.valueOf(fourth), null, null, null, null) : null;
      case "result":
        return count == 6 && fourth.matches("\\d{1,6}") && fifth.matches("\\d{1,6}")
            ? control(action, name, null, null, Integer.valueOf(fourth), Integer.valueOf(fifth),
                words[5], null, null, null) : null;
      case "set":
        return count == 3 || count == 5
            ? control(action, name, null, null, null, null, null, fourth, fifth, null) : null;
      default:
        return null;
    }
  }

  private static Action control(String action, String name, String player, String other,
      Integer round, Integer board, String result, String key, String value, Boolean half) {
    return send(new Request.Tournament(action, name, null, null, null, null, round, null, player,
        other, board, result, key, value, half, null));
  }

  /**
   * {@code challenge USER [LIMIT] [VARIANT] [TIME] [rated|unrated]}, the optional words in any
   * order: digits are the limit, a word like {@code 5+3} the time control (checked by the server),
   * {@code rated} or {@code unrated} whether the game counts for ratings, any other the variant.
   */
  private static Action challenge(String[] words) {
    if (words.length < 2 || words.length > 6) {
      return new Invalid("usage: challenge USER [LIMIT] [VARIANT] [TIME] [unrated]");
    }
    int limit = 0;
    String variant = null;
    String time = null;
    Boolean rated = null;
    for (int i = 2; i < words.length; i++) {
      if (words[i].equals("rated") || words[i].equals("unrated")) {
        rated = words[i].equals("rated");
      } else if (words[i].matches("\\d{1,9}")) {
        limit = Integer.parseInt(words[i]);
      } else if (TimeControlText.looksLikeOne(words[i])) {
        time = TimeControlText.wire(words[i]);
      } else {
        variant = words[i];
      }
    }
    return send(new Request.Challenge(words[1], limit, variant, time, rated));
  }

  /** A challenge to a bot: {@code house} at a level (1-8), or an engine named by the server. */
  private static Action computer(String[] words) {
    if (words.length > 4) {
      return new Invalid("usage: computer [LEVEL|ENGINE] [VARIANT] [TIME]");
    }
    String bot = "house";
    Integer level = null;
    boolean named = false; // a level or an engine was given
    String variant = null;
    String time = null;
    for (int i = 1; i < words.length; i++) {
      if (words[i].matches("[1-8]")) {
        bot = "house" + words[i];
        named = true;
      } else if (words[i].matches("-?\\d{1,9}")) {
        level = Integer.valueOf(words[i]); // out of range: the server's line says which levels
        named = true;
      } else if (TimeControlText.looksLikeOne(words[i])) {
        time = TimeControlText.wire(words[i]);
      } else if (VARIANTS.contains(words[i]) || named) {
        variant = words[i]; // after the bot, a variant this client does not know: the server's
      } else {
        bot = words[i];
        named = true;
      }
    }
    return send(new Request.Challenge(bot, 0, variant, time, false, level));
  }

  private static final List<String> VARIANTS =
      List.of("kingcapture", "chess", "pawns", "minishogi", "checkers");

  private static Action send(Request request) {
    return new Send(request);
  }

  private static String w(String key, Object... args) {
    return arbiter.client.words.ClientWords.current().get(key, args);
  }
}
