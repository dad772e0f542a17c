package arbiter.rules;

import java.util.Locale;
import java.util.Optional;

/**
 * How a game ended, for every variant and every way a game can end: by the rules of the position,
 * by the players, or by the server (a player gone, absent or out of time). Rules, game rooms, the
 * store and tournaments all speak of an ending with this one type.
 */
public enum Termination {
  CHECKMATE,
  KING_CAPTURED,
  STALEMATE,
  /** The side to move has no legal move (kingcapture, minishogi, checkers). */
  NO_LEGAL_MOVE,
  /** The side to move has no pieces left (checkers). */
  NO_PIECES,
  /** A pawn reached the last rank (pawns). */
  LAST_RANK,
  /** Every enemy pawn was captured (pawns). */
  ALL_PAWNS_CAPTURED,
  /** Fifteen king moves without a capture or a man's move (checkers). */
  FIFTEEN_KING_MOVES,
  /** The same position for the third time, claimed by a player (chess; automatic in checkers). */
  THREEFOLD_REPETITION,
  /** Fifty moves by each side without a capture or a pawn move, claimed by a player (chess). */
  FIFTY_MOVES,
  /** The same position for the fifth time: drawn without a claim (chess, FIDE Laws 9.6.1). */
  FIVEFOLD_REPETITION,
  /** Seventy-five moves by each side without a capture or a pawn move (FIDE Laws 9.6.2). */
  SEVENTY_FIVE_MOVES,
  /** Neither side can checkmate by any series of legal moves (FIDE Laws 5.2.2). */
  DEAD_POSITION,
  /** The game's move limit was reached. */
  MOVE_LIMIT,
  /** The players agreed to a draw. */
  AGREEMENT,
  /**
   * The loser resigned (the seed's {@code forfeit} command). Its word is {@code resignation}: to
   * players a forfeit is a game not played ({@link #ABSENT}).
   */
  FORFEIT,
  /** The loser dropped, did not come back in time, and the winner claimed the game. */
  ABANDONED,
  /** The loser never came to a game the server arranged (a tournament round). */
  ABSENT,
  /** Neither player came to a game the server arranged: nobody wins. */
  BOTH_ABSENT,
  /**
   * The loser did not make their first move in time in an arena game (lichess's {@code NoStart}):
   * the opponent wins, and nothing was played.
   */
  NO_FIRST_MOVE,
  /** The loser's clock ran out. */
  TIME_FORFEIT,
  /** An arbiter (an organizer or an admin) decided the result of a running game. */
  ADJUDICATION;

  /** The stored and wire word: lower case, words apart ({@code king captured}). */
  public String word() {
    return switch (this) {
      case FIFTEEN_KING_MOVES -> "15 king moves";
      case SEVENTY_FIVE_MOVES -> "seventy-five moves";
      case ADJUDICATION -> "adjudicated";
      case FORFEIT -> "resignation";
      default -> name().toLowerCase(Locale.ROOT).replace('_', ' ');
    };
  }

  /** The termination whose {@link #word()} this is. */
  public static Optional<Termination> ofWord(String word) {
    if ("forfeit".equals(word)) { // a resignation's word before issue 27, in older stores
      return Optional.of(FORFEIT);
    }
    for (Termination termination : values()) {
      if (termination.word().equals(word)) {
        return Optional.of(termination);
      }
    }
    return Optional.empty();
  }

  /** Whether the loser gave the game up or left it: scored 2 and -1 rather than 3 and 0. */
  public boolean isForfeit() {
    return this == FORFEIT || this == ABANDONED || isUnplayed();
  }

  /** Whether no game was played at all: a player never came, or never made a first move. */
  public boolean isUnplayed() {
    return this == ABSENT || this == BOTH_ABSENT || this == NO_FIRST_MOVE;
  }
}
