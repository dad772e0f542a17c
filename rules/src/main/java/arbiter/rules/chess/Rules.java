package arbiter.rules.chess;

/**
 * The rule set the chess engine plays by: FIDE chess, or king capture (seed 002), which switches
 * off check, castling, en passant and promotion, ends the game when a king is taken, and may draw
 * the game after a number of turns.
 *
 * @param id the variant id
 * @param kingCapture true for the seed 002 rules, false for FIDE chess
 * @param moveLimit turns (plies) after which an undecided game is drawn; 0 for no limit
 * @param drawLaws whether the FIDE Laws' automatic draws apply (a dead position, fivefold
 *     repetition, seventy-five moves) and threefold repetition and fifty moves may be claimed
 */
record Rules(String id, boolean kingCapture, int moveLimit, boolean drawLaws) {

  static final Rules FIDE = new Rules("chess", false, 0, true);
  /** Seed 003's chess, where only checkmate and stalemate end a game. */
  static final Rules MATE_OR_STALEMATE = new Rules("chess", false, 0, false);
  static final Rules KING_CAPTURE = new Rules("kingcapture", true, 0, false);

  Rules {
    if (moveLimit < 0) {
      throw new IllegalArgumentException("move limit must be 0 (none) or positive: " + moveLimit);
    }
    if (moveLimit > 0 && !kingCapture) {
      throw new IllegalArgumentException("only king capture has a move limit");
    }
    if (drawLaws && kingCapture) {
      throw new IllegalArgumentException("king capture has no draw laws");
    }
  }

  /** Moves must not leave the own king attacked. */
  boolean check() {
    return !kingCapture;
  }

  boolean castling() {
    return !kingCapture;
  }

  boolean enPassant() {
    return !kingCapture;
  }

  /** A pawn reaching the last rank becomes another piece; otherwise it stays a pawn there. */
  boolean promotion() {
    return !kingCapture;
  }
}
