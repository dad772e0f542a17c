package arbiter.face.text;

import arbiter.command.Command;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.GameView;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text face of one network connection: seed 002's lines as {@link TextRenderer} gives them,
 * then what helps a player who types at a telnet prompt (the board after their own move, why a
 * move is illegal, how a game ended, the usage after an invalid command), boards drawn in the
 * style this connection chose, a banner and, when asked for, a prompt. The seed's lines never
 * change; the additions always come after them.
 */
public final class NetworkText {

  /** The banner's last line: a client may read up to it before it types. */
  public static final String BANNER_END =
      "help lists the commands of where you are, help <command> explains one";

  /** How boards are drawn; per connection ({@code set board}), not stored. */
  public enum BoardStyle {
    /** Seed 002's board in kingcapture (its specification), the grid in the other variants. */
    AUTO,
    /** Each variant's board as its own local program draws it. */
    CLASSIC,
    /** {@link GridBoard}: coordinates, the viewer's side at the bottom, the last move marked. */
    GRID
  }

  private final String serverName;
  private final int passwordMinLength;
  private volatile BoardStyle style = BoardStyle.AUTO;
  private volatile boolean prompt;
  /** The side this connection plays in its current game, {@code null} when it watches. */
  private volatile Side seat;
  /** The variant of the game this connection plays or watches, {@code null} before one. */
  private volatile String variant;

  public NetworkText(String serverName, int passwordMinLength) {
    this.serverName = serverName;
    this.passwordMinLength = passwordMinLength;
  }

  /** What a new connection reads before it types anything. */
  public List<String> banner() {
    return List.of(
        serverName + ": kingcapture, chess, pawns, minishogi and checkers over the network",
        "new here? register <name> <password>, then login <name> <password>",
        BANNER_END);
  }

  /** The prompt written after each answer, or {@code null} when the user did not ask for one. */
  public String prompt() {
    return prompt ? serverName + "> " : null;
  }

  /** The lines of a command's answer: the seed's, then the board after the user's own move, then help. */
  public List<String> answer(Command command, List<DomainEvent> events) {
    events.forEach(this::track);
    List<String> lines = new ArrayList<>(TextRenderer.lines(events, this::board));
    GameView moved = null;
    for (DomainEvent event : events) {
      extras(event, command, lines);
      if (event instanceof DomainEvent.YouMoved you) {
        moved = you.view();
      } else if (event instanceof DomainEvent.YouUndid undid) {
        moved = undid.view();
      }
    }
    if (moved != null) {
      lines.addAll(board(moved));
    }
    return lines;
  }

  /** The lines of news: the seed's, then what helps. */
  public List<String> push(DomainEvent event) {
    track(event);
    List<String> lines = new ArrayList<>(TextRenderer.lines(List.of(event), this::board));
    extras(event, null, lines);
    return lines;
  }

  /**
   * A line the face answers itself, or {@code null} when it is for the session: {@code help
   * <command>}, {@code set board ...}, {@code set prompt ...}.
   */
  public List<String> own(String line) {
    String[] words = line.strip().split("\\s+");
    if (words.length == 2 && words[0].equals("help")) {
      return helpOn(words[1]);
    }
    if (words.length >= 1 && words[0].equals("set")) {
      return set(words);
    }
    return null;
  }

  private List<String> helpOn(String word) {
    Usage.Entry entry = Usage.of(word);
    if (entry != null) {
      return List.of(entry.usage(), entry.meaning());
    }
    if (word.equals("moves") || word.equals("variants")) {
      return List.of(Explanations.moves(variant == null ? "kingcapture" : variant));
    }
    String near = Usage.nearest(word);
    return near == null ? List.of("no command " + word + "; help lists them")
        : List.of("no command " + word + "; did you mean " + near + "?", Usage.of(near).usage());
  }

  private List<String> set(String[] words) {
    if (words.length == 3 && words[1].equals("board")) {
      for (BoardStyle candidate : BoardStyle.values()) {
        if (candidate.name().toLowerCase(Locale.ROOT).equals(words[2])) {
          style = candidate;
          return List.of("boards are drawn " + words[2] + " on this connection");
        }
      }
    }
    if (words.length == 3 && words[1].equals("prompt")
        && (words[2].equals("on") || words[2].equals("off"))) {
      prompt = words[2].equals("on");
      return List.of("prompt " + words[2]);
    }
    return List.of("invalid command", "usage: set board auto|classic|grid, set prompt on|off");
  }

  /** Remembers the game this connection plays or watches, to draw its boards and name its moves. */
  private void track(DomainEvent event) {
    if (event instanceof DomainEvent.GameShown shown) {
      seat = shown.side();
      variant = shown.view().variant().id();
    }
  }

  private List<String> board(GameView view) {
    BoardStyle chosen = style;
    boolean classic = chosen == BoardStyle.CLASSIC
        || (chosen == BoardStyle.AUTO && view.variant().id().equals("kingcapture"));
    return classic ? TextRenderer.board(view) : GridBoard.lines(view, seat);
  }

  /** The lines that follow an event's own: what explains or helps. */
  private void extras(DomainEvent event, Command command, List<String> out) {
    if (event instanceof DomainEvent.Refused refused) {
      String hint = hint(refused, command);
      if (hint != null) {
        out.add(hint);
      }
    } else if (event instanceof DomainEvent.HelpShown help) {
      out.addAll(help(help.menu()));
    } else if (event instanceof DomainEvent.GameEnded ended) {
      out.add(Explanations.ending(ended));
    } else if (event instanceof DomainEvent.GameShown shown && shown.side() != null
        && shown.arrival() == DomainEvent.Arrival.STARTED) {
      out.add(Explanations.moves(shown.view().variant().id()));
    }
  }

  private List<String> help(DomainEvent.MenuKind menu) {
    List<String> lines = new ArrayList<>();
    switch (menu) {
      case REGISTRATION -> {
        lines.add("new here? register <name> <password> once, then login <name> <password>");
        lines.add(credentials());
      }
      case MAIN, MAIN_NETWORK -> {
        lines.add("<...> must be given, [...] may be left out");
        lines.add("limit: turns before the game is a draw, 0 for none");
        lines.add("variants: kingcapture (the default: chess where a king is captured, no check),"
            + " chess, pawns, minishogi, checkers");
        lines.add("time: 5+3, 25d5, 40/90+30,30+30 or 10b30x3 (help new_game); left out: untimed");
        lines.add("set board auto|classic|grid, set prompt on|off: how this connection shows boards");
      }
      case GAME, GAME_NETWORK -> {
        lines.add(Explanations.moves(variant == null ? "kingcapture" : variant));
        lines.add("set board auto|classic|grid: the variant's own board, or a grid with"
            + " coordinates from your side");
      }
    }
    lines.add("help <command> explains one command");
    return lines;
  }

  private String credentials() {
    return "names and passwords: English letters, digits and _; names at most 32 characters"
        + (passwordMinLength > 1 ? ", passwords at least " + passwordMinLength : "");
  }

  /** The line after a refusal that says how to do it right, or {@code null}. */
  private String hint(DomainEvent.Refused refused, Command command) {
    Refusal reason = refused.reason();
    if (refused.why() != null) {
      return Explanations.reason(refused.why());
    }
    if (command instanceof Command.Move typed && TextRenderer.sentence(refused).equals("invalid command")) {
      return typo(typed.text(), reason);
    }
    return switch (reason) {
      case LOG_IN_FIRST -> "log in first: login <name> <password> (new here? register <name> <password>)";
      case LOG_OUT_FIRST -> "you are logged in: logout first";
      case NOT_PLAYING -> "you are not playing a game: new_game <user> <limit> [variant] starts one";
      case NOT_WATCHING -> "you are not watching a game: observe <game> (games lists them)";
      case NO_GAME_FOR_CHAT -> "say is for the game you play or watch";
      case LEAVE_GAME_FIRST -> "finish your game first (forfeit gives it up)";
      case INVALID_COMMAND, BAD_REQUEST -> "help lists the commands here";
      case USERNAME_FORMAT, PASSWORD_FORMAT -> credentials();
      case USER_EXISTS -> "names are unique regardless of case: choose another";
      case NO_SUCH_USER -> command instanceof Command.Login
          ? "new here? register <name> <password> first" : "list_users shows every user";
      case NO_SUCH_VARIANT -> "variants: kingcapture, chess, pawns, minishogi, checkers";
      case AMBIGUOUS_MOVE -> "more than one of your pieces can make it: add the file or rank (Nbd2)";
      case WRONG_SQUARE -> "rows and columns go from 1 to 8, row first: select 2,5";
      case USER_OFFLINE -> "who shows who is online";
      default -> null;
    };
  }

  /** What a line that is no command here was probably meant to be. */
  private String typo(String text, Refusal reason) {
    String[] words = text.strip().split("\\s+");
    String first = words[0];
    if (first.isEmpty()) {
      return "help lists the commands here";
    }
    Usage.Entry exact = Usage.of(first);
    if (exact != null) {
      return "usage: " + exact.usage();
    }
    String near = Usage.nearest(first);
    if (near != null) {
      return near.equals(first.toLowerCase(Locale.ROOT))
          ? "commands are written in lower case: " + Usage.of(near).usage()
          : "did you mean " + near + "? usage: " + Usage.of(near).usage();
    }
    return switch (reason) {
      case MALFORMED_MOVE -> Explanations.moves(variant == null ? "kingcapture" : variant);
      case NOT_PLAYING -> "moves are typed in a game: new_game <user> <limit> [variant] starts one,"
          + " accept <user> answers a challenge";
      case LOG_IN_FIRST -> "log in first: login <name> <password> (new here? register <name> <password>)";
      default -> "help lists the commands here";
    };
  }
}
