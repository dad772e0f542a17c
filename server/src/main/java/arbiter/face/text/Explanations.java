package arbiter.face.text;

import arbiter.event.DomainEvent;
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
  public static String reason(IllegalMove why) {
    return switch (why) {
      case GAME_OVER -> "the game is over";
      case NO_PIECE -> "there is no piece on that square";
      case NOT_YOUR_PIECE -> "that piece is not yours";
      case WRONG_PIECE -> "that is not your piece on that square: write its letter in your case";
      case OWN_PIECE_THERE -> "your own piece stands on that square";
      case CANNOT_MOVE_SO -> "that piece cannot move so";
      case NO_PIECE_CAN -> "none of your pieces of that kind can go there";
      case KING_IN_CHECK -> "your king would be in check";
      case CANNOT_CASTLE -> "you cannot castle now";
      case CAPTURE_COMPULSORY -> "a capture is compulsory: you must take";
      case CAPTURE_NOT_FINISHED -> "the capture must go on: that piece can take again";
      case NOT_IN_HAND -> "you have no such piece in hand";
      case DROP_SQUARE_TAKEN -> "the drop square is taken";
    };
  }

  /** The stable code of a reason on the wire ({@code king_in_check}). */
  public static String code(IllegalMove why) {
    return why.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** How a game ended, after seed 002's result line: {@code game over: checkmate}. */
  public static String ending(DomainEvent.GameEnded ended) {
    GameView view = ended.view();
    Side winner = ended.ending().winner();
    Side by = ended.endedBy();
    String loser = winner == null ? null : view.name(winner.opponent());
    String how = switch (ended.ending().termination()) {
      case CHECKMATE -> "checkmate";
      case KING_CAPTURED -> "king captured";
      case STALEMATE -> "stalemate: the side to move has no legal move and is not in check";
      case NO_LEGAL_MOVE -> winner == null ? "the side to move has no legal move"
          : loser + " has no legal move";
      case NO_PIECES -> loser + " has no pieces left";
      case LAST_RANK -> "a pawn reached the last rank";
      case ALL_PAWNS_CAPTURED -> "every pawn of " + loser + " was captured";
      case FIFTEEN_KING_MOVES -> "15 king moves without a capture or a man's move";
      case THREEFOLD_REPETITION -> "threefold repetition: the same position three times";
      case FIFTY_MOVES -> "fifty moves: fifty moves each without a capture or a pawn move";
      case FIVEFOLD_REPETITION -> "fivefold repetition: the same position five times";
      case SEVENTY_FIVE_MOVES ->
          "seventy-five moves: seventy-five moves each without a capture or a pawn move";
      case DEAD_POSITION -> "dead position: neither side can checkmate";
      case MOVE_LIMIT -> "the move limit of " + view.limit() + " turns was reached";
      case AGREEMENT -> "draw by agreement";
      case FORFEIT -> (by != null ? view.name(by) : loser) + " forfeited";
      case ABANDONED -> loser + " left and did not come back in time";
      case ABSENT -> loser + " did not come to the game";
      case BOTH_ABSENT -> "neither player came to the game";
      case TIME_FORFEIT -> (by != null ? view.name(by) : loser) + " ran out of time";
    };
    return "game over: " + how;
  }

  /** What a move looks like in a variant. */
  public static String moves(String variant) {
    return switch (variant) {
      case "kingcapture" -> "moves in kingcapture: e2e4 (from, to), or select 2,5 then move 4,5"
          + " then next_turn";
      case "chess" -> "moves in chess: e4, Nf3, exd5, O-O, e8=Q (SAN) or e2e4 (from, to)";
      case "pawns" -> "moves in pawns: a2a4 (from, to)";
      case "minishogi" -> "moves in minishogi: the piece's letter in your case, from, to, each"
          + " column then row: p 54 53; a drop from 00: p 00 33";
      case "checkers" -> "moves in checkers: c3-d4, a capture with every landing square: e3:c5:e7";
      default -> "type a move in the variant's notation";
    };
  }
}
