package arbiter.export;

import arbiter.rules.IllegalMove;
import arbiter.rules.NotationException;
import java.util.Locale;

/**
 * Why a game file (a PGN) is refused: a tag without a name, or a move the variant's rules refuse,
 * as {@link NotationException} says it. Each face words it.
 */
public enum ImportFault {
  /** A tag pair {@code [ "value"]} without its name. */
  TAG_WITHOUT_NAME,
  /** The text is no move of the variant's notation. */
  NOT_A_MOVE,
  /** A move the position does not allow. */
  ILLEGAL_MOVE,
  /** More than one piece can make the move. */
  AMBIGUOUS_MOVE,
  /** A castling the position does not allow. */
  CANNOT_CASTLE,
  /**
   * A game from a set-up position (a {@code FEN} tag other than the variant's start): an archived
   * game starts where its variant does, so its moves would be replayed from another position.
   */
  SET_UP_POSITION,
  /** The Result tag and the result after the moves differ (both given, tag first). */
  RESULTS_DIFFER;

  /** The fault's stable code ({@code illegal_move}): the JSON protocol's and the words' key. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The fault of a move the rules refused, given as {@code move} in the file. */
  static ImportFault of(NotationException e, String move) {
    return switch (e.kind()) {
      case MALFORMED -> NOT_A_MOVE;
      case AMBIGUOUS -> AMBIGUOUS_MOVE;
      // after the end a castling is refused as one, as the chess notation says it
      case ILLEGAL -> e.reason() == IllegalMove.CANNOT_CASTLE
          || (e.reason() == IllegalMove.GAME_OVER && isCastling(move))
          ? CANNOT_CASTLE : ILLEGAL_MOVE;
    };
  }

  private static boolean isCastling(String move) {
    return move.replace('0', 'O').startsWith("O-O");
  }
}
