package arbiter.face.ics;

import arbiter.command.ChatText;
import arbiter.command.Command;
import arbiter.command.SimulAction;
import arbiter.command.TextCommands;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a logged-in ICS user's line: FICS commands become the typed {@link Command}s every face
 * shares; the settings clients send on login ({@code set style 12}, {@code iset ms 1}, {@code
 * alias}, ...) are answered here; in a game any other word is a move, in coordinates ({@code
 * e2e4}, {@code e7e8=q}, {@code o-o}) or SAN. A leading {@code $} (XBoard's "no alias") is dropped.
 */
public final class IcsCommands {

  /** What a line asks for. */
  public sealed interface Input {}

  /** A command for the session. */
  public record ToSession(Command command) implements Input {}

  /** Lines the face answers by itself, then the prompt. */
  public record Reply(List<String> lines) implements Input {}

  /** {@code quit}: the connection ends. */
  public record Quit() implements Input {}

  /** Variants Arbiter plays that no ICS chess program shows; refused with a line saying so. */
  /** A game's number as FICS takes one ({@code 12}, {@code #12}); anything else names a player. */
  private static final Pattern GAME_NUMBER = Pattern.compile("#?\\d+");
  private static final Set<String> OTHER_VARIANTS =
      Set.of("kingcapture", "pawns", "minishogi", "checkers");
  /** Words of a {@code match} line that name standard chess. */
  private static final Set<String> CHESS_WORDS =
      Set.of("chess", "standard", "blitz", "lightning", "normal", "untimed");
  /** FICS variables and commands a client sets on login; accepted and left as they are. */
  private static final Set<String> QUIET =
      Set.of("alias", "unalias", "set", "iset", "style", "ivariables", "variables", "date",
          "ping", "=ch", "+ch", "-ch", "+notify", "-notify", "follow", "pobserve",
          "primary", "gameend");

  private IcsCommands() {}

  /** The input a line gives, for a user in the state {@code state} leaves them. */
  public static Input parse(String typed, IcsState state) {
    String line = typed.strip();
    if (line.startsWith("$")) {
      line = line.substring(1).strip();
    }
    if (line.isEmpty()) {
      return new Reply(List.of());
    }
    String[] words = words(line);
    String verb = words[0].toLowerCase(Locale.ROOT);
    String rest = line.substring(words[0].length()).strip();
    switch (verb) {
      case "quit", "exit", "bye", "logout":
        return new Quit();
      case "match":
        return match(words);
      case "accept":
        if (words.length > 1) {
          return session(new Command.Accept(words[1]));
        }
        if (state.drawOfferedBy() != null) {
          return session(new Command.Draw());
        }
        return state.lastChallenger() == null ? reply("You have no offers to accept.")
            : session(new Command.Accept(state.lastChallenger()));
      case "decline":
        if (words.length > 1) {
          return session(new Command.Decline(words[1]));
        }
        if (state.drawOfferedBy() != null) {
          // as accept takes the draw first: the offer stands until the offeree moves
          return reply("Arbiter has no way to decline a draw: " + state.drawOfferedBy()
              + "'s offer lapses when you move.");
        }
        return state.lastChallenger() == null ? reply("You have no offers to decline.")
            : session(new Command.Decline(state.lastChallenger()));
      case "withdraw":
        if (words.length > 1) {
          return session(new Command.Withdraw(words[1]));
        }
        return state.challengedUser() == null ? reply("You have no offers to withdraw.")
            : session(new Command.Withdraw(state.challengedUser()));
      case "seek":
        return seek(words);
      case "unseek":
        return session(new Command.Unseek());
      case "sought":
        return session(new Command.Sought(false));
      case "play":
        return words.length > 1 ? session(new Command.Play((int) Math.min(number(words[1]),
            Integer.MAX_VALUE))) : reply("Usage: play N (\"sought\" lists the ads).");
      case "resign":
        return session(new Command.Forfeit());
      case "draw":
        return session(new Command.Draw());
      case "abort":
        return reply("Arbiter cannot abort a game: every game it starts ends with a result."
            + " Offer a draw (draw) or resign (resign).");
      case "adjourn":
        return reply("Arbiter does not adjourn games: a game goes on until it ends, and across a"
            + " restart of the server. Offer a draw (draw) or resign (resign).");
      case "flag":
        // the server ends a game on time itself; FICS's words, on which XBoard forgets a flag
        // it called early
        return reply(state.playing() ? "Your opponent is not out of time!"
            : "You are not playing a game.");
      case "takeback":
        return reply("Arbiter takes moves back only in kingcapture, which the ICS port does not"
            + " show.");
      case "refresh":
        return session(new Command.ShowBoard());
      case "moves", "smoves", "mailmoves":
        return words.length > 1 ? session(new Command.Moves(number(words[1])))
            : state.game() != 0 ? session(new Command.Moves(state.game()))
            : reply("You are not playing or observing a game.");
      case "observe":
        if (words.length < 2) {
          return reply("Usage: observe GAME|NAME (\"games\" lists them).");
        }
        // FICS's observe NAME: the game that player plays
        return session(GAME_NUMBER.matcher(words[1]).matches()
            ? new Command.Observe(number(words[1])) : new Command.Observe(-1, words[1]));
      case "unobserve":
        return session(new Command.Unobserve());
      case "games":
        return session(new Command.Games());
      case "who":
        return session(new Command.Who());
      case "finger":
        return session(new Command.Finger(words.length > 1 ? words[1] : state.user()));
      case "history":
        return session(new Command.History(words.length > 1 ? words[1] : null, 10));
      case "time":
        return session(new Command.ShowTime());
      case "claim":
        return session(new Command.Claim());
      case "say", "kibitz", "whisper":
        return rest.isEmpty() ? reply("Say what?") : session(new Command.Say(rest));
      case "tell", "xtell": // XBoard's chat box sends xtell
        return tell(words, rest, state);
      case "pause", "unpause", "resume":
        return pause(words, !verb.equals("pause"), state);
      case "moretime":
        return moretime(words, state);
      case "adjudicate": {
        // the reason goes to the players' and spectators' terminals: no control characters
        String reason = words.length > 3
            ? String.join(" ", List.of(words).subList(3, words.length)) : null;
        return words.length >= 3 && (reason == null || !ChatText.hasControl(reason))
            ? session(new Command.Adjudicate(number(words[1]), words[2], reason))
            : reply("Usage: adjudicate GAME 1-0|0-1|1/2-1/2 [REASON]");
      }
      case "tournament":
        return playersOwn(words, TOURNAMENT_USAGE);
      case "team":
        return playersOwn(words, TEAM_USAGE);
      case "simul":
        return simul(words);
      case "help":
        return new Reply(HELP);
      default:
        if (QUIET.contains(verb) || verb.startsWith("%")) {
          return settings(verb, words, state);
        }
        if (state.playing()) {
          return session(new Command.Move(move(line)));
        }
        return reply(words[0] + ": Command not found.");
    }
  }

  private static final List<String> HELP = List.of(
      "Arbiter's ICS port speaks enough FICS for chess programs such as XBoard, eboard and Jin.",
      "match NAME [MINUTES INCREMENT] [rated|unrated], accept [NAME], decline [NAME],",
      "moves in coordinates (e2e4, e7e8=q, o-o) or SAN (Nf3), resign, draw, refresh, time,",
      "moves [GAME], observe GAME|NAME, unobserve, games, who, finger [NAME], history [NAME],",
      "say TEXT (tell, kibitz and whisper too), quit. Standard chess only.",
      "withdraw [NAME]; seek [MINUTES INCREMENT] [rated|unrated] (untimed unless given; the",
      "seeker plays white), unseek, sought, play N.",
      "moretime SECONDS (to your opponent), pause and unpause (a casual game: both players ask),",
      "and for arbiters: pause GAME, unpause GAME, moretime GAME USER SECONDS,",
      "adjudicate GAME 1-0|0-1|1/2-1/2 [REASON].",
      "tournament list, tournament join NAME (also accepts an invitation), tournament decline"
          + " NAME, tournament checkin NAME, tournament leave NAME, tournament standings NAME,",
      "tournament pairings NAME, tournament berserk NAME, tournament pause NAME, tournament"
          + " resume NAME (an arena); team show TEAM, team join TEAM, team decline TEAM (a"
          + " captain's invitation).",
      "simul list, simul show HOST, simul join HOST (your board starts as a game when the host"
          + " starts the simul), simul leave.");

  /** The usage line of the simul commands this port takes. */
  private static final String SIMUL_USAGE =
      "Usage: simul list | simul show HOST | simul join HOST | simul leave";

  /**
   * {@code simul list|show|join|leave}: an opponent's simul commands, answered in the text face's
   * lines; the board comes as any game does. Hosting stays on the other faces: a chess program
   * shows one board, and a host moves between many.
   */
  private static Input simul(String[] words) {
    String verb = words.length > 1 ? words[1].toLowerCase(Locale.ROOT) : "";
    return switch (verb) {
      case "list" -> words.length == 2 ? simulCommand(SimulAction.LIST, null)
          : reply(SIMUL_USAGE);
      case "leave" -> words.length <= 3 ? simulCommand(SimulAction.LEAVE, null)
          : reply(SIMUL_USAGE);
      case "join" -> words.length == 3 ? simulCommand(SimulAction.JOIN, words[2])
          : reply(SIMUL_USAGE);
      case "show" -> words.length == 3 ? simulCommand(SimulAction.SHOW, words[2])
          : reply(SIMUL_USAGE);
      case "create", "start" -> reply("A simul's host plays from telnet, the web page or the"
          + " Arbiter clients: a chess program here shows one board, and a host has many.");
      default -> reply(SIMUL_USAGE);
    };
  }

  private static Input simulCommand(SimulAction action, String host) {
    return session(new Command.Simul(action, host, null, null, null));
  }

  /** The usage line of the tournament commands this port takes. */
  private static final String TOURNAMENT_USAGE =
      "Usage: tournament list | tournament join|decline|checkin|leave|standings|pairings NAME"
          + " | tournament berserk|pause|resume NAME";

  /** The usage line of the team commands this port takes. */
  private static final String TEAM_USAGE = "Usage: team show|join|decline TEAM";

  /**
   * The players' own tournament and team commands this port takes, by their words before the
   * name; the organizers' controls stay on the other faces.
   */
  private static final Set<String> PLAYERS_OWN = Set.of("tournament join", "tournament decline",
      "tournament leave", "tournament checkin", "tournament standings", "tournament pairings",
      "tournament berserk", "tournament pause", "tournament resume", "team show", "team join",
      "team decline");

  /**
   * {@code tournament list}, or one of {@link #PLAYERS_OWN} with its name, read by the text
   * face's grammar (one grammar for both ports) and answered in the text face's lines.
   */
  private static Input playersOwn(String[] words, String usage) {
    String verbs = words[0].toLowerCase(Locale.ROOT) + " "
        + (words.length > 1 ? words[1].toLowerCase(Locale.ROOT) : "");
    boolean fits = verbs.equals("tournament list") ? words.length == 2
        : PLAYERS_OWN.contains(verbs) && words.length == 3;
    Command parsed = fits
        ? TextCommands.parse(verbs + (words.length == 3 ? " " + words[2] : "")) : null;
    return parsed instanceof Command.Tournament ? session(parsed) : reply(usage);
  }

  /** {@code match NAME [MINUTES INCREMENT] [rated|unrated] [VARIANT]}. */
  private static Input match(String[] words) {
    if (words.length < 2) {
      return reply("Usage: match NAME [MINUTES INCREMENT] [rated|unrated]");
    }
    Terms terms = terms(words, 2);
    if (terms.refusal() != null) {
      return terms.refusal();
    }
    return session(new Command.Challenge(words[1], 0, IcsRenderer.CHESS, terms.time(),
        terms.rated()));
  }

  /** {@code seek [MINUTES INCREMENT] [rated|unrated]}: an ad to standard chess, untimed unless given. */
  private static Input seek(String[] words) {
    for (int i = 1; i < words.length; i++) {
      String word = words[i].toLowerCase(Locale.ROOT);
      if (word.equals("white") || word.equals("black") || word.equals("w") || word.equals("b")) {
        return reply("Arbiter's seek ads take no colour: the seeker plays white.");
      }
    }
    Terms terms = terms(words, 1);
    if (terms.refusal() != null) {
      return terms.refusal();
    }
    return session(new Command.Seek(terms.time(), terms.rated()));
  }

  /** The terms of a match or seek line: its time control and ratedness, or why they are wrong. */
  private record Terms(String time, boolean rated, Input refusal) {}

  /**
   * Whether the word is 1 to {@code most} digits 0-9, as {@code matches("\\d{1,4}")} said without
   * compiling a pattern for each word (a twentieth of an ICS loop's time: every game's match line).
   */
  static boolean digits(String word, int most) {
    if (word.isEmpty() || word.length() > most) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static Terms terms(String[] words, int from) {
    boolean rated = true;
    List<Long> numbers = new java.util.ArrayList<>();
    for (int i = from; i < words.length; i++) {
      String word = words[i].toLowerCase(Locale.ROOT);
      if (word.equals("rated") || word.equals("r")) {
        rated = true;
      } else if (word.equals("unrated") || word.equals("u")) {
        rated = false;
      } else if (digits(word, 4)) {
        numbers.add(Long.parseLong(word));
      } else if (from == 1 && (word.equals("m") || word.equals("manual") || word.equals("a")
          || word.equals("auto") || word.equals("f") || word.equals("formula"))) {
        continue; // FICS's seek flags: an ad here is always taken at once, with no formula
      } else if (OTHER_VARIANTS.contains(word)) {
        return refused("Arbiter plays " + word + ", but not on the ICS port: chess programs"
            + " here show standard chess only. Play it with telnet or Arbiter's own clients.");
      } else if (!CHESS_WORDS.contains(word) && !word.equals("white") && !word.equals("black")) {
        return refused("The ICS port plays standard chess only; \"" + words[i]
            + "\" is not one of its words.");
      }
    }
    if (numbers.size() > 2) {
      return refused(from == 1 ? "Usage: seek [MINUTES INCREMENT] [rated|unrated]"
          : "Usage: match NAME [MINUTES INCREMENT] [rated|unrated]");
    }
    long minutes = numbers.isEmpty() ? 0 : numbers.get(0);
    long increment = numbers.size() < 2 ? 0 : numbers.get(1);
    String time = minutes == 0 && increment == 0 ? null : minutes + "+" + increment;
    return new Terms(time, rated, null);
  }

  private static Terms refused(String line) {
    return new Terms(null, false, reply(line));
  }

  /** {@code tell NAME TEXT}: to the opponent or spectators of one's game, as chat. */
  private static Input tell(String[] words, String rest, IcsState state) {
    if (words.length < 3) {
      return reply("Usage: tell NAME TEXT");
    }
    if (state.game() == 0) {
      return reply("Arbiter carries chat within a game only: tell reaches your opponent and the"
          + " spectators while you play or watch.");
    }
    // the game's chat reaches the opponent: a tell meant for someone else must not
    String opponent = state.opponent();
    if (opponent != null && !opponent.equalsIgnoreCase(words[1])) {
      return reply("Arbiter carries chat within a game only: tell reaches your opponent ("
          + opponent + ") and the spectators, so it was not sent to " + words[1] + ".");
    }
    String text = rest.substring(words[1].length()).strip();
    return session(new Command.Say(text));
  }

  /** The settings clients send; {@code iset ms} changes how clocks are sent. */
  private static Input settings(String verb, String[] words, IcsState state) {
    if (verb.equals("iset") && words.length > 2 && words[1].equalsIgnoreCase("ms")) {
      boolean on = words[2].equals("1") || words[2].equalsIgnoreCase("on");
      state.millis(on);
      return reply("ms " + (on ? "set." : "unset."));
    }
    if (verb.equals("iset") && words.length > 2 && words[1].equalsIgnoreCase("seekinfo")) {
      boolean on = words[2].equals("1") || words[2].equalsIgnoreCase("on");
      state.seekInfo(on);
      // on: FICS clears the client's list and sends every ad there is
      return on ? session(new Command.Sought(true)) : reply("seekinfo unset.");
    }
    if (verb.equals("iset") && words.length > 2 && words[1].equalsIgnoreCase("seekremove")) {
      boolean on = words[2].equals("1") || words[2].equalsIgnoreCase("on");
      state.seekRemove(on);
      return reply("seekremove " + (on ? "set." : "unset."));
    }
    if (verb.equals("set") && words.length > 2 && words[1].equalsIgnoreCase("seek")) {
      boolean on = words[2].equals("1") || words[2].equalsIgnoreCase("on");
      state.seekLines(on);
      return reply(on ? "You will now hear seek ads." : "You will not hear seek ads.");
    }
    if (verb.equals("iset") && words.length > 2) {
      return reply(words[1].toLowerCase(Locale.ROOT) + " set.");
    }
    if (verb.equals("style") || (verb.equals("set") && words.length > 2
        && words[1].equalsIgnoreCase("style"))) {
      return reply("Style " + words[words.length - 1] + " set.");
    }
    return new Reply(List.of());
  }

  /** A move as the chess notation reads it: FICS's lower-case castling in capitals. */
  static String move(String text) {
    String move = text.strip();
    String lower = move.toLowerCase(Locale.ROOT);
    if (lower.equals("o-o") || lower.equals("0-0")) {
      return "O-O";
    }
    if (lower.equals("o-o-o") || lower.equals("0-0-0")) {
      return "O-O-O";
    }
    return move;
  }

  /**
   * {@code pause}, {@code unpause} (or {@code resume}): FICS's own game's clock; an arbiter names
   * the game ({@code pause GAME}).
   */
  private static Input pause(String[] words, boolean resume, IcsState state) {
    long game = words.length > 1 ? number(words[1]) : state.game();
    if (game == 0) {
      return reply("You are not playing a game.");
    }
    return session(new Command.Pause(game, !resume));
  }

  /**
   * {@code moretime SECONDS}: FICS's gift to one's opponent; {@code moretime GAME USER SECONDS}:
   * an arbiter's to a player of any game.
   */
  private static Input moretime(String[] words, IcsState state) {
    if (words.length == 4) {
      return session(new Command.Moretime(number(words[1]), words[2], number(words[3])));
    }
    if (words.length != 2) {
      return reply("Usage: moretime SECONDS (or moretime GAME USER SECONDS)");
    }
    if (state.opponent() == null) {
      return reply("You are not playing a game.");
    }
    return session(new Command.Moretime(state.game(), state.opponent(), number(words[1])));
  }

  /**
   * The words of a stripped line, split at runs of what {@code \\s} matches (space, tab, line
   * breaks, form feed), as {@code String.split("\\s+")} did without its regex: a move is a line.
   */
  static String[] words(String line) {
    List<String> words = new ArrayList<>(4);
    int start = -1;
    for (int i = 0; i <= line.length(); i++) {
      boolean space = i == line.length() || " \t\n\013\f\r".indexOf(line.charAt(i)) >= 0;
      if (space && start >= 0) {
        words.add(line.substring(start, i));
        start = -1;
      } else if (!space && start < 0) {
        start = i;
      }
    }
    return words.toArray(new String[0]);
  }

  private static long number(String word) {
    try {
      return Long.parseLong(word.startsWith("#") ? word.substring(1) : word);
    } catch (NumberFormatException e) {
      return -1; // the session refuses it: no such game
    }
  }

  private static Input session(Command command) {
    return new ToSession(command);
  }

  private static Input reply(String line) {
    return new Reply(List.of(line));
  }
}
