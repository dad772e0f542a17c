package arbiter.face.text;

import arbiter.face.words.MoveKey;
import arbiter.face.words.Sentences;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A board for players over the network: coordinates on every side, seen from the viewer's side,
 * the last move's squares marked with {@code *}; white's pieces in upper case, black's in lower
 * case, a promoted piece as {@code +P}, and the hands of a variant with drops under the board.
 */
final class GridBoard {

  private static final String FILES = "abcdefgh";

  /**
   * The header line by columns, digits and side (columns times four, plus two for digits, plus
   * one for black's side), made once: every board of a move has one. An array, not a concurrent
   * map (its {@code computeIfAbsent} was 0.5% of the text loop's samples): two threads making a
   * header at once make the same string, and a string is safely shared without a lock.
   */
  private static final String[] HEADERS = new String[4 * 16];

  private GridBoard() {}

  /**
   * The lines of the board of {@code view} as {@code viewer} sits ({@code null}: white's side,
   * for spectators).
   */
  static List<String> lines(Words words, GameView view, Side viewer) {
    Position position = view.position();
    boolean digits = position.columns() < 8; // minishogi names columns 1-5, as its notation does
    boolean flipped = viewer == Side.BLACK;
    int rows = position.rows();
    int columns = position.columns();
    int[][] marked = lastMove(view);
    List<String> lines = new ArrayList<>(rows + 4);
    int key = columns * 4 + (digits ? 2 : 0) + (flipped ? 1 : 0);
    String header = key < HEADERS.length ? HEADERS[key] : null;
    if (header == null) {
      header = header(columns, digits, flipped);
      if (key < HEADERS.length) {
        HEADERS[key] = header;
      }
    }
    lines.add(header);
    String variant = view.variant().id();
    boolean checkers = variant.equals("checkers"); // once a board, not once a square
    // by hand into one array for every rank (a rank's line is 3 * columns + 5 characters):
    // String.format parsed its pattern each call, a builder checked its room at each of a rank's
    // 3 * columns appends, and a move draws two boards
    char[] line = new char[3 * columns + 5];
    for (int i = 0; i < rows; i++) {
      int row = flipped ? i : rows - 1 - i;
      int at = rank(line, 0, row + 1);
      line[at++] = ' ';
      for (int j = 0; j < columns; j++) {
        int column = flipped ? columns - 1 - j : j;
        at = cell(line, at, position.occupant(row, column), checkers);
        line[at++] = isMarked(marked, row, column) ? '*' : ' ';
      }
      at = rank(line, at, row + 1);
      lines.add(new String(line, 0, at));
    }
    lines.add(header);
    if (variant.equals("minishogi")) {
      lines.add(words.get("grid.hand_black", hand(position, Side.BLACK)));
      lines.add(words.get("grid.hand_white", hand(position, Side.WHITE)));
    }
    PlayedMove last = view.moves().isEmpty() ? null : view.moves().get(view.moves().size() - 1);
    if (last != null) {
      lines.add(words.get(MoveKey.LAST_MOVE, last.notation(), Sentences.side(words, last.side())));
    }
    return lines;
  }

  private static String header(int columns, boolean digits, boolean flipped) {
    StringBuilder header = new StringBuilder("   ");
    for (int j = 0; j < columns; j++) {
      int column = flipped ? columns - 1 - j : j;
      header.append(' ').append(digits ? (char) ('1' + column) : FILES.charAt(column)).append(' ');
    }
    return header.toString().stripTrailing();
  }

  /**
   * A rank's number right-aligned in two characters at {@code at}, as {@code %2d} writes it (a
   * board has at most 10 ranks); where the next character goes.
   */
  private static int rank(char[] line, int at, int number) {
    line[at] = number < 10 ? ' ' : (char) ('0' + number / 10);
    line[at + 1] = (char) ('0' + number % 10);
    return at + 2;
  }

  /**
   * A square as two characters at {@code at}: the piece right-aligned ({@code  P}, {@code +p}),
   * or {@code  .}; where the next character goes.
   */
  private static int cell(char[] line, int at, Optional<BoardPiece> occupant, boolean checkers) {
    if (occupant.isEmpty()) {
      line[at] = ' ';
      line[at + 1] = '.';
      return at + 2;
    }
    BoardPiece piece = occupant.get();
    boolean white = piece.side() == Side.WHITE;
    char letter;
    if (checkers) {
      char man = white ? 'w' : 'b'; // seed 004's letters: a man in lower case, a king in upper
      letter = piece.kind() == 'K' ? Character.toUpperCase(man) : man;
      line[at] = ' ';
    } else {
      letter = white ? Character.toUpperCase(piece.kind()) : Character.toLowerCase(piece.kind());
      line[at] = piece.promoted() ? '+' : ' ';
    }
    line[at + 1] = letter;
    return at + 2;
  }

  private static String hand(Position position, Side side) {
    List<BoardPiece> pieces = position.hand(side);
    if (pieces.isEmpty()) {
      return "none";
    }
    StringBuilder letters = new StringBuilder();
    for (BoardPiece piece : pieces) {
      char letter = side == Side.WHITE ? Character.toUpperCase(piece.kind())
          : Character.toLowerCase(piece.kind());
      letters.append(letters.length() == 0 ? "" : " ").append(letter);
    }
    return letters.toString();
  }

  /** The squares of the last move ({@code {row, column}}, a drop's origin left out). */
  private static int[][] lastMove(GameView view) {
    if (view.moves().isEmpty()) {
      return new int[0][];
    }
    PlayedMove last = view.moves().get(view.moves().size() - 1);
    int[] from = last.move().from();
    int[] to = last.move().to();
    return from == null ? new int[][] {to} : new int[][] {from, to};
  }

  private static boolean isMarked(int[][] marked, int row, int column) {
    for (int[] square : marked) {
      if (square[0] == row && square[1] == column) {
        return true;
      }
    }
    return false;
  }
}
