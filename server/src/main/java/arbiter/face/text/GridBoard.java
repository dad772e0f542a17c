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
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A board for players over the network: coordinates on every side, seen from the viewer's side,
 * the last move's squares marked with {@code *}; white's pieces in upper case, black's in lower
 * case, a promoted piece as {@code +P}, and the hands of a variant with drops under the board.
 */
final class GridBoard {

  private static final String FILES = "abcdefgh";

  /** The header line by columns, digits and side, made once: every board of a move has one. */
  private static final Map<Integer, String> HEADERS = new ConcurrentHashMap<>();

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
    String header = HEADERS.computeIfAbsent(columns * 4 + (digits ? 2 : 0) + (flipped ? 1 : 0),
        key -> header(columns, digits, flipped));
    lines.add(header);
    String variant = view.variant().id();
    boolean checkers = variant.equals("checkers"); // once a board, not once a square
    // by hand, one builder for every rank: String.format parses its pattern each call, and a
    // move draws two boards
    StringBuilder line = new StringBuilder(3 * columns + 6);
    for (int i = 0; i < rows; i++) {
      int row = flipped ? i : rows - 1 - i;
      line.setLength(0);
      rank(line, row + 1).append(' ');
      for (int j = 0; j < columns; j++) {
        int column = flipped ? columns - 1 - j : j;
        cell(line, position.occupant(row, column), checkers)
            .append(isMarked(marked, row, column) ? '*' : ' ');
      }
      rank(line, row + 1);
      lines.add(line.toString());
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

  /** A rank's number right-aligned in two characters, as {@code %2d} writes it. */
  private static StringBuilder rank(StringBuilder line, int number) {
    return (number < 10 ? line.append(' ') : line).append(number);
  }

  /** A square as two characters: the piece right-aligned ({@code  P}, {@code +p}), or {@code  .}. */
  private static StringBuilder cell(StringBuilder line, Optional<BoardPiece> occupant,
      boolean checkers) {
    if (occupant.isEmpty()) {
      return line.append(" .");
    }
    BoardPiece piece = occupant.get();
    boolean white = piece.side() == Side.WHITE;
    if (checkers) {
      char man = white ? 'w' : 'b'; // seed 004's letters: a man in lower case, a king in upper
      return line.append(' ').append(piece.kind() == 'K' ? Character.toUpperCase(man) : man);
    }
    char letter = white ? Character.toUpperCase(piece.kind()) : Character.toLowerCase(piece.kind());
    return line.append(piece.promoted() ? '+' : ' ').append(letter);
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
