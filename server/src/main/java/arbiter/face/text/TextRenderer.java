package arbiter.face.text;

import arbiter.account.ScoreLine;
import arbiter.protocol.TimeControl;
import arbiter.event.Ack;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.game.BoardText;
import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameSummary;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.StoredGame;
import arbiter.rating.RatingRow;
import arbiter.game.Square;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The text protocol's words for every domain event: seed 002's sentences where the seed defines
 * them, the network's additions after. The one place where the text face's English is made.
 */
public final class TextRenderer {

  private static final List<String> REGISTRATION_HELP = List.of(
      "register [username] [password]",
      "login [username] [password]",
      "remove [username] [password]",
      "list_users",
      "help",
      "exit");

  private static final List<String> MAIN_HELP =
      List.of("new_game [username] [limit]", "scoreboard", "list_users", "help", "logout");

  /** The network's own menu: {@code <...>} must be given, {@code [...]} may be left out. */
  private static final List<String> MAIN_NETWORK_HELP = List.of(
      "new_game <user> <limit> [variant] [time] [rated|unrated]",
      "accept <user>",
      "decline <user>",
      "scoreboard [variant]",
      "who",
      "games",
      "observe <game>",
      "history [user]",
      "moves <game>",
      "export <game>",
      "ratings [variant]",
      "finger <user>",
      "tournament create|join|leave|start|list|standings|pairings ...",
      "list_users",
      "help [command]",
      "logout");

  private static final List<String> GAME_HELP = List.of(
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

  private static final List<String> GAME_NETWORK_HELP = concat(GAME_HELP,
      List.of("<move> in the variant's notation", "draw", "claim", "time", "say <text>", "who",
          "games"));

  private TextRenderer() {}

  /** The lines of an event. */
  public static List<String> lines(DomainEvent event) {
    List<String> lines = new ArrayList<>();
    render(event, lines, TextRenderer::board);
    return lines;
  }

  /** The lines of several events, in order. */
  public static List<String> lines(List<DomainEvent> events) {
    return lines(events, TextRenderer::board);
  }

  /** The lines of several events, in order, each board drawn by {@code boards}. */
  public static List<String> lines(List<DomainEvent> events,
      Function<GameView, List<String>> boards) {
    List<String> lines = new ArrayList<>();
    events.forEach(event -> render(event, lines, boards));
    return lines;
  }

  /** The sentence of a refusal. */
  public static String sentence(DomainEvent.Refused refused) {
    return switch (refused.reason()) {
      case INVALID_COMMAND, BAD_REQUEST, LOG_IN_FIRST, LOG_OUT_FIRST, NOT_PLAYING, NOT_WATCHING,
          NO_GAME_FOR_CHAT, LEAVE_GAME_FIRST, MALFORMED_MOVE -> "invalid command";
      case LINE_TOO_LONG -> "line too long";
      case CHAT_CONTROL -> "chat may not hold control characters";
      case INTERNAL -> "server error, try again";
      case NOT_STORED -> "the server could not store that, so it did not happen; try again";
      case USERNAME_FORMAT -> "username format is invalid";
      case PASSWORD_FORMAT -> "password format is invalid";
      case USER_EXISTS -> "a user exists with this username";
      case NO_SUCH_USER, UNKNOWN_USER -> "no user exists with this username";
      case WRONG_PASSWORD -> "incorrect password";
      case USER_BUSY -> "this user is online or in a game";
      case NEGATIVE_LIMIT -> "number should be positive to have a limit or 0 for no limit";
      case SELF_CHALLENGE -> "you must choose another player to start a game";
      case USER_OFFLINE -> "user is not online";
      case USER_IN_GAME -> "user is in a game";
      case USER_UNAVAILABLE -> "user is not available";
      case NO_CHALLENGE -> "no challenge from this user";
      case NO_SUCH_GAME -> "no game with this id";
      case NO_SUCH_VARIANT -> "no variant with this name";
      case BAD_TIME_CONTROL -> TimeControl.FORMS;
      case UNTIMED -> "this game is untimed";
      case WRONG_SQUARE -> "wrong coordination";
      case NOT_YOUR_PIECE -> "you can only select one of your pieces";
      case EMPTY_SQUARE -> "no piece on this spot";
      case NOTHING_SELECTED -> "no piece is selected";
      case ALREADY_MOVED -> "already moved";
      case NO_SELECTED_PIECE -> "do not have any selected piece";
      case CANNOT_MOVE_THERE -> "cannot move to the spot";
      case MOVE_FIRST -> "you must move then proceed to next turn";
      case NO_UNDOS_LEFT -> "you cannot undo anymore";
      case NOTHING_TO_UNDO -> "you must move before undo";
      case UNDO_USED_THIS_TURN -> "you have used your undo for this turn";
      case ILLEGAL_MOVE -> "illegal move";
      case AMBIGUOUS_MOVE -> "ambiguous move";
      case SPECTATORS_CANNOT_PLAY -> "spectators cannot play";
      case NOT_YOUR_TURN -> "it is not your turn";
      case OPPONENT_CONNECTED -> "your opponent is connected";
      case CLAIM_TOO_EARLY -> "you may claim the win in " + refused.number() + " seconds";
      case DRAW_ALREADY_OFFERED -> "you have offered a draw already";
      case NO_SUCH_TOURNAMENT -> "no tournament with this name";
      case TOURNAMENT_NAME_FORMAT -> "tournament name format is invalid";
      case TOURNAMENT_EXISTS -> "a tournament with this name exists";
      case TOURNAMENT_FORMAT -> "the format is roundrobin or swiss";
      case TOURNAMENT_NUMBERS -> "rounds and limit are numbers";
      case SWISS_NEEDS_ROUNDS -> "a Swiss tournament needs a number of rounds";
      case NOT_ORGANIZER -> "only the creator or an admin may start " + refused.subject();
      case NOT_STARTED -> refused.subject() + " has not started";
      case TOURNAMENT_RULE -> refused.subject();
      case VARIANT_UNPLAYABLE -> "this user's chess program cannot show that variant";
      case NOT_ARBITER -> "only the creator, an admin or an arbiter of " + refused.subject()
          + " may do that";
      case TOURNAMENT_RESULT -> "a result is 1-0, 0-1, =, +- (white wins by forfeit), -+ or --";
      case LOGIN_THROTTLED -> "too many login attempts for this user; try again in "
          + refused.number() + " seconds";
      case SERVER_BUSY -> "the server is busy; try again in a moment";
      case REGISTRATION_LIMIT -> "too many registrations from your address; at most "
          + refused.number() + " an hour";
      case CHAT_LIMIT -> "too many chat lines; at most " + refused.number() + " a minute";
      case CHALLENGE_LIMIT -> "too many challenges waiting for an answer; at most "
          + refused.number();
      case TOURNAMENT_LIMIT -> "you have too many tournaments that have not finished; at most "
          + refused.number();
      case ROUNDS_LIMIT -> "too many rounds for this Swiss; at most " + refused.number();
      case TOURNAMENT_TIME_MINIMUM -> "a tournament's clock gives at least " + refused.number()
          + " seconds for 40 moves (base time plus 40 increments), such as 1+0 or 0.5+1";
      case NOT_INVITED -> "you have no invitation to " + refused.subject();
      case CONNECTION_LIMIT -> "too many connections";
      case LOGIN_DEADLINE -> "log in within " + refused.number() + " seconds of connecting";
      case NO_SUCH_SEEK -> "no such seek ad";
      case OWN_SEEK -> "that seek ad is your own";
    };
  }

  /** The sentence of a success. */
  public static String sentence(DomainEvent.Done done) {
    Ack ack = done.ack();
    return switch (ack) {
      case REGISTERED -> "register successful";
      case LOGGED_IN -> "login successful";
      case LOGGED_OUT -> "logout successful";
      case REMOVED -> "removed " + done.subject() + " successfully";
      case PROGRAM_ENDED -> "program ended";
      case CHALLENGE_SENT -> "challenge sent to " + done.subject();
      case CHALLENGE_DECLINED -> "challenge declined";
      case STOPPED_OBSERVING -> "stopped observing";
      case SELECTED -> "selected";
      case DESELECTED -> "deselected";
      case UNDONE -> "undo completed";
      case DRAW_OFFERED -> "draw offered";
      case CHALLENGE_WITHDRAWN -> "challenge to " + done.subject() + " withdrawn";
      case SEEK_POSTED -> "seek ad " + done.subject() + " posted";
      case SEEKS_REMOVED -> "seek ads removed";
    };
  }

  /** The {@code games} line of a game: id, players, variant, limit and turns played. */
  public static String summary(GameSummary game) {
    return game.id() + " " + game.white() + " " + game.black() + " " + game.variant() + " limit "
        + game.limit() + " turns " + game.turns();
  }

  private static void render(DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    List<String> tournament = TournamentText.news(event);
    if (tournament != null) {
      out.addAll(tournament);
    } else if (event instanceof DomainEvent.Refused refused) {
      out.add(sentence(refused));
    } else if (event instanceof DomainEvent.Done done) {
      out.add(sentence(done));
    } else if (event instanceof DomainEvent.HelpShown help) {
      out.addAll(switch (help.menu()) {
        case REGISTRATION -> REGISTRATION_HELP;
        case MAIN -> MAIN_HELP;
        case MAIN_NETWORK -> MAIN_NETWORK_HELP;
        case GAME -> GAME_HELP;
        case GAME_NETWORK -> GAME_NETWORK_HELP;
      });
    } else if (event instanceof DomainEvent.UsersListed users) {
      out.addAll(users.names());
    } else if (event instanceof DomainEvent.ScoreboardShown scoreboard) {
      for (ScoreLine row : scoreboard.rows()) {
        out.add(row.name() + " " + row.score() + " " + row.wins() + " " + row.draws() + " "
            + row.losses());
      }
    } else if (event instanceof DomainEvent.WhoShown who) {
      for (DomainEvent.OnlineUser user : who.users()) {
        StringBuilder ratings = new StringBuilder();
        for (RatingRow row : who.ratings()) {
          if (row.user().equals(user.name())) {
            ratings.append(ratings.length() == 0 ? " (" : ", ").append(row.variant()).append(' ')
                .append(Math.round(row.rating().rating()));
          }
        }
        out.add((user.game() == 0 ? user.name() : user.name() + " playing game " + user.game())
            + (ratings.length() == 0 ? "" : ratings + ")"));
      }
    } else if (event instanceof DomainEvent.GamesShown games) {
      games.games().forEach(game -> out.add(summary(game)));
    } else if (event instanceof DomainEvent.HistoryShown history) {
      history.games().forEach(game -> out.add(headline(game)));
      if (history.games().isEmpty()) {
        out.add("no games of " + history.user());
      }
    } else if (event instanceof DomainEvent.RatingsShown ratings) {
      ratings.rows().forEach(row -> out.add(rating(row, ratings.variant() == null)));
      if (ratings.rows().isEmpty()) {
        out.add("no rated games yet");
      }
    } else if (event instanceof DomainEvent.FingerShown finger) {
      out.add(finger.user() + ": " + finger.games() + " games");
      finger.ratings().forEach(row -> out.add(rating(row, true)));
    } else if (event instanceof DomainEvent.ExportShown export) {
      for (int i = 0; i < export.files().size(); i++) {
        out.add("saved " + export.savedAs().get(i));
        out.addAll(List.of(export.files().get(i).text().split("\r?\n")));
      }
    } else if (event instanceof DomainEvent.RecordShown record) {
      out.add("game " + headline(record.game()));
      out.addAll(numbered(record.game().moves()));
    } else if (event instanceof DomainEvent.ReplayShown replay) {
      out.addAll(boards.apply(replay.view()));
      out.add(turn(replay.view().name(replay.view().mover()), replay.view().mover()));
    } else if (event instanceof DomainEvent.Challenged challenged) {
      out.add(challenged.from() + " challenges you to " + challenged.variant() + " with limit "
          + challenged.limit() + (challenged.time() == null ? "" : " and time " + challenged.time())
          + ": accept " + challenged.from() + " or decline " + challenged.from());
    } else if (event instanceof DomainEvent.ChallengeDeclined declined) {
      out.add(declined.by() + " declined your challenge");
    } else if (event instanceof DomainEvent.ChallengeWithdrawn withdrawn) {
      out.add(withdrawn.by() + " withdrew the challenge");
    } else if (event instanceof DomainEvent.SeekTaken taken) {
      out.add(taken.taker() + " took " + taken.seeker() + "'s seek ad " + taken.id());
    } else if (event instanceof DomainEvent.TakenOver) {
      out.add("logged in from another connection");
    } else if (event instanceof DomainEvent.IdleTimedOut) {
      out.add("idle timeout");
    } else {
      renderGame(event, out, boards);
    }
  }

  private static void renderGame(DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    if (event instanceof DomainEvent.GameShown shown) {
      GameView view = shown.view();
      switch (shown.arrival()) {
        case STARTED, STARTED_HERE -> out.add("new game started successfully between "
            + view.white() + " and " + view.black() + " with limit " + view.limit());
        case OBSERVING -> out.add("observing game " + summary(view.summary()));
        case RESUMED -> { }
      }
      if (shown.arrival() == DomainEvent.Arrival.STARTED_HERE) {
        return;
      }
      if (shown.side() != null) {
        out.add("you play " + shown.side().label() + " in game " + view.id() + " ("
            + view.variant().id() + ")");
      }
      out.addAll(boards.apply(view));
      out.add(turn(view.name(view.mover()), view.mover()));
      clock(view, out);
    } else if (event instanceof DomainEvent.YouMoved moved) {
      if (moved.move() != null) {
        out.add(moved.move().killed().isEmpty() ? "moved" : captured(moved));
      }
      if (moved.completed()) {
        out.add("turn completed");
        clock(moved.view(), out);
      }
    } else if (event instanceof DomainEvent.OpponentMoved moved) {
      PlayedMove move = moved.move();
      String player = moved.view().name(move.side());
      out.add(moved.completed() ? player + " played " + move.notation()
          : player + " moved " + text(move));
      out.addAll(boards.apply(moved.view()));
      if (moved.completed()) {
        clock(moved.view(), out);
      }
    } else if (event instanceof DomainEvent.YouUndid) {
      out.add("undo completed");
    } else if (event instanceof DomainEvent.OpponentUndid undid) {
      out.add(undid.player() + " took the move back");
      out.addAll(boards.apply(undid.view()));
    } else if (event instanceof DomainEvent.GameEnded ended) {
      ending(ended, out);
    } else if (event instanceof DomainEvent.DrawOffered offered) {
      out.add(offered.player() + " offers a draw: type draw to accept");
    } else if (event instanceof DomainEvent.PlayerLeft left) {
      out.add(left.player() + " disconnected; if they are not back within " + left.graceSeconds()
          + " seconds you may claim the win with claim");
    } else if (event instanceof DomainEvent.PlayerReturned back) {
      out.add(back.player() + (back.first() ? " has come to the game" : " is back"));
    } else if (event instanceof DomainEvent.ChatSaid chat) {
      out.add((chat.spectator() ? "(spectator) " : "") + chat.from() + ": " + chat.text());
    } else if (event instanceof DomainEvent.TurnShown turn) {
      out.add(turn(turn.player(), turn.side()));
    } else if (event instanceof DomainEvent.BoardShown board) {
      out.addAll(boards.apply(board.view()));
    } else if (event instanceof DomainEvent.ClockShown shown) {
      clock(shown.view(), out);
    } else if (event instanceof DomainEvent.UndosLeft undos) {
      out.add("you have " + undos.count() + " undo moves");
    } else if (event instanceof DomainEvent.MovesShown moves) {
      moves.moves().forEach(move -> out.add(text(move)));
    } else if (event instanceof DomainEvent.KilledShown killed) {
      killed.kills().forEach(kill -> out.add(kill.name() + " killed in spot " + kill.square()));
    } else {
      throw new IllegalArgumentException("no text for " + event);
    }
  }

  /** How a game ended: what ended it, when a player or an absence did, then who won. */
  private static void ending(DomainEvent.GameEnded ended, List<String> out) {
    GameView view = ended.view();
    Ending ending = ended.ending();
    Side winner = ending.winner();
    Side by = ended.endedBy();
    switch (ending.termination()) {
      case FORFEIT -> out.add(ended.byYou() ? "you have forfeited" : view.name(by) + " forfeited");
      case ABANDONED -> {
        String gone = view.name(winner.opponent()) + " did not come back";
        out.add(ended.byYou() ? "you claimed the win: " + gone
            : view.name(winner) + " claimed the win: " + gone);
      }
      case AGREEMENT -> out.add(ended.byYou() ? "draw agreed" : view.name(by) + " accepted the draw");
      case ABSENT -> out.add(view.name(winner.opponent()) + " did not come to the game");
      case BOTH_ABSENT -> {
        out.add(view.white() + " did not come to the game");
        out.add(view.black() + " did not come to the game");
      }
      case TIME_FORFEIT -> out.add("player " + view.name(by) + " ran out of time"
          + (winner == null ? "; " + view.name(by.opponent()) + " cannot win" : ""));
      default -> { }
    }
    if (winner != null) {
      out.add("player " + view.name(winner) + " with color " + winner.label() + " won");
    } else {
      out.add(ending.termination() == Termination.BOTH_ABSENT ? "nobody won" : "draw");
    }
  }

  /**
   * The mover's word for a capture: seed 002's {@code rival piece destroyed} in its own variant,
   * plain words in the others.
   */
  private static String captured(DomainEvent.YouMoved moved) {
    if (moved.view().variant().id().equals("kingcapture")) {
      return "rival piece destroyed";
    }
    int count = moved.move().killed().size();
    return "moved and captured " + (count == 1 ? "a piece" : count + " pieces");
  }

  /** How {@code show_moves} lists a move: {@code Pw 2,4 to 4,4 destroyed Pb} in chess. */
  private static String text(PlayedMove move) {
    if (move.piece() == null) {
      return move.notation();
    }
    String kill = move.killed().isEmpty() ? "" : " destroyed " + move.killed().get(0).name();
    return move.piece() + " " + Square.of(move.move().from()) + " to " + Square.of(move.move().to())
        + kill;
  }

  /**
   * A stored game on one line: {@code 7 2026-11-23 ali - bob chess 5+3 1-0 checkmate rated}; a
   * running game's result is {@code * running}.
   */
  private static String headline(StoredGame game) {
    String date = java.time.Instant.ofEpochMilli(game.startedAt()).toString().substring(0, 10);
    String result = game.result() == null ? "* running" : switch (game.result()) {
      case "white" -> "1-0";
      case "black" -> "0-1";
      default -> "1/2-1/2";
    } + " " + game.reason();
    return game.id() + " " + date + " " + game.white() + " - " + game.black() + " " + game.variant()
        + " " + (game.timeControl() == null ? "untimed" : game.timeControl()) + " " + result
        + (game.rated() ? " rated" : " unrated");
  }

  /** {@code ali 1662 (rd 140) 7 games}, with the variant first when the list mixes them. */
  private static String rating(RatingRow row, boolean withVariant) {
    return (withVariant ? row.variant() + " " : "") + row.user() + " "
        + Math.round(row.rating().rating()) + " (rd " + Math.round(row.rating().deviation()) + ") "
        + row.rating().games() + " games";
  }

  /** Moves two to a numbered line, as score sheets write them: {@code 1. e4 e5}. */
  private static List<String> numbered(List<String> moves) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < moves.size(); i += 2) {
      lines.add((i / 2 + 1) + ". " + moves.get(i) + (i + 1 < moves.size() ? " " + moves.get(i + 1) : ""));
    }
    return lines;
  }

  /** {@code clock: white 4:53 black 5:00} after the game's events, when it is timed. */
  private static void clock(GameView view, List<String> out) {
    ClockView clock = view.clock();
    if (clock != null) {
      out.add("clock: white " + ClockText.of(clock, Side.WHITE) + " black "
          + ClockText.of(clock, Side.BLACK));
    }
  }

  private static String turn(String player, Side side) {
    return "it is player " + player + " turn with color " + side.label();
  }

  /** The board as the variant's seed draws it. */
  public static List<String> board(GameView view) {
    return BoardText.of(view.variant().id()).lines(view.position());
  }

  private static List<String> concat(List<String> first, List<String> second) {
    List<String> all = new ArrayList<>(first);
    all.addAll(second);
    return List.copyOf(all);
  }
}
