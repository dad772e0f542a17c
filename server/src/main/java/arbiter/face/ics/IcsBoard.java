package arbiter.face.ics;

import arbiter.game.ClockView;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.BoardPiece;
import arbiter.rules.Side;
import java.util.Optional;

/**
 * A game as a FICS style 12 line ({@code <12> rnbqkbnr pppppppp ...}), the board line that XBoard,
 * eboard and Jin read: 8 ranks from the 8th, side to move, double-push file, castling rights, the
 * irreversible-move count, game number, players, relation, time control, material, both clocks,
 * move number, the last move (verbose, its time, SAN), flip, whether a clock runs, and lag.
 */
public final class IcsBoard {

  /** The receiver plays and it is their move. */
  public static final int MY_MOVE = 1;
  /** The receiver plays and it is the opponent's move. */
  public static final int OPPONENT_MOVE = -1;
  /** The receiver watches a game being played. */
  public static final int OBSERVING = 0;

  private IcsBoard() {}

  /** Room enough for a style 12 line with long names and clocks in milliseconds. */
  static final int LENGTH = 256;

  /**
   * The style 12 line of {@code view} for a receiver in {@code relation} to it.
   *
   * @param millis clocks in milliseconds ({@code iset ms 1}), else in seconds
   * @param flip whether black is at the bottom (the receiver plays black)
   * @param nowMillis the wall-clock time, to run the ticking clock down since the view was taken
   */
  public static String line(GameView view, int relation, boolean millis, boolean flip,
      long nowMillis) {
    return append(new StringBuilder(LENGTH), view, relation, millis, flip, nowMillis, 0)
        .toString();
  }

  /**
   * Appends the line of {@link #line(GameView, int, boolean, boolean, long)} to {@code line}, the
   * last move having taken {@code took} ms, and returns it.
   */
  static StringBuilder append(StringBuilder line, GameView view, int relation, boolean millis,
      boolean flip, long nowMillis, long took) {
    Fixed fixed = view.renderings().get(Fixed.KEY, () -> Fixed.of(view));
    line.append(fixed.head).append(relation).append(fixed.control)
        .append(clock(view.clock(), Side.WHITE, millis, nowMillis)).append(' ')
        .append(clock(view.clock(), Side.BLACK, millis, nowMillis)).append(fixed.move);
    IcsMoveTimes.append(line, took, millis);
    return line.append(fixed.notation).append(flip ? '1' : '0').append(fixed.tail);
  }

  /**
   * The parts of a view's line that are the same for every receiver, made once per view (both
   * players and every observer are shown the same change): what comes before the relation, the
   * time control and material before the clocks, the move number and verbose move before the
   * move's time, the notation before the flip, and the end.
   */
  private record Fixed(String head, String control, String move, String notation, String tail) {

    private enum Key { STYLE12 }

    static final Key KEY = Key.STYLE12;

    static Fixed of(GameView view) {
      String fen = view.position().toFen();
      int[] at = fields(fen);
      StringBuilder line = new StringBuilder(160).append("<12>");
      int[] material = ranks(fen, at[0], at[1], line);
      int whiteMaterial = material[0];
      int blackMaterial = material[1];
      line.append(' ').append(view.position().sideToMove() == Side.WHITE ? 'W' : 'B')
          .append(' ').append(at[7] - at[6] == 2 ? fen.charAt(at[6]) - 'a' : -1)
          .append(' ').append(flag(fen, at, 'K')).append(' ').append(flag(fen, at, 'Q'))
          .append(' ').append(flag(fen, at, 'k')).append(' ').append(flag(fen, at, 'q'))
          .append(' ');
      if (at[9] > at[8]) {
        line.append(fen, at[8], at[9]);
      } else {
        line.append('0');
      }
      line.append(' ').append(view.id())
          .append(' ').append(view.white()).append(' ').append(view.black()).append(' ');
      IcsTimeControl control =
          IcsTimeControl.of(view.clock() == null ? null : view.clock().control());
      String numbers = " " + control.minutes() + " " + control.increment() + " " + whiteMaterial
          + " " + blackMaterial + " ";
      String move = " " + (at[11] > at[10] ? fen.substring(at[10], at[11]) : "1") + " "
          + verbose(view) + " ";
      String notation = " " + (view.moves().isEmpty() ? "none" : last(view).notation()) + " ";
      String tail = " " + (view.clock() != null && view.clock().running() != null
          && view.ending() == null ? 1 : 0) + " 0";
      return new Fixed(line.toString(), numbers, move, notation, tail);
    }
  }

  /**
   * The eight ranks from the 8th, as the FEN's first field has them (its letters are style 12's:
   * white's in capitals), each square a letter or {@code -}, each rank after a space; returns
   * white's and black's material. Read from the FEN made anyway for the other fields, not asked of
   * the position square by square (64 calls a view).
   */
  private static int[] ranks(String fen, int start, int end, StringBuilder line) {
    int[] material = new int[2];
    line.append(' ');
    for (int i = start; i < end; i++) {
      char c = fen.charAt(i);
      if (c == '/') {
        line.append(' ');
      } else if (c >= '1' && c <= '8') {
        for (char empty = '0'; empty < c; empty++) {
          line.append('-');
        }
      } else if (c >= 'a' && c <= 'z') {
        line.append(c);
        material[1] += worth(Character.toUpperCase(c));
      } else {
        line.append(c);
        material[0] += worth(c);
      }
    }
    return material;
  }

  /**
   * Where a FEN's six fields start and end ({@code [start0, end0, start1, end1, ...]}; a missing
   * field is empty), by hand: {@code String.split} was a third of {@link Fixed#of}, and a
   * substring each a tenth of the ICS face's garbage.
   */
  private static int[] fields(String fen) {
    int[] at = new int[12];
    int count = 0;
    for (int start = 0; start <= fen.length() && count < 6; ) {
      int end = fen.indexOf(' ', start);
      end = end < 0 ? fen.length() : end;
      if (end > start) {
        at[2 * count] = start;
        at[2 * count + 1] = end;
        count++;
      }
      start = end + 1;
    }
    return at;
  }

  /** A side's clock as the line gives it, run down to now when it is the running one. */
  private static long clock(ClockView clock, Side side, boolean millis, long nowMillis) {
    if (clock == null) {
      return 0;
    }
    long left = clock.remaining(side);
    if (clock.running() == side) {
      left -= Math.max(0, nowMillis - clock.epochMillis());
    }
    left = Math.max(0, left);
    return millis ? left : left / 1000;
  }

  /** The last move in FICS's verbose form: {@code P/e2-e4}, {@code o-o}, {@code P/e7-e8=Q}. */
  static String verbose(GameView view) {
    if (view.moves().isEmpty()) {
      return "none";
    }
    PlayedMove move = last(view);
    int[] from = move.move().from();
    int[] to = move.move().to();
    char piece = move.piece() == null || move.piece().isEmpty() ? 'P' : move.piece().charAt(0);
    if (piece == 'K' && Math.abs(from[1] - to[1]) == 2) {
      return to[1] == 6 ? "o-o" : "o-o-o";
    }
    String text = piece + "/" + square(from) + "-" + square(to);
    if (piece == 'P' && (to[0] == 7 || to[0] == 0)) {
      Optional<BoardPiece> promoted = view.position().occupant(to[0], to[1]);
      text += "=" + promoted.map(BoardPiece::kind).orElse('Q');
    }
    return text;
  }

  private static PlayedMove last(GameView view) {
    return view.moves().get(view.moves().size() - 1);
  }

  private static String square(int[] square) {
    return "" + (char) ('a' + square[1]) + (char) ('1' + square[0]);
  }

  /** Whether the FEN's castling field (the third) holds {@code right}. */
  private static int flag(String fen, int[] at, char right) {
    int found = fen.indexOf(right, at[4]);
    return found >= 0 && found < at[5] ? 1 : 0;
  }

  private static int worth(char kind) {
    return switch (kind) {
      case 'Q' -> 9;
      case 'R' -> 5;
      case 'B', 'N' -> 3;
      case 'P' -> 1;
      default -> 0;
    };
  }
}
