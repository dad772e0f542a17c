package arbiter.rules.minishogi;

import java.util.Arrays;

/**
 * The engine's mutable board: 25 squares, the pieces in hand counted by type, the side to move,
 * with make/unmake of {@link PackedMove}s. The order in which hand pieces were captured is history,
 * not rules; {@link MinishogiPosition} keeps it.
 */
final class Board {

  static final int WHITE = 0;
  static final int BLACK = 1;

  static final int SIZE = 5;
  static final int SQUARES = SIZE * SIZE;

  static final int PAWN = 1;
  static final int LANCE = 2;
  static final int BISHOP = 3;
  static final int SILVER = 4;
  static final int GOLD = 5;
  static final int KING = 6;

  /** Added to a type by promotion: PAWN + PROMOTION is a promoted pawn, up to SILVER + PROMOTION. */
  static final int PROMOTION = 6;

  static final int TYPES = 11;

  /** Upper-case letter of each unpromoted type. */
  static final String LETTERS = " PLBSGK";

  /** The piece on each square: {@code type | side << 4}, 0 when empty. */
  final byte[] squares = new byte[SQUARES];

  /** Pieces in hand: {@code hands[side * 8 + type]} for PAWN .. KING (a king only once it is won). */
  final int[] hands = new int[16];

  /** The squares each side occupies, one bit per square ({@code 1 << square}). */
  final int[] occupied = new int[2];

  /** Kings on the board per side; the game is over once one is 0. */
  final int[] kings = new int[2];

  int side;

  /** Half-moves since the game started (from the FEN's move number). */
  int plies;

  /** The piece each made move captured (0 for none), for unmake. */
  private int[] undo = new int[16];

  private int depth;

  static int piece(int side, int type) {
    return type | side << 4;
  }

  static int typeOf(int piece) {
    return piece & 15;
  }

  static int sideOf(int piece) {
    return piece >>> 4;
  }

  static int unpromoted(int type) {
    return type > KING ? type - PROMOTION : type;
  }

  static boolean promotable(int type) {
    return type <= SILVER;
  }

  /** Whether the square is in {@code side}'s promotion zone: the opponent's two home rows. */
  static boolean inZone(int side, int square) {
    int row = square / SIZE;
    return side == WHITE ? row >= SIZE - 2 : row < 2;
  }

  /** An independent copy of this board, with an empty undo history. */
  Board copy() {
    Board copy = new Board();
    System.arraycopy(squares, 0, copy.squares, 0, SQUARES);
    System.arraycopy(hands, 0, copy.hands, 0, hands.length);
    copy.occupied[0] = occupied[0];
    copy.occupied[1] = occupied[1];
    copy.kings[0] = kings[0];
    copy.kings[1] = kings[1];
    copy.side = side;
    copy.plies = plies;
    return copy;
  }

  /** Sets up a piece on an empty square (reading a position). */
  void put(int square, int piece) {
    squares[square] = (byte) piece;
    occupied[sideOf(piece)] |= 1 << square;
    if (typeOf(piece) == KING) {
      kings[sideOf(piece)]++;
    }
  }

  /** True once a king has been captured: nobody moves any more. */
  boolean isOver() {
    return kings[WHITE] == 0 || kings[BLACK] == 0;
  }

  int handCount(int side, int type) {
    return hands[side * 8 + type];
  }

  /** Makes room for {@code moves} more moves without growing the undo history while searching. */
  void reserve(int moves) {
    if (depth + moves > undo.length) {
      undo = Arrays.copyOf(undo, depth + moves + 16);
    }
  }

  void make(int move) {
    int to = PackedMove.to(move);
    int type = PackedMove.type(move);
    int captured = 0;
    if (PackedMove.isDrop(move)) {
      squares[to] = (byte) piece(side, type);
      hands[side * 8 + type]--;
      occupied[side] |= 1 << to;
    } else {
      int from = PackedMove.from(move);
      captured = squares[to];
      squares[from] = 0;
      squares[to] = (byte) piece(side, PackedMove.promotes(move) ? type + PROMOTION : type);
      occupied[side] ^= 1 << from | 1 << to;
      if (captured != 0) {
        occupied[side ^ 1] ^= 1 << to;
        int taken = unpromoted(typeOf(captured));
        hands[side * 8 + taken]++;
        if (taken == KING) {
          kings[side ^ 1]--;
        }
      }
    }
    if (depth == undo.length) {
      undo = Arrays.copyOf(undo, depth * 2);
    }
    undo[depth++] = captured;
    side ^= 1;
    plies++;
  }

  /** Takes back {@code move}, the last move made. */
  void unmake(int move) {
    side ^= 1;
    plies--;
    int captured = undo[--depth];
    int to = PackedMove.to(move);
    int type = PackedMove.type(move);
    if (PackedMove.isDrop(move)) {
      squares[to] = 0;
      hands[side * 8 + type]++;
      occupied[side] ^= 1 << to;
      return;
    }
    int from = PackedMove.from(move);
    squares[from] = (byte) piece(side, type);
    squares[to] = (byte) captured;
    occupied[side] ^= 1 << from | 1 << to;
    if (captured != 0) {
      occupied[side ^ 1] |= 1 << to;
      int taken = unpromoted(typeOf(captured));
      hands[side * 8 + taken]--;
      if (taken == KING) {
        kings[side ^ 1]++;
      }
    }
  }
}
