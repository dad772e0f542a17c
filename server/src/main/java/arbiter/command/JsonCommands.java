package arbiter.command;

import arbiter.protocol.Request;
import arbiter.rules.Termination;
import java.util.regex.Pattern;

/**
 * Turns a JSON request into the {@link Command} it stands for, the same command the text protocol
 * gives: the menus decide on both alike.
 */
public final class JsonCommands {

  private static final Pattern WORD = Pattern.compile("\\S+");

  private JsonCommands() {}

  /** One to 40 characters, none a line's end: what a move's text may be (no pattern per move). */
  private static boolean moveShaped(String text) {
    if (text.isEmpty() || (text.length() > 40 && text.codePointCount(0, text.length()) > 40)) {
      return false; // counted in code points, as the pattern this replaces counted
    }
    return text.indexOf('\r') < 0 && text.indexOf('\n') < 0;
  }

  /**
   * The command of a request other than {@code hello}, or {@code null} when a field is missing or
   * malformed.
   */
  public static Command of(Request request) {
    if (request instanceof Request.Register r) {
      return words(r.user(), r.password()) ? new Command.Register(r.user(), r.password()) : null;
    }
    if (request instanceof Request.Login r) {
      return words(r.user(), r.password()) ? new Command.Login(r.user(), r.password()) : null;
    }
    if (request instanceof Request.Challenge r) {
      return word(r.user()) && (r.variant() == null || word(r.variant()))
          && (r.time() == null || word(r.time()))
          ? new Command.Challenge(r.user(), r.limit(), r.variant(), r.time(),
              r.rated() == null || r.rated(), r.level() == null ? 0 : Command.Challenge.asked(r.level())) : null;
    }
    if (request instanceof Request.Accept r) {
      return word(r.user()) ? new Command.Accept(r.user()) : null;
    }
    if (request instanceof Request.Decline r) {
      return word(r.user()) ? new Command.Decline(r.user()) : null;
    }
    if (request instanceof Request.Move r) {
      return r.move() != null && moveShaped(r.move().strip())
          ? TextCommands.parseMove(r.move()) : null;
    }
    if (request instanceof Request.Resync) {
      return new Command.ShowBoard(); // in JSON a board is shown as the game's whole state
    }
    if (request instanceof Request.Pause r) {
      return new Command.Pause(r.game(), true);
    }
    if (request instanceof Request.Resume r) {
      return new Command.Pause(r.game(), false);
    }
    if (request instanceof Request.Moretime r) {
      return word(r.user()) ? new Command.Moretime(r.game(), r.user(), r.seconds()) : null;
    }
    if (request instanceof Request.Adjudicate r) {
      return word(r.result()) && (r.reason() == null || !ChatText.hasControl(r.reason()))
          ? new Command.Adjudicate(r.game(), r.result(),
              r.reason() == null || r.reason().isBlank() ? null : r.reason().strip()) : null;
    }
    if (request instanceof Request.Observe r) {
      return new Command.Observe(r.game());
    }
    if (request instanceof Request.Chat r) {
      if (r.text() == null || r.text().isBlank()) {
        return null;
      }
      // text with control characters goes on unstripped, so the session refuses it in words
      return new Command.Say(ChatText.hasControl(r.text()) ? r.text() : r.text().strip());
    }
    if (request instanceof Request.Scoreboard r) {
      return r.variant() == null || word(r.variant()) ? new Command.Scoreboard(r.variant()) : null;
    }
    if (request instanceof Request.Tournament r) {
      TournamentCommand command = tournament(r);
      return command == null ? null : new Command.Tournament(command);
    }
    if (request instanceof Request.Simul r) {
      return simul(r);
    }
    if (request instanceof Request.Board r) {
      return new Command.Board(r.game());
    }
    if (request instanceof Request.History r) {
      return r.user() == null || word(r.user())
          ? new Command.History(r.user(), r.limit() <= 0 ? 20 : Math.min(r.limit(), 200)) : null;
    }
    if (request instanceof Request.Analyze r) {
      return new Command.Analyze(r.game());
    }
    if (request instanceof Request.Replay r) {
      return r.ply() >= 0 ? new Command.Replay(r.game(), r.ply()) : null;
    }
    if (request instanceof Request.Export r) {
      if (r.simul() != null) {
        return word(r.simul()) ? new Command.ExportSimul(r.simul()) : null;
      }
      return r.tournament() != null ? (word(r.tournament())
          ? new Command.Export(0, r.tournament()) : null) : new Command.Export(r.game(), null);
    }
    if (request instanceof Request.Ratings r) {
      return r.variant() == null || word(r.variant()) ? new Command.Ratings(r.variant()) : null;
    }
    if (request instanceof Request.Finger r) {
      return word(r.user()) ? new Command.Finger(r.user()) : null;
    }
    if (request instanceof Request.Logout) {
      return new Command.Logout();
    }
    if (request instanceof Request.LogoutAll) {
      return new Command.LogoutAll();
    }
    if (request instanceof Request.Undo) {
      return new Command.Undo();
    }
    if (request instanceof Request.Forfeit) {
      return new Command.Forfeit();
    }
    if (request instanceof Request.Claim r) {
      if (r.kind() == null) {
        return new Command.Claim();
      }
      return switch (r.kind()) {
        case "repetition" -> new Command.Claim(Termination.THREEFOLD_REPETITION);
        case "fifty" -> new Command.Claim(Termination.FIFTY_MOVES);
        default -> null;
      };
    }
    if (request instanceof Request.Draw) {
      return new Command.Draw();
    }
    if (request instanceof Request.Unobserve) {
      return new Command.Unobserve();
    }
    if (request instanceof Request.Who) {
      return new Command.Who();
    }
    if (request instanceof Request.Games) {
      return new Command.Games();
    }
    if (request instanceof Request.WatchLobby r) {
      return new Command.WatchLobby(r.watch());
    }
    return null; // hello: the face answers it itself
  }

  /** A simul request: each action with the fields it needs, else {@code null}. */
  private static Command simul(Request.Simul r) {
    SimulAction action = TextCommands.simulAction(r.action() == null ? "" : r.action());
    boolean fits = action != null && switch (action) {
      case CREATE -> word(r.variant()) && (r.time() == null || word(r.time()))
          && (r.colour() == null || word(r.colour()));
      case JOIN, SHOW, AUDIT -> word(r.host());
      case LEAVE, START, LIST -> true;
      case USAGE -> false;
    };
    return fits ? new Command.Simul(action, r.host(), r.variant(), r.time(), r.colour()) : null;
  }

  private static TournamentCommand tournament(Request.Tournament r) {
    String action = r.action() == null ? "" : r.action();
    if (action.equals("list")) {
      return new TournamentCommand.ListAll();
    }
    if (!word(r.name())) {
      return null;
    }
    return switch (action) {
      case "create" -> words(r.variant(), r.system()) && nonNegative(r.rounds()) && nonNegative(r.limit())
          && (r.time() == null || word(r.time()))
          && nonNegative(r.board())
          ? new TournamentCommand.Create(r.name(), r.variant(), r.system(),
              r.rounds() == null ? 0 : r.rounds(), r.limit() == null ? 0 : r.limit(), r.time(),
              r.board() == null ? 0 : r.board(), "otb".equals(r.value()))
          : null;
      case "join" -> r.value() == null ? new TournamentCommand.Join(r.name())
          : word(r.value()) ? new TournamentCommand.JoinTeam(r.name(), r.value()) : null;
      case "berserk" -> new TournamentCommand.Berserk(r.name());
      case "lineup" -> word(r.key()) && r.value() != null
          && java.util.Arrays.stream(r.value().trim().split(" +")).allMatch(JsonCommands::word)
          ? new TournamentCommand.Lineup(r.name(), r.key(),
              java.util.Arrays.asList(r.value().trim().split(" +"))) : null;
      case "pause" -> r.player() == null || word(r.player())
          ? new TournamentCommand.Pause(r.name(), r.player()) : null;
      case "resume" -> r.player() == null || word(r.player())
          ? new TournamentCommand.Resume(r.name(), r.player()) : null;
      case "team_create", "team_show", "team_join", "team_decline" ->
          new TournamentCommand.Team(action.substring(5), r.name(), null, 0);
      case "team_add", "team_remove" -> word(r.player()) && nonNegative(r.board())
          ? new TournamentCommand.Team(action.substring(5), r.name(), r.player(),
              r.board() == null ? 0 : r.board()) : null;
      case "leave" -> new TournamentCommand.Leave(r.name());
      case "decline" -> new TournamentCommand.Decline(r.name());
      case "start" -> new TournamentCommand.Start(r.name());
      case "standings" -> new TournamentCommand.Standings(r.name(), false);
      case "pairings" -> r.round() == null || r.round() >= 0
          ? new TournamentCommand.Pairings(r.name(), r.round() == null ? 0 : r.round()) : null;
      case "enter" -> word(r.player())
          ? new TournamentCommand.Enter(r.name(), r.player(), Boolean.TRUE.equals(r.half()),
              "full".equals(r.value())) : null;
      case "checkin" -> new TournamentCommand.Checkin(r.name());
      case "repair" -> new TournamentCommand.Repair(r.name());
      case "players" -> r.value() != null
          ? new TournamentCommand.ImportPlayers(r.name(), r.value()) : null;
      case "bye" -> (r.player() == null || word(r.player())) && nonNegative(r.round())
          ? new TournamentCommand.Bye(r.name(), r.round() == null ? 0 : r.round(), r.player())
          : null;
      case "seat" -> words(r.player(), r.other())
          ? new TournamentCommand.Seat(r.name(), r.player(), r.other()) : null;
      case "withdraw" -> word(r.player())
          ? new TournamentCommand.Withdraw(r.name(), r.player()) : null;
      case "reinstate" -> word(r.player())
          ? new TournamentCommand.Reinstate(r.name(), r.player()) : null;
      case "pair" -> new TournamentCommand.Pair(r.name());
      case "begin" -> new TournamentCommand.Begin(r.name());
      case "swap" -> words(r.player(), r.other())
          ? new TournamentCommand.Swap(r.name(), r.player(), r.other()) : null;
      case "board" -> r.board() != null && words(r.player(), r.other())
          ? new TournamentCommand.Board(r.name(), r.board(), r.player(), r.other()) : null;
      case "result" -> r.round() != null && r.board() != null && word(r.result())
          ? new TournamentCommand.Correct(r.name(), r.round(), r.board(), r.result()) : null;
      case "set" -> (r.key() == null && r.value() == null) || words(r.key(), r.value())
          ? new TournamentCommand.Configure(r.name(), r.key(), r.value()) : null;
      case "forbid", "allow" -> words(r.player(), r.other())
          ? new TournamentCommand.Configure(r.name(), action, r.player() + "," + r.other())
          : null;
      case "arbiter" -> word(r.player())
          ? new TournamentCommand.Arbiter(r.name(), r.player()) : null;
      case "audit" -> new TournamentCommand.Audit(r.name());
      case "crosstable" -> new TournamentCommand.Crosstable(r.name());
      case "print" -> new TournamentCommand.Print(r.name());
      case "show" -> new TournamentCommand.Show(r.name());
      case "export" -> new TournamentCommand.Trf(r.name());
      case "report" -> r.round() != null && r.result() != null && r.result().length() <= 8
          ? new TournamentCommand.Report(r.name(), r.round(), r.result()) : null;
      case "lock", "unlock" -> r.round() != null
          ? new TournamentCommand.Lock(r.name(), r.round(), action.equals("lock")) : null;
      case "live" -> r.round() != null && r.board() != null
          ? new TournamentCommand.Live(r.name(), r.round(), r.board()) : null;
      case "boards" -> nonNegative(r.round())
          ? new TournamentCommand.Boards(r.name(), r.round() == null ? 0 : r.round()) : null;
      case "arbiter-call" -> r.value() == null || !ChatText.hasControl(r.value())
          ? new TournamentCommand.CallArbiter(r.name(), r.value() == null ? "" : r.value().strip())
          : null;
      case "codes" -> new TournamentCommand.Codes(r.name());
      case "arbiter-take" -> r.value() != null && r.value().matches("\\d{1,6}")
          ? new TournamentCommand.TakeCall(r.name(), Integer.parseInt(r.value())) : null;
      case "pgn" -> r.round() != null && r.board() != null && r.value() != null
          ? new TournamentCommand.Pgn(r.name(), r.round(), r.board(), r.value()) : null;
      case "import" -> word(r.variant()) && nonNegative(r.limit()) && r.trf() != null
          && (r.time() == null || word(r.time()))
          ? new TournamentCommand.Import(r.name(), r.variant(), r.limit() == null ? 0 : r.limit(),
              r.time(), r.trf()) : null;
      default -> null;
    };
  }

  private static boolean nonNegative(Integer number) {
    return number == null || number >= 0;
  }

  private static boolean word(String text) {
    return text != null && WORD.matcher(text).matches();
  }

  private static boolean words(String... texts) {
    for (String text : texts) {
      if (!word(text)) {
        return false;
      }
    }
    return true;
  }
}
