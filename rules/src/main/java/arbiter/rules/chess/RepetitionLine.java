package arbiter.rules.chess;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The positions of a game since its last capture or pawn move (only those can repeat), each as
 * an exact key of five longs: the 64 squares' pieces packed four bits a square, then the castling
 * rights and the square an en-passant capture can go to. Two keys are equal exactly when the
 * positions are the same in the sense of FIDE Laws 9.2.3 (the side to move is the same for keys an
 * even number of plies apart), so a key is no hash: no collision can make a false repetition.
 *
 * <p>The repetition rule used to compare boards reached through a chain of earlier positions,
 * one object and two arrays each, scattered over a server's heap; reading them was most of the
 * rules' cost per move. A line is one array, copied and extended by each reversible move, so that
 * a position holds no earlier position. It is never changed once made.
 */
final class RepetitionLine {

  private static final int WIDTH = 5;
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private RepetitionLine() {}

  /** A line of one position, {@code board} with {@code enPassantCapture} (0: none). */
  static long[] of(Board board, int enPassantCapture) {
    long[] line = new long[WIDTH];
    write(line, 0, board, enPassantCapture);
    return line;
  }

  /** {@code line} followed by {@code board}, reached by a move that captured no piece nor moved a pawn. */
  static long[] then(long[] line, Board board) {
    long[] longer = Arrays.copyOf(line, line.length + WIDTH);
    // such a move never leaves an en-passant capture
    write(longer, line.length, board, 0);
    return longer;
  }

  /** How often the line's last position stood on the board, this time included. */
  static int repetitions(long[] line) {
    int last = line.length - WIDTH;
    int count = 1;
    for (int at = last - 2 * WIDTH; at >= 0; at -= 2 * WIDTH) {
      if (line[at] == line[last]
          && line[at + 1] == line[last + 1]
          && line[at + 2] == line[last + 2]
          && line[at + 3] == line[last + 3]
          && line[at + 4] == line[last + 4]) {
        count++;
      }
    }
    return count;
  }

  private static void write(long[] line, int at, Board board, int enPassantCapture) {
    byte[] squares = board.squares;
    for (int i = 0; i < 4; i++) {
      line[at + i] = nibbles((long) LONGS.get(squares, 16 * i))
          | nibbles((long) LONGS.get(squares, 16 * i + 8)) << 32;
    }
    line[at + 4] = board.castling | (long) enPassantCapture << 4;
  }

  /** Eight bytes below 16 each packed into the low 32 bits, four bits each. */
  private static long nibbles(long bytes) {
    long x = (bytes | bytes >>> 4) & 0x00FF00FF00FF00FFL;
    x = (x | x >>> 8) & 0x0000FFFF0000FFFFL;
    return (x | x >>> 16) & 0xFFFFFFFFL;
  }
}
