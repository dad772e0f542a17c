package arbiter.face.json;

import arbiter.event.AnswerEvent;
import arbiter.event.Asked;
import arbiter.event.DomainEvent;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.face.words.Answers;
import arbiter.face.words.Explanations;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.protocol.ErrorCode;
import arbiter.protocol.Event;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON protocol's messages for domain events, each event in the form {@link JsonEvents}
 * gives it: news as its messages; a command's answer as one {@code ok} with the events' words,
 * or the one listing, refusal or tournament answer it is, then any game's state.
 */
public final class JsonRenderer {

  /** The language of {@link #answer} and {@link #push}, which speak for no one connection. */
  private static final Words ENGLISH = Words.english();

  private JsonRenderer() {}

  /** The messages answering a command: one {@code ok}, {@code error} or listing, then any state. */
  public static List<Event> answer(Reply reply) {
    return events(answered(ENGLISH, reply, 1));
  }

  /**
   * {@link #answer} in a protocol version, with each game's change left for the face to encode
   * once for all seats.
   */
  static List<Outgoing> answered(Words w, Reply reply, int version) {
    List<DomainEvent> events = reply.events();
    JsonEvents renderer = JsonEvents.answering(w, version, reply.asked());
    List<JsonSent> sent = new ArrayList<>(events.size());
    events.forEach(event -> sent.add(event.accept(renderer)));
    if (!sent.isEmpty() && sent.get(0).role() == JsonSent.Role.SIMUL) {
      // a simul's answer; game N's board after it comes as the game's whole state
      List<Outgoing> messages = new ArrayList<>();
      sent.stream().filter(one -> one.role() != JsonSent.Role.PART)
          .forEach(one -> messages.addAll(one.messages()));
      return messages;
    }
    for (JsonSent one : sent) {
      if (one.role() == JsonSent.Role.ALONE) {
        return one.messages();
      }
    }
    // an ok with every event's words, the games started, then the state the last change left
    List<String> words = new ArrayList<>();
    List<Outgoing> messages = new ArrayList<>();
    GameView shown = null;
    boolean whole = false;
    for (JsonSent one : sent) {
      words.addAll(one.words());
      for (Outgoing message : one.messages()) {
        if (message instanceof Outgoing.Change change) {
          shown = change.view();
          whole |= change.whole();
        } else {
          messages.add(message);
        }
      }
    }
    messages.add(0, new Outgoing.Message(new Event.Ok(reply.asked().request(),
        String.join("\n", words))));
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

  /** The messages of news that answers no command. */
  public static List<Event> push(DomainEvent event) {
    return events(pushed(ENGLISH, event, 1));
  }

  /**
   * {@link #push} in a protocol version, with each game's change left for the face to encode
   * once for all seats.
   */
  static List<Outgoing> pushed(Words w, DomainEvent event, int version) {
    return event.accept(JsonEvents.news(w, version)).messages();
  }

  /** An error message on its own (a line the face could not read). */
  public static Event error(ErrorCode code, String message) {
    return new Event.Error(code.wire(), message);
  }

  /** The error answering a refused command, in the JSON face's words where it has its own. */
  static Event refusal(Words w, AnswerEvent.Refused refused, Asked asked) {
    String message = switch (refused.reason()) {
      case LOG_IN_FIRST -> w.get("json.log_in_first");
      case LOG_OUT_FIRST -> w.get("json.log_out_first");
      case NOT_PLAYING -> w.get("json.not_playing");
      case NOT_WATCHING -> w.get("json.not_watching");
      case NO_GAME_FOR_CHAT -> w.get("json.no_game_for_chat");
      case LEAVE_GAME_FIRST -> w.get("json.leave_game_first");
      case BAD_REQUEST -> w.get("json.bad_request", asked.request());
      default -> Answers.sentence(w, refused);
    };
    return refusal(w, refused, message);
  }

  /**
   * A refusal's error: its stable code and {@code message}; for a move the rules refuse, why: a
   * {@code reason} code and its words.
   */
  static Event refusal(Words w, AnswerEvent.Refused refused, String message) {
    String code = code(refused.reason()).wire();
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
      case RECONNECTING -> ErrorCode.RECONNECTING;
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
}
