package arbiter.face.json;

import arbiter.account.ScoreLine;
import arbiter.command.Command;
import arbiter.engine.analysis.WhiteScore;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Answers;
import arbiter.face.words.Explanations;
import arbiter.face.words.Sentences;
import arbiter.face.words.Words;
import arbiter.export.GameExport;
import arbiter.game.GameSummary;
import arbiter.game.StoredGame;
import arbiter.rating.RatingRow;
import arbiter.game.GameView;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON protocol's messages for every domain event: listings and game states as structures,
 * refusals as stable codes; an {@code ok}, {@code notice} or {@code error} carries the shared
 * sentences of {@link Sentences}, the same words the text protocol prints.
 */
public final class JsonRenderer {

  /** The language of {@link #answer} and {@link #push}, which speak for no one connection. */
  private static final Words ENGLISH = Words.english();

  /** What a notice is, for programs (protocol/README.md): the stable code of its event. */
  private static final Map<Class<?>, String> NOTICE_CODES = Map.ofEntries(
      Map.entry(DomainEvent.TakenOver.class, Event.Notice.TAKEN_OVER),
      Map.entry(DomainEvent.IdleTimedOut.class, "idle_timeout"),
      Map.entry(DomainEvent.PlayerLeft.class, "player_left"),
      Map.entry(DomainEvent.PlayerReturned.class, "player_returned"),
      Map.entry(DomainEvent.GameWaiting.class, "game_waiting"),
      Map.entry(DomainEvent.GameResumed.class, "game_resumed"),
      Map.entry(DomainEvent.GamePaused.class, "game_paused"),
      Map.entry(DomainEvent.ChallengeWithdrawn.class, "challenge_withdrawn"),
      Map.entry(DomainEvent.SeekTaken.class, "seek_taken"),
      Map.entry(DomainEvent.DrawOffered.class, "draw_offered"),
      Map.entry(DomainEvent.TimeGiven.class, "time_given"),
      Map.entry(DomainEvent.Berserked.class, "berserk"),
      Map.entry(DomainEvent.TeamInvited.class, "team_invited"));

  private JsonRenderer() {}

  /** The messages answering a command: one {@code ok}, {@code error} or listing, then any state. */
  public static List<Event> answer(Command command, List<DomainEvent> events) {
    return events(answered(ENGLISH, command, events, 1));
  }

  /**
   * {@link #answer} in a protocol version, with each game's change left for the face to encode
   * once for all seats.
   */
  static List<Outgoing> answered(Words w, Command command, List<DomainEvent> events,
      int version) {
    List<Outgoing> simul = SimulJson.answered(w, events);
    if (simul != null) {
      return simul;
    }
    List<Outgoing> messages = new ArrayList<>();
    for (DomainEvent event : events) {
      if (event instanceof DomainEvent.TournamentAnswered
          || event instanceof DomainEvent.TournamentRefused) {
        TournamentJson.of(w, event, version).forEach(m -> messages.add(new Outgoing.Message(m)));
        return messages;
      }
      if (event instanceof DomainEvent.Refused refused) {
        messages.add(new Outgoing.Message(error(w, refused, command)));
        return messages;
      }
      if (event instanceof DomainEvent.BoardShown board) {
        // JSON asks for a board only to resync: the answer is the game's whole state
        messages.add(new Outgoing.Change(board.view(), true));
        return messages;
      }
      Event listing = listing(event);
      if (listing != null) {
        messages.add(new Outgoing.Message(listing));
        return messages;
      }
    }
    messages.add(new Outgoing.Message(new Event.Ok(requestType(command), okText(w, events))));
    GameView shown = null;
    boolean whole = false;
    for (DomainEvent event : events) {
      if (event instanceof DomainEvent.GameShown game) {
        messages.add(new Outgoing.Message(started(game.view())));
        shown = game.view();
        whole = true;
      }
      GameView changed = changed(event);
      shown = changed != null ? changed : shown;
    }
    if (shown != null) {
      messages.add(new Outgoing.Change(shown, whole));
    }
    return messages;
  }

  private static List<Event> events(List<Outgoing> messages) {
    List<Event> events = new ArrayList<>(messages.size());
    messages.forEach(message -> events.add(Outgoing.event(message)));
    return events;
  }

  /** The text of an {@code ok}: the text protocol's answer, a game shown by its headline only. */
  private static String okText(Words w, List<DomainEvent> events) {
    List<String> lines = new ArrayList<>();
    for (DomainEvent event : events) {
      if (event instanceof DomainEvent.GameShown shown) {
        if (shown.arrival() == DomainEvent.Arrival.OBSERVING) {
          lines.add(w.get("game.observing", Sentences.summary(w, shown.view().summary())));
        }
      } else {
        lines.addAll(words(w, event));
      }
    }
    return String.join("\n", lines);
  }

  /** The messages of news that answers no command. */
  public static List<Event> push(DomainEvent event) {
    return events(pushed(ENGLISH, event, 1));
  }

  /**
   * {@link #push} in a protocol version, with each game's change left for the face to encode
   * once for all seats.
   */
  static List<Outgoing> pushed(Words w, DomainEvent event, int version) {
    if (event instanceof DomainEvent.GameShown shown) {
      return List.of(new Outgoing.Message(started(shown.view())),
          new Outgoing.Change(shown.view(), true));
    }
    GameView changed = changed(event);
    if (changed != null) {
      return List.of(new Outgoing.Change(changed, false));
    }
    List<Outgoing> messages = new ArrayList<>();
    List<Event> simul = SimulJson.of(w, event);
    if (simul != null) {
      simul.forEach(message -> messages.add(new Outgoing.Message(message)));
      return messages;
    }
    List<Event> tournament = TournamentJson.of(w, event, version);
    for (Event message : tournament != null ? tournament : news(w, event)) {
      messages.add(new Outgoing.Message(message));
    }
    return messages;
  }

  private static List<Event> news(Words w, DomainEvent event) {
    if (event instanceof DomainEvent.Refused refused) {
      return List.of(withWhy(w, refused, code(refused.reason()).wire(),
          Answers.sentence(w, refused)));
    }
    if (event instanceof DomainEvent.Challenged challenged) {
      return List.of(new Event.Challenged(challenged.from(), challenged.variant(), challenged.limit(),
          challenged.time(), challenged.rated() ? null : Boolean.FALSE)); // absent: rated
    }
    if (event instanceof DomainEvent.ChallengeDeclined declined) {
      return List.of(new Event.Declined(declined.by()));
    }
    if (event instanceof DomainEvent.LobbyShown lobby) {
      return List.of(lobby(lobby));
    }
    if (event instanceof DomainEvent.ChatSaid chat) {
      return List.of(new Event.Chat(chat.game(), chat.from(), chat.text(), chat.spectator()));
    }
    List<Event> notices = new ArrayList<>();
    String code = event instanceof DomainEvent.PauseAsked asked
        ? (asked.resume() ? "resume_asked" : "pause_asked")
        : NOTICE_CODES.get(event.getClass()); // null: the notice is words only
    for (String line : words(w, event)) {
      notices.add(new Event.Notice(line, code));
    }
    if (event instanceof DomainEvent.DrawOffered offered) {
      notices.add(new Event.DrawOffered(offered.player())); // after the words: clients may prompt
    } else if (event instanceof DomainEvent.Berserked berserked) {
      notices.add(new Event.Berserk(berserked.game(), berserked.player(), berserked.seconds()));
    }
    if (event instanceof DomainEvent.TeamInvited invited) { // a new type, which may come to all
      notices.add(new Event.TeamInvited(invited.team(), invited.captain()));
    }
    return notices;
  }

  /**
   * An event's words: the shared sentences, or a tournament's news as version 1 words them; none
   * for a board, which JSON sends as a state.
   */
  private static List<String> words(Words w, DomainEvent event) {
    if (event instanceof DomainEvent.GameShown || event instanceof DomainEvent.OpponentMoved
        || event instanceof DomainEvent.OpponentUndid || event instanceof DomainEvent.BoardShown
        || event instanceof DomainEvent.ReplayShown) {
      return List.of();
    }
    return event.accept(new TextRenderer(w, view -> List.of()));
  }

  /** A watched lobby's users and running games. */
  private static Event lobby(DomainEvent.LobbyShown lobby) {
    List<String> users = new ArrayList<>(lobby.users().size());
    lobby.users().forEach(user -> users.add(user.name()));
    return new Event.Lobby(users, summaries(lobby.games()));
  }

  /** The game an event shows changed, or {@code null} if it changed none. */
  public static GameView changed(DomainEvent event) {
    if (event instanceof DomainEvent.YouMoved moved) {
      return moved.view();
    }
    if (event instanceof DomainEvent.OpponentMoved moved) {
      return moved.view();
    }
    if (event instanceof DomainEvent.YouUndid undid) {
      return undid.view();
    }
    if (event instanceof DomainEvent.OpponentUndid undid) {
      return undid.view();
    }
    if (event instanceof DomainEvent.GameEnded ended) {
      return ended.view();
    }
    if (event instanceof DomainEvent.ClockShown shown) {
      return shown.view();
    }
    return null;
  }

  /** An error message on its own (a line the face could not read). */
  public static Event error(ErrorCode code, String message) {
    return new Event.Error(code.wire(), message);
  }

  private static Event error(Words w, DomainEvent.Refused refused, Command command) {
    Refusal reason = refused.reason();
    String message = switch (reason) {
      case LOG_IN_FIRST -> w.get("json.log_in_first");
      case LOG_OUT_FIRST -> w.get("json.log_out_first");
      case NOT_PLAYING -> w.get("json.not_playing");
      case NOT_WATCHING -> w.get("json.not_watching");
      case NO_GAME_FOR_CHAT -> w.get("json.no_game_for_chat");
      case LEAVE_GAME_FIRST -> w.get("json.leave_game_first");
      case BAD_REQUEST -> w.get("json.bad_request", requestType(command));
      default -> Answers.sentence(w, refused);
    };
    return withWhy(w, refused, code(reason).wire(), message);
  }

  /** An error that says, for a move the rules refuse, why: a {@code reason} code and its words. */
  private static Event withWhy(Words w, DomainEvent.Refused refused, String code,
      String message) {
    if (refused.why() == null) {
      return new Event.Error(code, message);
    }
    return new Event.Error(code, message, Explanations.code(refused.why()),
        Explanations.reason(w, refused.why()));
  }

  /** The stable error code of a refusal. */
  static ErrorCode code(Refusal reason) {
    return switch (reason) {
      case INVALID_COMMAND, BAD_REQUEST, USERNAME_FORMAT, PASSWORD_FORMAT, NEGATIVE_LIMIT,
          BAD_TIME_CONTROL, CHAT_CONTROL ->
          ErrorCode.BAD_REQUEST;
      case LINE_TOO_LONG -> ErrorCode.LINE_TOO_LONG;
      case INTERNAL, NOT_STORED -> ErrorCode.INTERNAL;
      case USER_EXISTS -> ErrorCode.USER_EXISTS;
      case NO_SUCH_USER, WRONG_PASSWORD -> ErrorCode.BAD_CREDENTIALS;
      case LOG_IN_FIRST -> ErrorCode.NOT_LOGGED_IN;
      case NOT_PLAYING, NOT_WATCHING, NO_GAME_FOR_CHAT -> ErrorCode.NOT_IN_GAME;
      case USER_OFFLINE, NO_CHALLENGE, UNKNOWN_USER -> ErrorCode.NO_SUCH_USER;
      case NO_SUCH_GAME, NO_TOURNAMENT_GAMES, NO_SIMUL_GAMES -> ErrorCode.NO_SUCH_GAME;
      case NO_SUCH_VARIANT -> ErrorCode.NO_SUCH_VARIANT;
      case WRONG_SQUARE, NOT_YOUR_PIECE, EMPTY_SQUARE, CANNOT_MOVE_THERE, MALFORMED_MOVE,
          ILLEGAL_MOVE, AMBIGUOUS_MOVE -> ErrorCode.ILLEGAL_MOVE;
      case NOT_YOUR_TURN, GAME_HELD -> ErrorCode.NOT_YOUR_TURN;
      case NO_SUCH_TOURNAMENT -> ErrorCode.NO_SUCH_TOURNAMENT;
      case TOURNAMENT_NAME_FORMAT, TOURNAMENT_FORMAT, TOURNAMENT_NUMBERS, TOURNAMENT_RESULT ->
          ErrorCode.BAD_REQUEST;
      case USER_BUSY, LOG_OUT_FIRST, LEAVE_GAME_FIRST, SELF_CHALLENGE, USER_IN_GAME,
          USER_UNAVAILABLE, NOTHING_SELECTED, ALREADY_MOVED, NO_SELECTED_PIECE, MOVE_FIRST,
          NO_UNDOS_LEFT, NOTHING_TO_UNDO, UNDO_USED_THIS_TURN, SPECTATORS_CANNOT_PLAY,
          OPPONENT_CONNECTED, CLAIM_TOO_EARLY, NO_DRAW_CLAIM, DRAW_ALREADY_OFFERED, TOURNAMENT_EXISTS,
          SWISS_NEEDS_ROUNDS, NOT_ORGANIZER, NOT_STARTED, TOURNAMENT_RULE, UNTIMED,
          VARIANT_UNPLAYABLE, NOT_ARBITER, OWN_SEEK ->
          ErrorCode.NOT_ALLOWED;
      case LOGIN_THROTTLED, SERVER_BUSY, REGISTRATION_LIMIT, CHAT_LIMIT, CONNECTION_LIMIT,
          LOGIN_DEADLINE -> ErrorCode.SLOW_DOWN;
      case CHALLENGE_LIMIT, TOURNAMENT_LIMIT, PLAYER_LIMIT, BOTS_BUSY, GAME_RUNNING, BOT_UNAVAILABLE,
          BOT_VARIANT -> ErrorCode.NOT_ALLOWED;
      case ANALYSIS_BUSY -> ErrorCode.SLOW_DOWN;
      case BOT_LEVEL -> ErrorCode.BAD_REQUEST;
      case ROUNDS_LIMIT, TOURNAMENT_TIME_MINIMUM -> ErrorCode.BAD_REQUEST;
      case NOT_INVITED -> ErrorCode.NOT_ALLOWED;
      case NO_SUCH_SEEK -> ErrorCode.BAD_REQUEST;
      case NOT_GAME_ARBITER -> ErrorCode.NOT_ALLOWED;
      case TIME_GIFT_RANGE, NOT_A_PLAYER, ADJUDICATION_RESULT -> ErrorCode.BAD_REQUEST;
      case PAUSE_NOT_ALLOWED, ALREADY_PAUSED, NOT_PAUSED -> ErrorCode.NOT_ALLOWED;
    };
  }

  /** The structured answer of a listing, or {@code null} if the event is none. */
  private static Event listing(DomainEvent event) {
    if (event instanceof DomainEvent.WhoShown who) {
      List<String> users = new ArrayList<>(who.users().size());
      List<String> bots = new ArrayList<>();
      List<String> guests = new ArrayList<>();
      for (DomainEvent.OnlineUser user : who.users()) {
        users.add(user.name());
        if (user.bot()) {
          bots.add(user.name());
        }
        if (user.guest()) {
          guests.add(user.name());
        }
      }
      return new Event.Who(users, who.ratings().isEmpty() ? null : rows(who.ratings()),
          bots.isEmpty() ? null : bots, guests.isEmpty() ? null : guests);
    }
    if (event instanceof DomainEvent.GamesShown games) {
      return new Event.Games(summaries(games.games()));
    }
    if (event instanceof DomainEvent.ScoreboardShown scoreboard) {
      List<Event.ScoreRow> rows = new ArrayList<>(scoreboard.rows().size());
      for (ScoreLine row : scoreboard.rows()) {
        rows.add(new Event.ScoreRow(row.name(), row.score(), row.wins(), row.draws(), row.losses()));
      }
      return new Event.Scoreboard(scoreboard.variant(), rows);
    }
    if (event instanceof DomainEvent.HistoryShown history) {
      List<Event.HistoryRow> rows = new ArrayList<>(history.games().size());
      for (StoredGame game : history.games()) {
        rows.add(new Event.HistoryRow(game.id(), game.finishedAt(), game.white(), game.black(),
            game.variant(), game.timeControl(), game.result(), game.reason(), game.rated()));
      }
      return new Event.History(history.user(), rows);
    }
    if (event instanceof DomainEvent.ExportShown export) {
      // a tournament has one variant, so one file: the answer is one message
      GameExport.Exported file = export.files().get(0);
      return new Event.Export(file.format(), file.fileName(), file.text());
    }
    if (event instanceof DomainEvent.RatingsShown ratings) {
      return new Event.Ratings(ratings.variant(), rows(ratings.rows()));
    }
    if (event instanceof DomainEvent.FingerShown finger) {
      return new Event.Finger(finger.user(), rows(finger.ratings()), finger.games());
    }
    if (event instanceof DomainEvent.AnalysisShown analysis) {
      List<Event.AnalysisRow> rows = new ArrayList<>(analysis.rows().size());
      for (DomainEvent.AnalysedMove row : analysis.rows()) {
        WhiteScore score = row.score();
        rows.add(new Event.AnalysisRow(row.ply(), row.move(), row.eval(), row.best(),
            row.judgement().name().toLowerCase(java.util.Locale.ROOT),
            score.kind() == WhiteScore.Kind.CENTIPAWNS ? score.value() : null,
            score.kind() == WhiteScore.Kind.MATE ? score.value() : null));
      }
      return new Event.Analysis(analysis.game(), rows);
    }
    if (event instanceof DomainEvent.ReplayShown replay) {
      return new Event.State(GameStateView.of(replay.view()));
    }
    return null;
  }

  private static List<Event.GameSummary> summaries(List<GameSummary> games) {
    List<Event.GameSummary> summaries = new ArrayList<>(games.size());
    for (GameSummary game : games) {
      summaries.add(new Event.GameSummary(game.id(), game.variant(), game.white(), game.black(),
          game.turns()));
    }
    return summaries;
  }

  private static List<Event.RatingRow> rows(List<RatingRow> rows) {
    List<Event.RatingRow> wire = new ArrayList<>(rows.size());
    for (RatingRow row : rows) {
      wire.add(new Event.RatingRow(row.user(), row.variant(), (int) Math.round(row.rating().rating()),
          (int) Math.round(row.rating().deviation()), row.rating().volatility(), row.rating().games()));
    }
    return wire;
  }

  private static Event started(GameView view) {
    return new Event.GameStarted(view.id(), view.variant().id(), view.white(), view.black(),
        view.limit(), view.clock() == null ? null : view.clock().control());
  }

  /** The wire type of the request a command came from. */
  static String requestType(Command command) {
    if (command instanceof Command.Move || command instanceof Command.Select
        || command instanceof Command.MoveSelected || command instanceof Command.Deselect
        || command instanceof Command.NextTurn) {
      return "move";
    }
    if (command instanceof Command.Say) {
      return "chat";
    }
    if (command instanceof Command.Tournament) {
      return "tournament";
    }
    if (command instanceof Command.Pause pause) {
      return pause.pause() ? "pause" : "resume";
    }
    // the other commands are named as their requests: Challenge -> challenge, Who -> who
    return JsonCodec.typeOf(command.getClass());
  }
}
