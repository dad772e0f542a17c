package arbiter.face.text;

import arbiter.event.DomainEvent;
import arbiter.face.words.Sentences;
import arbiter.face.words.Words;
import arbiter.game.BoardText;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The text protocol's lines for every domain event: the sentences every face shares, from
 * {@link Sentences}, a tournament's from {@link TournamentText}, and the text face's own, its
 * boards, looked up in {@link Words}.
 */
public final class TextRenderer {

  private static final Words WORDS = Words.english();

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

<<<<<<< HEAD
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

=======
>>>>>>> main
  private static void render(DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    List<String> tournament = TournamentText.news(event);
    List<String> said = tournament != null ? tournament : Sentences.lines(WORDS, event);
    if (said != null) {
      out.addAll(said);
    } else if (event instanceof DomainEvent.ReplayShown replay) {
      out.addAll(boards.apply(replay.view()));
      out.add(turn(replay.view().name(replay.view().mover()), replay.view().mover()));
    } else {
      renderGame(event, out, boards);
    }
  }

  private static void renderGame(DomainEvent event, List<String> out,
      Function<GameView, List<String>> boards) {
    if (event instanceof DomainEvent.GameShown shown) {
      GameView view = shown.view();
      switch (shown.arrival()) {
        case STARTED, STARTED_HERE -> out.add(WORDS.get("game.started", view.white(), view.black(),
            view.limit()));
        case OBSERVING -> out.add(WORDS.get("game.observing",
            Sentences.summary(WORDS, view.summary())));
        case RESUMED -> { }
      }
      if (shown.arrival() == DomainEvent.Arrival.STARTED_HERE) {
        return;
      }
      if (shown.side() != null) {
        out.add(WORDS.get("game.you_play", Sentences.side(WORDS, shown.side()), view.id(),
            view.variant().id()));
      }
      out.addAll(boards.apply(view));
      out.add(turn(view.name(view.mover()), view.mover()));
      Sentences.clock(WORDS, view, out);
    } else if (event instanceof DomainEvent.OpponentMoved moved) {
      PlayedMove move = moved.move();
      String player = moved.view().name(move.side());
      out.add(moved.completed() ? WORDS.get("game.opponent_played", player, move.notation())
          : WORDS.get("game.opponent_moved", player, Sentences.move(WORDS, move)));
      out.addAll(boards.apply(moved.view()));
      if (moved.completed()) {
        Sentences.clock(WORDS, moved.view(), out);
      }
    } else if (event instanceof DomainEvent.OpponentUndid undid) {
      out.add(WORDS.get("game.opponent_undid", undid.player()));
      out.addAll(boards.apply(undid.view()));
    } else if (event instanceof DomainEvent.BoardShown board) {
      out.addAll(boards.apply(board.view()));
    } else {
      throw new IllegalArgumentException("no text for " + event);
    }
  }

  private static String turn(String player, Side side) {
    return Sentences.turn(WORDS, player, side);
  }

  /** The board as the variant's seed draws it. */
  public static List<String> board(GameView view) {
    return BoardText.of(view.variant().id()).lines(view.position());
  }
}
