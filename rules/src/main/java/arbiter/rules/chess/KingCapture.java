package arbiter.rules.chess;

/**
 * Chess without check (seed 002): the game ends when a king is captured; no castling, en passant or
 * promotion (a pawn on the last rank stays a pawn); an optional move limit draws the game.
 */
public final class KingCapture {

  /** King capture without a move limit. */
  public static final ChessVariant VARIANT = new ChessVariant(Rules.KING_CAPTURE);

  private KingCapture() {}

  /**
   * King capture drawn once {@code limit} turns (half-moves of both players together) are completed
   * without a winner; 0 means no limit.
   */
  public static ChessVariant withLimit(int limit) {
    return limit == 0 ? VARIANT : new ChessVariant(new Rules("kingcapture", true, limit, false));
  }
}
