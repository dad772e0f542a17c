package arbiter.rules.checkers;

import static arbiter.rules.checkers.Squares.NEIGHBOR;
import static arbiter.rules.checkers.Squares.RAY;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Generates the legal moves of a {@link Board} as packed moves (see {@link PackedMove}) under the
 * Russian rules: capturing is compulsory; a capture goes on while the piece can capture (a king
 * must stop on a square from which it can go on, when there is one); a man crowned during a capture
 * goes on as a king; captured pieces stay on the board, blocking, until the move ends and are never
 * jumped twice. Moves with the same start, end and captured pieces are generated once.
 *
 * <p>Not thread-safe: an instance keeps the state of the capture search; make one per thread.
 */
final class MoveGenerator {

  /** More moves than any position has; a buffer of this size per ply is enough. */
  static final int MAX_MOVES = 1024;

  private static final int EVEN_ROWS = 0x0F0F0F0F;
  private static final int ODD_ROWS = 0xF0F0F0F0;
  private static final int LEFT_EDGE = 0x11111111;
  private static final int RIGHT_EDGE = 0x88888888;

  /** When not null, the landing squares of each capture generated, parallel to the moves. */
  private final List<int[]> paths;

  private final int[] path = new int[32];
  private long[] moves;
  private int start;
  private int end;
  private int enemy;
  /** Every piece except the one capturing: it has left its square. */
  private int occupied;
  private int origin;
  private boolean originKing;
  private int crownRow;

  MoveGenerator() {
    this(false);
  }

  private MoveGenerator(boolean withPaths) {
    this.paths = withPaths ? new ArrayList<>() : null;
  }

  /** The legal moves of {@code board} with the landing squares of each (a simple move: its end). */
  static List<CheckersMove> legalMoves(Board board) {
    MoveGenerator generator = new MoveGenerator(true);
    long[] buffer = new long[MAX_MOVES];
    int count = generator.generate(board, buffer, 0);
    List<CheckersMove> legal = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int[] landings =
          PackedMove.isCapture(buffer[i])
              ? generator.paths.get(i)
              : new int[] {PackedMove.to(buffer[i])};
      legal.add(new CheckersMove(buffer[i], landings));
    }
    return legal;
  }

  /** Writes the legal moves into {@code out} from {@code offset}; returns the index after them. */
  int generate(Board board, long[] out, int offset) {
    int end = generateCaptures(board, out, offset);
    return end > offset ? end : generateSimple(board, out, offset);
  }

  /** The number of legal moves, counted without generating simple moves one by one. */
  int count(Board board, long[] scratch, int offset) {
    int end = generateCaptures(board, scratch, offset);
    return end > offset ? end - offset : countSimple(board);
  }

  /** The pieces of the side to move that can capture: men found by shifting bitboards. */
  private static int capturers(Board board) {
    int own = board.own();
    int enemy = board.enemy();
    int empty = ~board.occupied();
    int men = own & ~board.kings;
    // a man captures towards d when its d-neighbour is an enemy whose d-neighbour is empty
    int capturers =
        men
            & (downLeft(enemy & downLeft(empty))
                | downRight(enemy & downRight(empty))
                | upLeft(enemy & upLeft(empty))
                | upRight(enemy & upRight(empty)));
    for (int kings = own & board.kings; kings != 0; kings &= kings - 1) {
      int sq = Integer.numberOfTrailingZeros(kings);
      if (kingCanCapture(sq, enemy, ~empty, 0)) {
        capturers |= 1 << sq;
      }
    }
    return capturers;
  }

  /** The squares up and to the right of the squares of {@code squares} (white's forward right). */
  private static int upRight(int squares) {
    return ((squares & EVEN_ROWS) << 4) | ((squares & ODD_ROWS & ~RIGHT_EDGE) << 5);
  }

  private static int upLeft(int squares) {
    return ((squares & EVEN_ROWS & ~LEFT_EDGE) << 3) | ((squares & ODD_ROWS) << 4);
  }

  private static int downRight(int squares) {
    return ((squares & EVEN_ROWS) >>> 4) | ((squares & ODD_ROWS & ~RIGHT_EDGE) >>> 3);
  }

  private static int downLeft(int squares) {
    return ((squares & EVEN_ROWS & ~LEFT_EDGE) >>> 5) | ((squares & ODD_ROWS) >>> 4);
  }

  /** Whether a king on {@code sq} can capture a piece of {@code enemy} not in {@code captured}. */
  private static boolean kingCanCapture(int sq, int enemy, int occupied, int captured) {
    for (int dir = 0; dir < 4; dir++) {
      int[] ray = RAY[dir][sq];
      int i = 0;
      while (i < ray.length && (occupied & (1 << ray[i])) == 0) {
        i++;
      }
      if (i + 1 < ray.length) {
        int over = 1 << ray[i];
        if ((enemy & over) != 0 && (captured & over) == 0 && (occupied & (1 << ray[i + 1])) == 0) {
          return true;
        }
      }
    }
    return false;
  }

  private int generateCaptures(Board board, long[] out, int offset) {
    moves = out;
    start = offset;
    end = offset;
    if (paths != null) {
      paths.clear();
    }
    enemy = board.enemy();
    crownRow = board.side == Board.WHITE ? Squares.ROW_8 : Squares.ROW_1;
    int all = board.occupied();
    for (int pieces = capturers(board); pieces != 0; pieces &= pieces - 1) {
      origin = Integer.numberOfTrailingZeros(pieces);
      occupied = all & ~(1 << origin);
      originKing = (board.kings & (1 << origin)) != 0;
      path[0] = origin;
      if (originKing) {
        kingCaptures(origin, 0, 0);
      } else {
        manCaptures(origin, 0, 0);
      }
    }
    return end;
  }

  /** Continues a capture by a man standing on {@code sq} after {@code legs} jumps. */
  private void manCaptures(int sq, int captured, int legs) {
    boolean jumped = false;
    for (int dir = 0; dir < 4; dir++) {
      int over = NEIGHBOR[dir][sq];
      if (over < 0 || (enemy & ~captured & (1 << over)) == 0) {
        continue;
      }
      int land = NEIGHBOR[dir][over];
      if (land < 0 || (occupied & (1 << land)) != 0) {
        continue;
      }
      jumped = true;
      path[legs + 1] = land;
      if ((crownRow & (1 << land)) != 0) {
        kingCaptures(land, captured | (1 << over), legs + 1);
      } else {
        manCaptures(land, captured | (1 << over), legs + 1);
      }
    }
    if (!jumped && legs > 0) {
      record(sq, captured, legs);
    }
  }

  /** Continues a capture by a king (or a man crowned on the way) on {@code sq}. */
  private void kingCaptures(int sq, int captured, int legs) {
    boolean jumped = false;
    for (int dir = 0; dir < 4; dir++) {
      int[] ray = RAY[dir][sq];
      int i = 0;
      while (i < ray.length && (occupied & (1 << ray[i])) == 0) {
        i++;
      }
      // the first piece on the diagonal must be an enemy not yet taken (taken ones still block)
      if (i >= ray.length || (enemy & ~captured & (1 << ray[i])) == 0) {
        continue;
      }
      int after = captured | (1 << ray[i]);
      int first = i + 1;
      int last = first;
      while (last < ray.length && (occupied & (1 << ray[last])) == 0) {
        last++;
      }
      if (last == first) {
        continue;
      }
      jumped = true;
      // the king must stop where it can capture again, if there is such a square
      boolean goesOn = false;
      for (int j = first; j < last; j++) {
        if (kingCanCapture(ray[j], enemy, occupied, after)) {
          goesOn = true;
          path[legs + 1] = ray[j];
          kingCaptures(ray[j], after, legs + 1);
        }
      }
      if (!goesOn) {
        for (int j = first; j < last; j++) {
          path[legs + 1] = ray[j];
          record(ray[j], after, legs + 1);
        }
      }
    }
    if (!jumped && legs > 0) {
      record(sq, captured, legs);
    }
  }

  private void record(int to, int captured, int legs) {
    boolean crowns = !originKing && ((crownRow & (1 << to)) != 0 || crownedOnTheWay(legs));
    long move = PackedMove.of(origin, to, crowns, captured);
    for (int i = start; i < end; i++) {
      if (moves[i] == move) {
        return;
      }
    }
    if (end - start >= MAX_MOVES) {
      throw new IllegalStateException("more than " + MAX_MOVES + " moves");
    }
    moves[end++] = move;
    if (paths != null) {
      paths.add(Arrays.copyOfRange(path, 1, legs + 1));
    }
  }

  private boolean crownedOnTheWay(int legs) {
    for (int i = 1; i <= legs; i++) {
      if ((crownRow & (1 << path[i])) != 0) {
        return true;
      }
    }
    return false;
  }

  private int generateSimple(Board board, long[] out, int offset) {
    int end = offset;
    int empty = ~board.occupied();
    int own = board.own();
    int men = own & ~board.kings;
    // men by shifting: each target square is one move, from the square diagonally behind it
    int crowns;
    int left;
    int right;
    int fromLeft;
    int fromRight;
    if (board.side == Board.WHITE) {
      crowns = Squares.ROW_8;
      left = upLeft(men) & empty;
      right = upRight(men) & empty;
      fromLeft = Squares.DOWN_RIGHT;
      fromRight = Squares.DOWN_LEFT;
    } else {
      crowns = Squares.ROW_1;
      left = downLeft(men) & empty;
      right = downRight(men) & empty;
      fromLeft = Squares.UP_RIGHT;
      fromRight = Squares.UP_LEFT;
    }
    for (; left != 0; left &= left - 1) {
      int to = Integer.numberOfTrailingZeros(left);
      out[end++] = PackedMove.of(NEIGHBOR[fromLeft][to], to, (crowns & (1 << to)) != 0, 0);
    }
    for (; right != 0; right &= right - 1) {
      int to = Integer.numberOfTrailingZeros(right);
      out[end++] = PackedMove.of(NEIGHBOR[fromRight][to], to, (crowns & (1 << to)) != 0, 0);
    }
    for (int kings = own & board.kings; kings != 0; kings &= kings - 1) {
      int sq = Integer.numberOfTrailingZeros(kings);
      for (int dir = 0; dir < 4; dir++) {
        for (int to : RAY[dir][sq]) {
          if ((empty & (1 << to)) == 0) {
            break;
          }
          out[end++] = PackedMove.of(sq, to, false, 0);
        }
      }
    }
    return end;
  }

  /** The number of simple moves: men by shifting bitboards, kings along their diagonals. */
  private static int countSimple(Board board) {
    int empty = ~board.occupied();
    int men = board.own() & ~board.kings;
    int count;
    if (board.side == Board.WHITE) {
      count = Integer.bitCount(upLeft(men) & empty) + Integer.bitCount(upRight(men) & empty);
    } else {
      count = Integer.bitCount(downLeft(men) & empty) + Integer.bitCount(downRight(men) & empty);
    }
    for (int kings = board.own() & board.kings; kings != 0; kings &= kings - 1) {
      int sq = Integer.numberOfTrailingZeros(kings);
      for (int dir = 0; dir < 4; dir++) {
        for (int to : RAY[dir][sq]) {
          if ((empty & (1 << to)) == 0) {
            break;
          }
          count++;
        }
      }
    }
    return count;
  }
}
