package arbiter.rules.chess;

import static arbiter.rules.chess.Bitboards.KING_ATTACKS;
import static arbiter.rules.chess.Bitboards.KNIGHT_ATTACKS;
import static arbiter.rules.chess.Bitboards.PAWN_ATTACKS;
import static arbiter.rules.chess.Bitboards.bishopAttacks;
import static arbiter.rules.chess.Bitboards.rookAttacks;

/**
 * The engine's mutable board: piece bitboards, a square-to-piece array, the side to move, castling
 * rights, the en-passant square and counters, with make/unmake of {@link PackedMove}s.
 */
final class Board {

  static final int WHITE = 0;
  static final int BLACK = 1;

  static final int PAWN = 1;
  static final int KNIGHT = 2;
  static final int BISHOP = 3;
  static final int ROOK = 4;
  static final int QUEEN = 5;
  static final int KING = 6;

  static final int WHITE_KINGSIDE = 1;
  static final int WHITE_QUEENSIDE = 2;
  static final int BLACK_KINGSIDE = 4;
  static final int BLACK_QUEENSIDE = 8;

  /** Castling rights kept when a move starts or ends on a square (king and rook squares). */
  private static final int[] CASTLING_KEPT = new int[64];

  static {
    java.util.Arrays.fill(CASTLING_KEPT, 15);
    CASTLING_KEPT[0] = ~WHITE_QUEENSIDE & 15;
    CASTLING_KEPT[4] = ~(WHITE_KINGSIDE | WHITE_QUEENSIDE) & 15;
    CASTLING_KEPT[7] = ~WHITE_KINGSIDE & 15;
    CASTLING_KEPT[56] = ~BLACK_QUEENSIDE & 15;
    CASTLING_KEPT[60] = ~(BLACK_KINGSIDE | BLACK_QUEENSIDE) & 15;
    CASTLING_KEPT[63] = ~BLACK_KINGSIDE & 15;
  }

  final Rules rules;

  /** Pieces by type, indexed by PAWN .. KING; index 0 is unused. */
  final long[] byType = new long[7];

  /** Pieces by colour, WHITE or BLACK. */
  final long[] byColour = new long[2];

  /** The piece on each square: {@code type | colour << 3}, 0 when empty. */
  final byte[] squares = new byte[64];

  int side;
  int castling;

  /** The square a pawn just skipped over, or 0 for none (a1 can never be one). */
  int epSquare;

  int halfmoveClock;

  /** Half-moves played since the start of the game (from the FEN's move number). */
  int plies;

  /** One entry per made move: captured piece, castling, en-passant square, halfmove clock. */
  private long[] undo;

  private int depth;

  Board(Rules rules) {
    this(rules, 16);
  }

  private Board(Rules rules, int undos) {
    this.rules = rules;
    this.undo = new long[undos];
  }

  /**
   * An independent copy of this board, with an empty undo history room for two moves (a position
   * makes one move on its copy, SAN one at a time; {@link #reserve} or a deeper make adds more).
   */
  Board copy() {
    Board copy = new Board(rules, 2);
    System.arraycopy(byType, 0, copy.byType, 0, 7);
    copy.byColour[0] = byColour[0];
    copy.byColour[1] = byColour[1];
    System.arraycopy(squares, 0, copy.squares, 0, 64);
    copy.side = side;
    copy.castling = castling;
    copy.epSquare = epSquare;
    copy.halfmoveClock = halfmoveClock;
    copy.plies = plies;
    return copy;
  }

  /** Makes sure {@code moves} more moves can be made before any is unmade. */
  void reserve(int moves) {
    if (undo.length < depth + moves) {
      undo = java.util.Arrays.copyOf(undo, depth + moves);
    }
  }

  void put(int piece, int sq) {
    long bit = 1L << sq;
    byType[piece & 7] |= bit;
    byColour[piece >>> 3] |= bit;
    squares[sq] = (byte) piece;
  }

  int pieceAt(int sq) {
    return squares[sq];
  }

  long occupied() {
    return byColour[WHITE] | byColour[BLACK];
  }

  long pieces(int colour, int type) {
    return byType[type] & byColour[colour];
  }

  /** The king square of {@code colour}, or -1 if it has no king (captured in king capture). */
  int kingSquare(int colour) {
    long king = byType[KING] & byColour[colour];
    return king == 0 ? -1 : Long.numberOfTrailingZeros(king);
  }

  /** Pieces of {@code colour} attacking {@code sq} when {@code occupied} blocks the sliders. */
  long attackers(int sq, int colour, long occupied) {
    long theirs = byColour[colour];
    long diagonal = byType[BISHOP] | byType[QUEEN];
    long straight = byType[ROOK] | byType[QUEEN];
    return theirs
        & ((PAWN_ATTACKS[(colour ^ 1) * 64 + sq] & byType[PAWN])
            | (KNIGHT_ATTACKS[sq] & byType[KNIGHT])
            | (KING_ATTACKS[sq] & byType[KING])
            | (bishopAttacks(sq, occupied) & diagonal)
            | (rookAttacks(sq, occupied) & straight));
  }

  /** Whether the side to move has its king attacked. */
  boolean inCheck() {
    int king = kingSquare(side);
    return king >= 0 && attackers(king, side ^ 1, occupied()) != 0;
  }

  void make(int move) {
    int from = move & 63;
    int to = (move >>> 6) & 63;
    int kind = (move >>> 12) & 3;
    int us = side;
    int piece = squares[from];
    int captured = squares[to];
    if (depth == undo.length) {
      undo = java.util.Arrays.copyOf(undo, depth * 2);
    }
    undo[depth++] = captured | castling << 4 | epSquare << 8 | (long) halfmoveClock << 16;
    halfmoveClock++;
    long toBit = 1L << to;
    if (captured != 0) {
      byType[captured & 7] ^= toBit;
      byColour[us ^ 1] ^= toBit;
      halfmoveClock = 0;
    }
    long fromTo = (1L << from) | toBit;
    int type = piece & 7;
    byType[type] ^= fromTo;
    byColour[us] ^= fromTo;
    squares[from] = 0;
    squares[to] = (byte) piece;
    epSquare = 0;
    if (type == PAWN) {
      halfmoveClock = 0;
      if ((from ^ to) == 16) {
        // king capture has no en passant (SPEC 1.3): a square here would be written to the FEN
        // and dropped when it is read back
        epSquare = rules.enPassant() ? (from + to) >>> 1 : 0;
      } else if (kind == PackedMove.PROMOTION) {
        int promoted = KNIGHT + ((move >>> 14) & 3);
        byType[PAWN] ^= toBit;
        byType[promoted] |= toBit;
        squares[to] = (byte) (promoted | us << 3);
      } else if (kind == PackedMove.EN_PASSANT) {
        int victim = to ^ 8;
        long victimBit = 1L << victim;
        byType[PAWN] ^= victimBit;
        byColour[us ^ 1] ^= victimBit;
        squares[victim] = 0;
      }
    } else if (kind == PackedMove.CASTLING) {
      castleRook(to, us, false);
    }
    castling &= CASTLING_KEPT[from] & CASTLING_KEPT[to];
    side = us ^ 1;
    plies++;
  }

  void unmake(int move) {
    int from = move & 63;
    int to = (move >>> 6) & 63;
    int kind = (move >>> 12) & 3;
    long entry = undo[--depth];
    int us = side ^ 1;
    side = us;
    plies--;
    int piece = squares[to];
    long toBit = 1L << to;
    if (kind == PackedMove.PROMOTION) {
      byType[piece & 7] ^= toBit;
      byType[PAWN] |= toBit;
      piece = PAWN | us << 3;
    }
    long fromTo = (1L << from) | toBit;
    byType[piece & 7] ^= fromTo;
    byColour[us] ^= fromTo;
    squares[from] = (byte) piece;
    int captured = (int) (entry & 15);
    squares[to] = (byte) captured;
    if (captured != 0) {
      byType[captured & 7] |= toBit;
      byColour[us ^ 1] |= toBit;
    }
    if (kind == PackedMove.EN_PASSANT) {
      int victim = to ^ 8;
      long victimBit = 1L << victim;
      byType[PAWN] |= victimBit;
      byColour[us ^ 1] |= victimBit;
      squares[victim] = (byte) (PAWN | (us ^ 1) << 3);
    } else if (kind == PackedMove.CASTLING) {
      castleRook(to, us, true);
    }
    castling = (int) (entry >>> 4) & 15;
    epSquare = (int) (entry >>> 8) & 255;
    halfmoveClock = (int) (entry >>> 16);
  }

  /** Moves the rook of the castling whose king went to {@code kingTo}, or moves it back. */
  private void castleRook(int kingTo, int us, boolean back) {
    boolean kingside = (kingTo & 7) == 6;
    int corner = kingside ? kingTo + 1 : kingTo - 2;
    int inside = kingside ? kingTo - 1 : kingTo + 1;
    int rookFrom = back ? inside : corner;
    int rookTo = back ? corner : inside;
    long bits = (1L << rookFrom) | (1L << rookTo);
    byType[ROOK] ^= bits;
    byColour[us] ^= bits;
    squares[rookTo] = squares[rookFrom];
    squares[rookFrom] = 0;
  }
}
