package arbiter.engine;

import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;

/**
 * What stands where in one position, read once through the public {@link Position} API into small
 * codes, so that hashing, evaluation and move ordering of a node share one look at the board.
 *
 * <p>A code is {@code kind | PROMOTED | BLACK}, 0 for an empty square; squares are numbered {@code
 * row * columns + column} from white's bottom-left corner, as the rules number them.
 */
public final class Snapshot {

  public static final int PAWN = 1;
  public static final int KNIGHT = 2;
  public static final int BISHOP = 3;
  public static final int ROOK = 4;
  public static final int QUEEN = 5;
  public static final int KING = 6;
  public static final int GOLD = 7;
  public static final int SILVER = 8;
  /** A draughts man (a draughts king is {@link #KING}). */
  public static final int MAN = 9;
  public static final int LANCE = 10;

  public static final int KIND = 15;
  public static final int PROMOTED = 16;
  public static final int BLACK = 32;

  /** Kinds by the letter {@link BoardPiece#kind()} uses; index = kind. */
  private static final String LETTERS = " PNBRQKGSML";

  private final int rows;
  private final int columns;
  private final byte[] squares;
  /** Pieces in hand: {@code hands[side * 16 + kind]}; all 0 in variants without drops. */
  private final int[] hands = new int[32];
  private final Side sideToMove;

  private Snapshot(int rows, int columns, Side sideToMove) {
    this.rows = rows;
    this.columns = columns;
    this.squares = new byte[rows * columns];
    this.sideToMove = sideToMove;
  }

  /** Reads {@code position}'s board, and its hands when {@code withHands}. */
  public static Snapshot of(Position position, boolean withHands) {
    Snapshot snapshot = new Snapshot(position.rows(), position.columns(), position.sideToMove());
    int columns = snapshot.columns;
    for (int row = 0; row < snapshot.rows; row++) {
      for (int column = 0; column < columns; column++) {
        var piece = position.occupant(row, column);
        if (piece.isPresent()) {
          snapshot.squares[row * columns + column] = (byte) code(piece.get());
        }
      }
    }
    if (withHands) {
      for (Side side : Side.values()) {
        for (BoardPiece piece : position.hand(side)) {
          snapshot.hands[side.ordinal() * 16 + kindOf(piece.kind())]++;
        }
      }
    }
    return snapshot;
  }

  /** The code of a piece as the rules show it. */
  public static int code(BoardPiece piece) {
    return kindOf(piece.kind())
        | (piece.promoted() ? PROMOTED : 0)
        | (piece.side() == Side.BLACK ? BLACK : 0);
  }

  /** Kinds by letter, -1 for none: a search reads every square of every node. */
  private static final int[] KINDS = new int[128];

  static {
    java.util.Arrays.fill(KINDS, -1);
    for (int kind = 1; kind < LETTERS.length(); kind++) {
      KINDS[LETTERS.charAt(kind)] = kind;
    }
  }

  private static int kindOf(char letter) {
    int kind = letter < KINDS.length ? KINDS[letter] : -1;
    if (kind <= 0) {
      throw new IllegalArgumentException("no engine kind for piece letter " + letter);
    }
    return kind;
  }

  public int rows() {
    return rows;
  }

  public int columns() {
    return columns;
  }

  /** The number of squares ({@code rows * columns}). */
  public int size() {
    return squares.length;
  }

  /** The code on square {@code square}, 0 if empty. */
  public int at(int square) {
    return squares[square];
  }

  /** The code on the square at {@code row}, {@code column}, 0 if empty or off the board. */
  public int at(int row, int column) {
    if (row < 0 || row >= rows || column < 0 || column >= columns) {
      return 0;
    }
    return squares[row * columns + column];
  }

  /** How many pieces of {@code kind} {@code side} holds in hand. */
  public int inHand(Side side, int kind) {
    return hands[side.ordinal() * 16 + kind];
  }

  public Side sideToMove() {
    return sideToMove;
  }

  /** Whether code {@code code} is a piece of {@code side}. */
  public static boolean belongsTo(int code, Side side) {
    return code != 0 && ((code & BLACK) != 0) == (side == Side.BLACK);
  }

  /** The kind of a code, without side or promotion. */
  public static int kind(int code) {
    return code & KIND;
  }
}
