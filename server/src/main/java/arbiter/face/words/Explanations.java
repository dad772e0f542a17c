package arbiter.face.words;

import arbiter.event.GameNews;
import arbiter.game.GameView;
import arbiter.rules.IllegalMove;
import arbiter.rules.Side;

/**
 * The network's words after seed 002's: why a move is illegal, how a game ended, what moves look
 * like in each variant. Never instead of a seed line, always after it.
 */
public final class Explanations {

  private Explanations() {}

  /** Why the rules refuse a move, in one line. */
  public static String reason(Words w, IllegalMove why) {
    return switch (why) {
      case GAME_OVER -> w.get("why.game_over");
      case NO_PIECE -> w.get("why.no_piece");
      case NOT_YOUR_PIECE -> w.get("why.not_your_piece");
      case WRONG_PIECE -> w.get("why.wrong_piece");
      case OWN_PIECE_THERE -> w.get("why.own_piece_there");
      case CANNOT_MOVE_SO -> w.get("why.cannot_move_so");
      case NO_PIECE_CAN -> w.get("why.no_piece_can");
      case KING_IN_CHECK -> w.get("why.king_in_check");
      case CANNOT_CASTLE -> w.get("why.cannot_castle");
      case CAPTURE_COMPULSORY -> w.get("why.capture_compulsory");
      case CAPTURE_NOT_FINISHED -> w.get("why.capture_not_finished");
      case NOT_IN_HAND -> w.get("why.not_in_hand");
      case DROP_SQUARE_TAKEN -> w.get("why.drop_square_taken");
    };
  }

  /** The stable code of a reason on the wire ({@code king_in_check}). */
  public static String code(IllegalMove why) {
    return why.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** How a game ended, after seed 002's result line: {@code game over: checkmate}. */
  public static String ending(Words w, GameNews.GameEnded ended) {
    GameView view = ended.view();
    Side winner = ended.ending().winner();
    Side by = ended.endedBy();
    String loser = winner == null ? null : view.name(winner.opponent());
    String how = switch (ended.ending().termination()) {
      case CHECKMATE -> w.get("over.checkmate");
      case KING_CAPTURED -> w.get("over.king_captured");
      case STALEMATE -> w.get("over.stalemate");
      case NO_LEGAL_MOVE -> winner == null ? w.get("over.no_legal_move")
          : w.get("over.no_legal_move_of", loser);
      case NO_PIECES -> w.get("over.no_pieces", loser);
      case LAST_RANK -> w.get("over.last_rank");
      case ALL_PAWNS_CAPTURED -> w.get("over.all_pawns_captured", loser);
      case FIFTEEN_KING_MOVES -> w.get("over.fifteen_king_moves");
      case THREEFOLD_REPETITION -> w.get("over.threefold_repetition");
      case FIFTY_MOVES -> w.get("over.fifty_moves");
      case FIVEFOLD_REPETITION -> w.get("over.fivefold_repetition");
      case SEVENTY_FIVE_MOVES -> w.get("over.seventy_five_moves");
      case DEAD_POSITION -> w.get("over.dead_position");
      case MOVE_LIMIT -> w.get("over.move_limit", view.limit());
      case AGREEMENT -> w.get("over.agreement");
      case FORFEIT -> w.get("over.forfeit", by != null ? view.name(by) : loser);
      case ABANDONED -> w.get("over.abandoned", loser);
      case ABSENT -> w.get("over.absent", loser);
      case NO_FIRST_MOVE -> w.get("over.no_first_move", loser);
      case BOTH_ABSENT -> w.get("over.both_absent");
      case TIME_FORFEIT -> w.get("over.time_forfeit", by != null ? view.name(by) : loser);
      case ADJUDICATION -> w.get("over.adjudicated");
    };
    return w.get("over.game_over", how);
  }

  /** What a move looks like in a variant. */
  public static String moves(Words w, String variant) {
    return switch (variant) {
      case "kingcapture" -> w.get("notation.kingcapture");
      case "chess" -> w.get("notation.chess");
      case "pawns" -> w.get("notation.pawns");
      case "minishogi" -> w.get("notation.minishogi");
      case "checkers" -> w.get("notation.checkers");
      default -> w.get("notation.other");
    };
  }
}
