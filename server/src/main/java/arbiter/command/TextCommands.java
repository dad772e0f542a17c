package arbiter.command;

import arbiter.rules.Termination;
import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a line of the text protocol (the seed 002 menus and the network's additions) into a
 * {@link Command}. A line that is no command is a {@link Command.Move}: in a game it is tried in
 * the variant's notation, anywhere else it is an invalid command.
 */
public final class TextCommands {

  private static final Pattern WHITESPACE = Pattern.compile("\\s+");
  // (?U): any decimal digits, as the Persian words write numbers (۱۲); parseInt reads them all
  private static final Pattern INTEGER = Pattern.compile("(?U)-?\\d+");
  private static final Pattern GAME_ID = Pattern.compile("(?U)\\d{1,18}");
  private static final Pattern SMALL_NUMBER = Pattern.compile("(?U)\\d{1,6}");
  private static final Pattern SQUARE_COMMAND = Pattern.compile("(select|move) (-?\\d+),(-?\\d+)");

  private TextCommands() {}

  /** The command a line stands for. */
  public static Command parse(String line) {
    String text = line.strip();
    Command exact = exact(text);
    if (exact != null) {
      return exact;
    }
    if (text.equals("say") || text.startsWith("say ")) {
      return new Command.Say(text.substring(3).strip());
    }
    if (oneWord(text)) {
      // a move, nearly every line of a game: no pattern to match, nothing to split
      Command worded = worded(new String[] {text});
      return worded != null ? worded : new Command.Move(text);
    }
    Matcher square = SQUARE_COMMAND.matcher(text);
    if (square.matches()) {
      int row = coordinate(square.group(2));
      int column = coordinate(square.group(3));
      return square.group(1).equals("select")
          ? new Command.Select(row, column)
          : new Command.MoveSelected(row, column);
    }
    Command worded = worded(WHITESPACE.split(text));
    return worded != null ? worded : new Command.Move(text);
  }

  /** Whether {@code text} has none of the characters {@link #WHITESPACE} splits at. */
  private static boolean oneWord(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ' ' || (c >= '\t' && c <= '\r')) {
        return false;
      }
    }
    return true;
  }

  /**
   * The command a JSON {@code move} stands for: a move in native notation, or one of the seed 002
   * move commands ({@code select}, {@code move}, {@code deselect}, {@code next_turn}); {@code null}
   * for any other command, which has a request of its own.
   */
  public static Command parseMove(String text) {
    Command command = parse(text);
    boolean move = command instanceof Command.Move || command instanceof Command.Select
        || command instanceof Command.MoveSelected || command instanceof Command.Deselect
        || command instanceof Command.NextTurn;
    return move ? command : null;
  }

  /** The commands that are one fixed line. */
  private static Command exact(String text) {
    return switch (text) {
      case "list_users" -> new Command.ListUsers();
      case "help" -> new Command.Help();
      case "exit" -> new Command.Exit();
      case "logout" -> new Command.Logout();
      case "logout all" -> new Command.LogoutAll();
      case "who" -> new Command.Who();
      case "games" -> new Command.Games();
      case "unobserve" -> new Command.Unobserve();
      case "deselect" -> new Command.Deselect();
      case "next_turn" -> new Command.NextTurn();
      case "undo" -> new Command.Undo();
      case "undo_number" -> new Command.UndoNumber();
      case "show_turn" -> new Command.ShowTurn();
      case "show_board" -> new Command.ShowBoard();
      case "time" -> new Command.ShowTime();
      case "show_moves" -> new Command.ShowMoves(false);
      case "show_moves -all" -> new Command.ShowMoves(true);
      case "show_killed" -> new Command.ShowKilled(false);
      case "show_killed -all" -> new Command.ShowKilled(true);
      case "forfeit", "resign" -> new Command.Forfeit(); // the seed's word, and the players'
      case "draw" -> new Command.Draw();
      case "claim" -> new Command.Claim();
      case "claim repetition" -> new Command.Claim(Termination.THREEFOLD_REPETITION);
      case "claim fifty" -> new Command.Claim(Termination.FIFTY_MOVES);
      default -> null;
    };
  }

  /** The commands with arguments, by their words; {@code null} if the words fit none. */
  private static Command worded(String[] words) {
    int count = words.length;
    switch (words[0]) {
      case "register", "login", "remove":
        if (count == 3) {
          return switch (words[0]) {
            case "register" -> new Command.Register(words[1], words[2]);
            case "login" -> new Command.Login(words[1], words[2]);
            default -> new Command.Remove(words[1], words[2]);
          };
        }
        return null;
      case "new_game":
        if (count >= 3 && count <= 8 && INTEGER.matcher(words[2]).matches()) {
          return challenge(words);
        }
        return null;
      case "history":
        return count <= 2 ? new Command.History(count == 2 ? words[1] : null, 20) : null;
      case "moves":
        return count == 2 ? new Command.Moves(gameId(words[1])) : null;
      case "analyze":
        return count == 2 ? new Command.Analyze(gameId(words[1])) : null;
      case "export":
        if (count == 3 && words[1].equals("tournament")) {
          return new Command.Export(0, words[2]);
        }
        if (count == 3 && words[1].equals("simul")) {
          return new Command.ExportSimul(words[2]);
        }
        return count == 2 ? new Command.Export(gameId(words[1]), null) : null;
      case "ratings":
        return count <= 2 ? new Command.Ratings(count == 2 ? words[1] : null) : null;
      case "finger":
        return count == 2 ? new Command.Finger(words[1]) : null;
      case "accept", "decline":
        if (count == 2) {
          return words[0].equals("accept") ? new Command.Accept(words[1]) : new Command.Decline(words[1]);
        }
        return null;
      case "observe":
        if (count == 2) {
          return new Command.Observe(gameId(words[1]));
        }
        return null;
      case "pause", "resume":
        return count == 2 ? new Command.Pause(gameId(words[1]), words[0].equals("pause")) : null;
      case "moretime":
        return count == 4 ? new Command.Moretime(gameId(words[1]), words[2], gameId(words[3]))
            : null;
      case "adjudicate": {
        // the reason goes to the players' and spectators' terminals: no control characters
        String reason = count > 3 ? String.join(" ", java.util.Arrays.copyOfRange(words, 3, count))
            : null;
        return count >= 3 && (reason == null || !ChatText.hasControl(reason))
            ? new Command.Adjudicate(gameId(words[1]), words[2], reason) : null;
      }
      case "scoreboard":
        return count <= 2 ? new Command.Scoreboard(count == 2 ? words[1] : null) : null;
      case "tournament":
        TournamentCommand tournament = tournament(words);
        return tournament == null ? null : new Command.Tournament(tournament);
      case "team":
        TournamentCommand team = team(words);
        return team == null ? null : new Command.Tournament(team);
      case "simul":
        return simul(words);
      case "game":
        return count == 2 ? new Command.Board(gameId(words[1])) : null;
      default:
        return null;
    }
  }

  /** {@code team ...}; {@code null} when the words fit no team command. */
  private static TournamentCommand team(String[] words) {
    int count = words.length;
    String verb = count > 1 ? words[1] : "";
    return switch (verb) {
      case "create", "show", "join", "decline" -> count == 3
          ? new TournamentCommand.Team(verb, words[2], null, 0)
          : null;
      case "remove" -> count == 4 ? new TournamentCommand.Team(verb, words[2], words[3], 0)
          : null;
      case "add" -> count == 4 || count == 5 ? new TournamentCommand.Team(verb, words[2],
          words[3], count == 5 ? smallNumber(words[4]) : 0) : null;
      default -> null;
    };
  }

  /**
   * {@code tournament create NAME VARIANT teamswiss|teamroundrobin [ROUNDS] [LIMIT] [TIME]
   * BOARDS}: the boards come last.
   */
  private static TournamentCommand teamCreate(String[] words) {
    int count = words.length;
    // a last word that is no number is boards left out: the refusal says where they go
    int boards = Math.max(0, smallNumber(words[count - 1]));
    return new TournamentCommand.Create(words[2], words[3], words[4],
        count > 6 ? smallNumber(words[5]) : 0, count > 7 ? smallNumber(words[6]) : 0,
        count > 8 ? words[7] : null, boards, false);
  }

  /** {@code tournament ...}; {@code null} when the words fit no tournament command. */
  private static TournamentCommand tournament(String[] words) {
    int count = words.length;
    String verb = count > 1 ? words[1] : "";
    switch (verb) {
      case "create":
        if (count >= 6 && count <= 10 && words[count - 1].equals("otb")) {
          TournamentCommand.Create plain = (TournamentCommand.Create) tournament(
              java.util.Arrays.copyOf(words, count - 1));
          return plain == null ? null : new TournamentCommand.Create(plain.name(),
              plain.variant(), plain.format(), plain.rounds(), plain.limit(), plain.time(),
              plain.boards(), true);
        }
        if (count >= 6 && count <= 9 && words[4].startsWith("team")) {
          return teamCreate(words);
        }
        if (count >= 5 && count <= 8) {
          return new TournamentCommand.Create(words[2], words[3], words[4],
              count > 5 ? smallNumber(words[5]) : 0, count > 6 ? smallNumber(words[6]) : 0,
              count > 7 ? words[7] : null);
        }
        return null;
      case "join":
        return count == 3 ? new TournamentCommand.Join(words[2])
            : count == 4 ? new TournamentCommand.JoinTeam(words[2], words[3]) : null;
      case "berserk":
        return count == 3 ? new TournamentCommand.Berserk(words[2]) : null;
      case "lineup":
        return count >= 5 ? new TournamentCommand.Lineup(words[2], words[3],
            java.util.Arrays.asList(words).subList(4, count)) : null;
      case "pause":
        return count == 3 || count == 4
            ? new TournamentCommand.Pause(words[2], count == 4 ? words[3] : null) : null;
      case "resume":
        return count == 3 || count == 4
            ? new TournamentCommand.Resume(words[2], count == 4 ? words[3] : null) : null;
      case "leave":
        return count == 3 ? new TournamentCommand.Leave(words[2]) : null;
      case "decline":
        return count == 3 ? new TournamentCommand.Decline(words[2]) : null;
      case "start":
        return count == 3 ? new TournamentCommand.Start(words[2]) : null;
      case "list":
        return count == 2 ? new TournamentCommand.ListAll() : null;
      case "standings":
        if (count == 3 || (count == 4 && words[3].equals("csv"))) {
          return new TournamentCommand.Standings(words[2], count == 4);
        }
        return null;
      case "pairings":
        if (count == 3 || (count == 4 && SMALL_NUMBER.matcher(words[3]).matches())) {
          return new TournamentCommand.Pairings(words[2], count == 4 ? Integer.parseInt(words[3]) : 0);
        }
        return null;
      case "enter":
        if (count == 4 || (count == 5 && (words[4].equals("half") || words[4].equals("full")))) {
          return new TournamentCommand.Enter(words[2], words[3],
              count == 5 && words[4].equals("half"), count == 5 && words[4].equals("full"));
        }
        return null;
      case "checkin":
        return count == 3 ? new TournamentCommand.Checkin(words[2]) : null;
      case "repair":
        return count == 3 ? new TournamentCommand.Repair(words[2]) : null;
      case "players":
        return count == 3 ? new TournamentCommand.ImportPlayers(words[2], null) : null;
      case "bye":
        if (count == 3) {
          return new TournamentCommand.Bye(words[2], 0, null);
        }
        if (count == 4) {
          return SMALL_NUMBER.matcher(words[3]).matches()
              ? new TournamentCommand.Bye(words[2], Integer.parseInt(words[3]), null)
              : new TournamentCommand.Bye(words[2], 0, words[3]);
        }
        return count == 5 ? new TournamentCommand.Bye(words[2], smallNumber(words[3]), words[4])
            : null;
      case "withdraw":
        return count == 4 ? new TournamentCommand.Withdraw(words[2], words[3]) : null;
      case "seat":
        return count == 5 ? new TournamentCommand.Seat(words[2], words[3], words[4]) : null;
      case "reinstate":
        return count == 4 ? new TournamentCommand.Reinstate(words[2], words[3]) : null;
      case "pair":
        return count == 3 ? new TournamentCommand.Pair(words[2]) : null;
      case "begin":
        return count == 3 ? new TournamentCommand.Begin(words[2]) : null;
      case "swap":
        return count == 5 ? new TournamentCommand.Swap(words[2], words[3], words[4]) : null;
      case "board":
        return count == 6
            ? new TournamentCommand.Board(words[2], smallNumber(words[3]), words[4], words[5])
            : null;
      case "result":
        return count == 6 ? new TournamentCommand.Correct(words[2], smallNumber(words[3]),
            smallNumber(words[4]), words[5]) : null;
      case "set":
        if (count == 3 || count == 5) {
          return new TournamentCommand.Configure(words[2], count == 5 ? words[3] : null,
              count == 5 ? words[4] : null);
        }
        return null;
      case "forbid", "allow":
        return count == 5
            ? new TournamentCommand.Configure(words[2], words[1], words[3] + "," + words[4])
            : null;
      case "arbiter":
        return count == 4 ? new TournamentCommand.Arbiter(words[2], words[3]) : null;
      case "audit":
        return count == 3 ? new TournamentCommand.Audit(words[2]) : null;
      case "crosstable":
        return count == 3 ? new TournamentCommand.Crosstable(words[2]) : null;
      case "print":
        return count == 3 ? new TournamentCommand.Print(words[2]) : null;
      case "show":
        return count == 3 ? new TournamentCommand.Show(words[2]) : null;
      case "export":
        return count == 3 ? new TournamentCommand.Trf(words[2]) : null;
      case "report":
        return count == 5
            ? new TournamentCommand.Report(words[2], smallNumber(words[3]), words[4]) : null;
      case "lock", "unlock":
        return count == 4 ? new TournamentCommand.Lock(words[2], smallNumber(words[3]),
            verb.equals("lock")) : null;
      case "live":
        return count == 5 ? new TournamentCommand.Live(words[2], smallNumber(words[3]),
            smallNumber(words[4])) : null;
      case "boards":
        return count == 3 || count == 4
            ? new TournamentCommand.Boards(words[2], count == 4 ? smallNumber(words[3]) : 0)
            : null;
      case "arbiter-call": {
        // the text goes to every organizer's terminal, as JSON's: no control characters
        String text = String.join(" ", java.util.Arrays.copyOfRange(words, 3, Math.max(3, count)));
        return count >= 3 && !ChatText.hasControl(text)
            ? new TournamentCommand.CallArbiter(words[2], text) : null;
      }
      case "codes":
        return count == 3 ? new TournamentCommand.Codes(words[2]) : null;
      case "arbiter-take":
        return count == 4 ? new TournamentCommand.TakeCall(words[2], smallNumber(words[3])) : null;
      case "pgn":
        return count >= 6 ? new TournamentCommand.Pgn(words[2], smallNumber(words[3]),
            smallNumber(words[4]), String.join(" ", java.util.Arrays.copyOfRange(words, 5, count)))
            : null;
      case "import":
        if (count >= 4 && count <= 6) {
          return new TournamentCommand.Import(words[2], words[3],
              count > 4 ? smallNumber(words[4]) : 0, count > 5 ? words[5] : null, null);
        }
        return null;
      default:
        return null;
    }
  }

  /**
   * {@code simul VERB ...}: words that fit no simul command are its usage, so that the user learns
   * the simul commands' forms.
   */
  private static Command simul(String[] words) {
    int count = words.length;
    SimulAction action = simulAction(count > 1 ? words[1] : "");
    if (count == 2 && (action == SimulAction.LEAVE || action == SimulAction.START
        || action == SimulAction.LIST)) {
      return new Command.Simul(action, null, null, null, null);
    }
    if (count == 3 && (action == SimulAction.JOIN || action == SimulAction.SHOW
        || action == SimulAction.AUDIT)) {
      return new Command.Simul(action, words[2], null, null, null);
    }
    if (action == SimulAction.CREATE && count >= 3 && count <= 5) {
      String time = null;
      String colour = null;
      for (int i = 3; i < count; i++) {
        if (COLOURS.matcher(words[i]).matches() && colour == null) {
          colour = words[i];
        } else if (time == null && colour == null) {
          time = words[i];
        } else {
          return simulUsage();
        }
      }
      return new Command.Simul(action, null, words[2], time, colour);
    }
    return simulUsage();
  }

  private static Command simulUsage() {
    return new Command.Simul(SimulAction.USAGE, null, null, null, null);
  }

  /**
   * The action a simul verb names ({@code create}, {@code join}...), as the text and JSON
   * protocols spell it; {@code null} for any other word.
   */
  static SimulAction simulAction(String verb) {
    return switch (verb) {
      case "create" -> SimulAction.CREATE;
      case "join" -> SimulAction.JOIN;
      case "leave" -> SimulAction.LEAVE;
      case "start" -> SimulAction.START;
      case "show" -> SimulAction.SHOW;
      case "list" -> SimulAction.LIST;
      case "audit" -> SimulAction.AUDIT;
      default -> null;
    };
  }

  private static final Pattern COLOURS = Pattern.compile("white|black|alternate");

  /**
   * {@code new_game USER LIMIT [VARIANT] [TIME] [level N] [rated|unrated]}: a last word {@code
   * rated} or {@code unrated} is the rating choice (rated when not given), {@code level N} before it
   * the house bot's level, the others are positional.
   */
  private static Command challenge(String[] words) {
    int count = words.length;
    boolean rated = true;
    String last = words[count - 1];
    if (count >= 4 && (last.equals("rated") || last.equals("unrated"))) {
      rated = last.equals("rated");
      count--;
    }
    int level = 0;
    if (count >= 5 && words[count - 2].equals("level")) {
      if (!INTEGER.matcher(words[count - 1]).matches()) {
        return null;
      }
      level = Command.Challenge.asked(clamped(words[count - 1]));
      count -= 2;
    }
    if (count > 5) {
      return null;
    }
    return new Command.Challenge(words[1], clamped(words[2]), count >= 4 ? words[3] : null,
        count == 5 ? words[4] : null, rated, level);
  }

  /** A game id, or -1 when the word is none (no game has it). */
  private static long gameId(String word) {
    return GAME_ID.matcher(word).matches() ? Long.parseLong(word) : -1;
  }

  /** A count of rounds or moves; -1 when the word is no such number (the director refuses it). */
  private static int smallNumber(String word) {
    return SMALL_NUMBER.matcher(word).matches() ? Integer.parseInt(word) : -1;
  }

  /** A number as typed, clamped to the int range: a limit beyond any game is no limit in practice. */
  private static int clamped(String digits) {
    BigInteger number = new BigInteger(digits);
    return number.max(BigInteger.valueOf(Integer.MIN_VALUE))
        .min(BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
  }

  /** A coordinate; numbers too long to be one are simply off the board. */
  private static int coordinate(String digits) {
    return digits.length() > 3 ? -1 : Integer.parseInt(digits);
  }
}
