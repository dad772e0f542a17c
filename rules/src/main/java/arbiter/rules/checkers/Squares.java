package arbiter.rules.checkers;

import java.util.Arrays;

/**
 * The 32 dark squares of the draughts board and the diagonals between them. Square {@code s} is on
 * row {@code s / 4} (row 0 = rank 1, white's side) and column {@code 2 * (s % 4) + row % 2}, so
 * a1 = 0, c1 = 1, b2 = 4 and h8 = 31; a bitboard is an {@code int} with bit {@code s} per square.
 */
final class Squares {

  static final int COUNT = 32;

  /** Directions: up-right, up-left (white's forward), down-right, down-left (black's forward). */
  static final int UP_RIGHT = 0;

  static final int UP_LEFT = 1;
  static final int DOWN_RIGHT = 2;
  static final int DOWN_LEFT = 3;

  /** The square one step from a square in a direction, or -1 off the board: NEIGHBOR[dir][sq]. */
  static final int[][] NEIGHBOR = new int[4][COUNT];

  /** The squares from a square to the edge in a direction, nearest first: RAY[dir][sq]. */
  static final int[][][] RAY = new int[4][COUNT][];

  /** Bitboards of rank 1 and rank 8, where black and white men are crowned. */
  static final int ROW_1 = 0x0000000F;

  static final int ROW_8 = 0xF0000000;

  private static final int[] ROW_STEP = {1, 1, -1, -1};
  private static final int[] COLUMN_STEP = {1, -1, 1, -1};

  static {
    for (int dir = 0; dir < 4; dir++) {
      for (int sq = 0; sq < COUNT; sq++) {
        int row = row(sq) + ROW_STEP[dir];
        int column = column(sq) + COLUMN_STEP[dir];
        NEIGHBOR[dir][sq] = at(row, column);
        int length = 0;
        int[] ray = new int[7];
        while (at(row, column) >= 0) {
          ray[length++] = at(row, column);
          row += ROW_STEP[dir];
          column += COLUMN_STEP[dir];
        }
        RAY[dir][sq] = Arrays.copyOf(ray, length);
      }
    }
  }

  private Squares() {}

  static int row(int sq) {
    return sq >>> 2;
  }

  static int column(int sq) {
    return 2 * (sq & 3) + (row(sq) & 1);
  }

  /** The square at a row and column (0-based), or -1 if it is off the board or light. */
  static int at(int row, int column) {
    if (row < 0 || row > 7 || column < 0 || column > 7 || ((row + column) & 1) != 0) {
      return -1;
    }
    return row * 4 + column / 2;
  }

  /** The square's name, e.g. {@code c3}. */
  static String name(int sq) {
    return "" + (char) ('a' + column(sq)) + (char) ('1' + row(sq));
  }

  /** The dark square a name such as {@code c3} denotes, or -1 if it names none. */
  static int parse(CharSequence text, int start) {
    if (start + 2 > text.length()) {
      return -1;
    }
    char file = Character.toLowerCase(text.charAt(start));
    char rank = text.charAt(start + 1);
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
      return -1;
    }
    return at(rank - '1', file - 'a');
  }
}
