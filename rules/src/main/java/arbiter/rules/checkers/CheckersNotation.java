package arbiter.rules.checkers;

import static arbiter.rules.checkers.Squares.RAY;

import arbiter.rules.IllegalMove;
import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.NotationException.Kind;
import arbiter.rules.Position;

/**
 * The seed's notation: {@code c3-d4} for a simple move (an en dash is read as {@code -}) and
 * {@code e3:c5:e7} for a capture, naming every square the piece lands on ({@code x} is read as
 * {@code :}, as in PDN). Any path that makes a
 * legal move is read as that move; a move is written with the path its generator found first.
 */
final class CheckersNotation implements Notation {

  static final CheckersNotation INSTANCE = new CheckersNotation();

  private CheckersNotation() {}

  static String text(long packed, int[] landings) {
    StringBuilder text = new StringBuilder(Squares.name(PackedMove.from(packed)));
    char separator = PackedMove.isCapture(packed) ? ':' : '-';
    for (int sq : landings) {
      text.append(separator).append(Squares.name(sq));
    }
    return text.toString();
  }

  @Override
  public String format(Position position, Move move) {
    return move.toString();
  }

  @Override
  public CheckersMove parse(Position position, String text) throws NotationException {
    CheckersPosition checkers = CheckersVariant.cast(position);
    String move = text.strip();
    int[] squares = squares(move);
    long packed;
    boolean simple = squares.length == 2 && isDash(move.charAt(2));
    if (simple) {
      packed = PackedMove.of(squares[0], squares[1], crowns(checkers.board(), squares), 0);
    } else if (move.charAt(2) == ':' || move.charAt(2) == 'x') {
      packed = capture(checkers.board(), squares);
      if (packed == 0) {
        throw illegal(checkers, squares, false, text);
      }
    } else {
      throw new NotationException(Kind.MALFORMED, "not a draughts move: " + text);
    }
    for (Move legal : checkers.legalMoves()) {
      if (((CheckersMove) legal).packed() == packed) {
        return (CheckersMove) legal;
      }
    }
    throw illegal(checkers, squares, simple, text);
  }

  private static NotationException illegal(CheckersPosition position, int[] squares,
      boolean simple, String text) {
    return new NotationException(why(position, squares, simple), "not a legal move here: " + text);
  }

  /**
   * Why the move along {@code squares} is illegal: what holds for any board, then the draughts
   * rules: a capture is compulsory, and a capture goes on while the piece can capture again.
   */
  private static IllegalMove why(CheckersPosition position, int[] squares, boolean simple) {
    int from = squares[0];
    int to = squares[squares.length - 1];
    IllegalMove reason = IllegalMove.onBoard(position,
        new int[] {Squares.row(from), Squares.column(from)},
        new int[] {Squares.row(to), Squares.column(to)});
    if (reason != IllegalMove.CANNOT_MOVE_SO) {
      return reason;
    }
    boolean captureExists = false;
    for (Move legal : position.legalMoves()) {
      CheckersMove move = (CheckersMove) legal;
      captureExists |= move.isCapture();
      int[] path = move.landings();
      if (!simple && move.isCapture() && PackedMove.from(move.packed()) == from
          && path.length > squares.length - 1
          && java.util.Arrays.equals(path, 0, squares.length - 1, squares, 1, squares.length)) {
        return IllegalMove.CAPTURE_NOT_FINISHED;
      }
    }
    return simple && captureExists ? IllegalMove.CAPTURE_COMPULSORY : reason;
  }

  private static boolean isDash(char c) {
    return c == '-' || c == '\u2013';
  }

  /** The squares of a move text (square, separator, square, ...), all separators alike. */
  private static int[] squares(String move) throws NotationException {
    if (move.length() < 5 || (move.length() - 2) % 3 != 0) {
      throw new NotationException(Kind.MALFORMED, "not a draughts move: " + move);
    }
    int[] squares = new int[(move.length() + 1) / 3];
    char separator = move.charAt(2);
    for (int i = 0; i < squares.length; i++) {
      squares[i] = Squares.parse(move, 3 * i);
      boolean separated = i == 0 || move.charAt(3 * i - 1) == separator;
      if (squares[i] < 0 || !separated) {
        throw new NotationException(Kind.MALFORMED, "not a draughts move: " + move);
      }
    }
    return squares;
  }

  private static boolean crowns(Board board, int[] squares) {
    int crownRow = board.side == Board.WHITE ? Squares.ROW_8 : Squares.ROW_1;
    return (board.kings & (1 << squares[0])) == 0 && (crownRow & (1 << squares[1])) != 0;
  }

  /**
   * The packed move a capture path makes, if each leg jumps exactly one enemy piece not yet taken
   * (a man jumps it from next to it, a king from afar); 0 if the path is no capture. Whether the
   * move is complete is left to the legal-move list.
   */
  private static long capture(Board board, int[] squares) {
    int from = squares[0];
    if ((board.own() & (1 << from)) == 0) {
      return 0;
    }
    int enemy = board.enemy();
    int occupied = board.occupied() & ~(1 << from);
    int crownRow = board.side == Board.WHITE ? Squares.ROW_8 : Squares.ROW_1;
    boolean startsKing = (board.kings & (1 << from)) != 0;
    boolean king = startsKing;
    int captured = 0;
    for (int leg = 1; leg < squares.length; leg++) {
      int taken = jumped(squares[leg - 1], squares[leg], king, enemy & ~captured, occupied);
      if (taken < 0) {
        return 0;
      }
      captured |= 1 << taken;
      king |= (crownRow & (1 << squares[leg])) != 0;
    }
    return PackedMove.of(from, squares[squares.length - 1], king && !startsKing, captured);
  }

  /** The square of the one piece a leg jumps, or -1 if the leg is no capture. */
  private static int jumped(int from, int to, boolean king, int takeable, int occupied) {
    for (int[][] rays : RAY) {
      int[] ray = rays[from];
      int taken = -1;
      for (int i = 0; i < ray.length; i++) {
        int bit = 1 << ray[i];
        if (ray[i] == to) {
          boolean reach = king || i == 1;
          return taken >= 0 && reach && (occupied & bit) == 0 ? taken : -1;
        }
        if ((occupied & bit) != 0) {
          if (taken >= 0 || (takeable & bit) == 0) {
            break;
          }
          taken = ray[i];
        }
      }
    }
    return -1;
  }
}
