package arbiter.rules;

/**
 * Why a move that has the shape of a move is not legal where it was tried. The rules say it; each
 * face chooses its words. It explains a refusal only: whether a move is legal is decided by
 * {@link Position#legalMoves()} alone.
 */
public enum IllegalMove {
  /** The game is over: no move is legal. */
  GAME_OVER,
  /** No piece stands on the from-square. */
  NO_PIECE,
  /** The piece on the from-square belongs to the opponent. */
  NOT_YOUR_PIECE,
  /** The piece named is not the one on the from-square (minishogi letters). */
  WRONG_PIECE,
  /** One of the mover's own pieces stands on the to-square. */
  OWN_PIECE_THERE,
  /** The piece does not move that way, or its way is blocked. */
  CANNOT_MOVE_SO,
  /** No piece of that kind can go there (a move named by piece and destination, as SAN). */
  NO_PIECE_CAN,
  /** The move would leave (or put) the mover's own king in check. */
  KING_IN_CHECK,
  /** Castling is not allowed now: the king or rook moved, squares between are taken or attacked. */
  CANNOT_CASTLE,
  /** A capture is possible, and capturing is compulsory (draughts). */
  CAPTURE_COMPULSORY,
  /** The capture stops while the same piece can capture again (draughts). */
  CAPTURE_NOT_FINISHED,
  /** A drop of a piece the mover does not have in hand (minishogi). */
  NOT_IN_HAND,
  /** A drop onto a square that is taken (minishogi). */
  DROP_SQUARE_TAKEN;

  /**
   * The reason that holds for any board game: the game is over, the from-square is empty or the
   * opponent's, or the mover's own piece stands on the to-square; otherwise the piece cannot move
   * so. {@code from} and {@code to} are {@code {row, column}} on the board, {@code from} null for a
   * drop.
   */
  public static IllegalMove onBoard(Position position, int[] from, int[] to) {
    if (position.legalMoves().isEmpty()) {
      return GAME_OVER;
    }
    Side mover = position.sideToMove();
    if (from != null) {
      var piece = position.occupant(from[0], from[1]);
      if (piece.isEmpty()) {
        return NO_PIECE;
      }
      if (piece.get().side() != mover) {
        return NOT_YOUR_PIECE;
      }
    }
    var target = position.occupant(to[0], to[1]);
    if (target.isPresent() && target.get().side() == mover) {
      return from == null ? DROP_SQUARE_TAKEN : OWN_PIECE_THERE;
    }
    return CANNOT_MOVE_SO;
  }
}
