package arbiter.face.words;

import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;

/** The sentence answering a command, a refusal or a success, shared by every face. */
public final class Answers {

  private Answers() {}

  /** The sentence of a refusal. */
  public static String sentence(Words w, AnswerEvent.Refused refused) {
    return switch (refused.reason()) {
      case INVALID_COMMAND, BAD_REQUEST, LOG_IN_FIRST, LOG_OUT_FIRST, NOT_PLAYING, NOT_WATCHING,
          NO_GAME_FOR_CHAT, LEAVE_GAME_FIRST, MALFORMED_MOVE -> w.get("refusal.invalid_command");
      case LINE_TOO_LONG -> w.get("refusal.line_too_long");
      case CHAT_CONTROL -> w.get("refusal.chat_control");
      case INTERNAL -> w.get("refusal.internal");
      case NOT_STORED -> w.get("refusal.not_stored");
      case RECONNECTING -> w.get("refusal.reconnecting");
      case USERNAME_FORMAT -> w.get("refusal.username_format");
      case PASSWORD_FORMAT -> w.get("refusal.password_format");
      case USER_EXISTS -> w.get("refusal.user_exists");
      case NO_SUCH_USER, UNKNOWN_USER -> w.get("refusal.no_such_user");
      case WRONG_PASSWORD -> w.get("refusal.wrong_password");
      case USER_BUSY -> w.get("refusal.user_busy");
      case NEGATIVE_LIMIT -> w.get("refusal.negative_limit");
      case SELF_CHALLENGE -> w.get("refusal.self_challenge");
      case USER_OFFLINE -> w.get("refusal.user_offline");
      case USER_IN_GAME -> w.get("refusal.user_in_game");
      case USER_UNAVAILABLE -> w.get("refusal.user_unavailable");
      case NO_CHALLENGE -> w.get("refusal.no_challenge");
      case NO_SUCH_GAME -> w.get("refusal.no_such_game");
      case NO_TOURNAMENT_GAMES -> w.get("refusal.no_tournament_games");
      case NO_SIMUL_GAMES -> w.get("refusal.no_simul_games");
      case NO_SUCH_VARIANT -> w.get("refusal.no_such_variant");
      case BAD_TIME_CONTROL -> w.get("refusal.bad_time_control");
      case UNTIMED -> w.get("refusal.untimed");
      case WRONG_SQUARE -> w.get("refusal.wrong_square");
      case NOT_YOUR_PIECE -> w.get("refusal.not_your_piece");
      case EMPTY_SQUARE -> w.get("refusal.empty_square");
      case NOTHING_SELECTED -> w.get("refusal.nothing_selected");
      case ALREADY_MOVED -> w.get("refusal.already_moved");
      case NO_SELECTED_PIECE -> w.get("refusal.no_selected_piece");
      case CANNOT_MOVE_THERE -> w.get("refusal.cannot_move_there");
      case MOVE_FIRST -> w.get("refusal.move_first");
      case NO_UNDOS_LEFT -> w.get("refusal.no_undos_left");
      case NOTHING_TO_UNDO -> w.get("refusal.nothing_to_undo");
      case UNDO_USED_THIS_TURN -> w.get("refusal.undo_used_this_turn");
      case ILLEGAL_MOVE -> w.get("refusal.illegal_move");
      case AMBIGUOUS_MOVE -> w.get("refusal.ambiguous_move");
      case SPECTATORS_CANNOT_PLAY -> w.get("refusal.spectators_cannot_play");
      case NOT_YOUR_TURN -> w.get("refusal.not_your_turn");
      case GAME_HELD -> w.get("refusal.game_held");
      case OPPONENT_CONNECTED -> w.get("refusal.opponent_connected");
      case CLAIM_TOO_EARLY -> w.get("refusal.claim_too_early", refused.number());
      case NO_DRAW_CLAIM -> w.get("refusal.no_draw_claim");
      case DRAW_ALREADY_OFFERED -> w.get("refusal.draw_already_offered");
      case NO_SUCH_TOURNAMENT -> w.get("refusal.no_such_tournament");
      case TOURNAMENT_NAME_FORMAT -> w.get("refusal.tournament_name_format");
      case TOURNAMENT_EXISTS -> w.get("refusal.tournament_exists");
      case TOURNAMENT_FORMAT -> w.get("refusal.tournament_format");
      case TOURNAMENT_NUMBERS -> w.get("refusal.tournament_numbers");
      case SWISS_NEEDS_ROUNDS -> w.get("refusal.swiss_needs_rounds");
      case NOT_ORGANIZER -> w.get("refusal.not_organizer", refused.subject());
      case NOT_STARTED -> w.get("refusal.not_started", refused.subject());
      case TOURNAMENT_RULE -> refused.subject(); // the director's sentence until it is typed
      case VARIANT_UNPLAYABLE -> w.get("refusal.variant_unplayable");
      case NOT_ARBITER -> w.get("refusal.not_arbiter", refused.subject());
      case TOURNAMENT_RESULT -> w.get("refusal.tournament_result");
      case LOGIN_THROTTLED -> w.get("refusal.login_throttled", refused.number());
      case SERVER_BUSY -> w.get("refusal.server_busy");
      case REGISTRATION_LIMIT -> w.get("refusal.registration_limit", refused.number());
      case CHAT_LIMIT -> w.get("refusal.chat_limit", refused.number());
      case CHALLENGE_LIMIT -> w.get("refusal.challenge_limit", refused.number());
      case BOTS_BUSY -> refused.subject().isEmpty() ? w.get("refusal.bots_busy", refused.number())
          : w.get("refusal.engine_busy", refused.subject(), refused.number());
      case BOT_UNAVAILABLE -> w.get("refusal.bot_unavailable", refused.subject());
      case BOT_VARIANT -> w.get("refusal.bot_variant", refused.subject());
      case BOT_LEVEL -> w.get("refusal.bot_level", refused.number());
      case GAME_RUNNING -> w.get("refusal.game_running");
      case ANALYSIS_BUSY -> w.get("refusal.analysis_busy", refused.number());
      case TOURNAMENT_LIMIT -> w.get("refusal.tournament_limit", refused.number());
      case ROUNDS_LIMIT -> w.get("refusal.rounds_limit", refused.number());
      case PLAYER_LIMIT -> w.get("refusal.player_limit", refused.subject(), refused.number());
      case TOURNAMENT_TIME_MINIMUM -> w.get("refusal.tournament_time_minimum", refused.number());
      case NOT_INVITED -> w.get("refusal.not_invited", refused.subject());
      case CONNECTION_LIMIT -> w.get("refusal.connection_limit");
      case LOGIN_DEADLINE -> w.get("refusal.login_deadline", refused.number());
      case NO_SUCH_SEEK -> w.get("refusal.no_such_seek");
      case OWN_SEEK -> w.get("refusal.own_seek");
      case NOT_GAME_ARBITER -> w.get("refusal.not_game_arbiter", refused.number());
      case TIME_GIFT_RANGE -> w.get("refusal.time_gift_range", refused.number());
      case NOT_A_PLAYER -> w.get("refusal.not_a_player", refused.subject(), refused.number());
      case ADJUDICATION_RESULT -> w.get("refusal.adjudication_result");
      case PAUSE_NOT_ALLOWED -> w.get("refusal.pause_not_allowed", refused.number());
      case ALREADY_PAUSED -> w.get("refusal.already_paused", refused.number());
      case NOT_PAUSED -> w.get("refusal.not_paused", refused.number());
    };
  }

  /**
   * Whether seed 002 words a refusal as {@code invalid command} (the first case above), after
   * which the text face looks for the command a typo meant.
   */
  public static boolean saysInvalidCommand(Refusal reason) {
    return switch (reason) {
      case INVALID_COMMAND, BAD_REQUEST, LOG_IN_FIRST, LOG_OUT_FIRST, NOT_PLAYING, NOT_WATCHING,
          NO_GAME_FOR_CHAT, LEAVE_GAME_FIRST, MALFORMED_MOVE -> true;
      default -> false;
    };
  }

  /** The sentence of a success. */
  public static String sentence(Words w, AnswerEvent.Done done) {
    return switch (done.ack()) {
      case REGISTERED -> w.get("ack.registered");
      case LOGGED_IN -> w.get("ack.logged_in");
      case LOGGED_OUT -> w.get("ack.logged_out");
      case REMOVED -> w.get("ack.removed", done.subject());
      case PROGRAM_ENDED -> w.get("ack.program_ended");
      case CHALLENGE_DECLINED -> w.get("ack.challenge_declined");
      case STOPPED_OBSERVING -> w.get("ack.stopped_observing");
      case SELECTED -> w.get("ack.selected");
      case DESELECTED -> w.get("ack.deselected");
      case UNDONE -> w.get("ack.undone");
      case DRAW_OFFERED -> w.get("ack.draw_offered");
      case CHALLENGE_WITHDRAWN -> w.get("ack.challenge_withdrawn", done.subject());
      case SEEK_POSTED -> w.get("ack.seek_posted", done.subject());
      // the text face says the same whether there were ads or not, as it always did
      case SEEKS_REMOVED, NO_SEEKS -> w.get("ack.seeks_removed");
      case PAUSE_ASKED -> w.get("ack.pause_asked", done.subject());
      case RESUME_ASKED -> w.get("ack.resume_asked", done.subject());
    };
  }
}
