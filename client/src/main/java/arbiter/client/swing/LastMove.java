package arbiter.client.swing;

import arbiter.protocol.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The squares of a state's last move, to mark them on the board, and the king in check. The state
 * names the last move in native notation only, so its squares come from the legal move of that
 * name in the state before it, when the client saw that state; else from the notation itself,
 * which names both squares in every variant but chess, where SAN names the destination only.
 */
final class LastMove {

  private static final Pattern SQUARE = Pattern.compile("([a-h])([1-8])");
  private static final Pattern SHOGI = Pattern.compile("\\S+\\s+(\\d)(\\d)\\s+(\\d)(\\d)");

  private LastMove() {}

  /** The from and to squares as {@code [row, column]}, either may be missing; never null. */
  static List<int[]> squares(GameState previous, GameState now) {
    String last = now.lastMove();
    if (last == null) {
      return List.of();
    }
    if (previous != null && previous.game() == now.game()
        && previous.moves().size() + 1 == now.moves().size()) {
      for (GameState.LegalMove move : previous.legalMoves()) {
        if (move.move().equals(last)) {
          List<int[]> squares = new ArrayList<>(2);
          if (move.from() != null) {
            squares.add(move.from());
          }
          squares.add(move.to());
          return squares;
        }
      }
    }
    return fromNotation(now.variant(), last, mover(now));
  }

  /** Who made the last move: the side not to move now. */
  private static String mover(GameState state) {
    return state.sideToMove().equals("white") ? "black" : "white";
  }

  /** The squares a move's notation names: first and last square, a drop's target only. */
  static List<int[]> fromNotation(String variant, String move, String mover) {
    List<int[]> squares = new ArrayList<>(2);
    if (variant.equals("minishogi")) {
      Matcher shogi = SHOGI.matcher(move.strip());
      if (shogi.matches()) {
        if (!shogi.group(1).equals("0")) { // 00: a drop from the hand
          squares.add(shogiSquare(shogi.group(1), shogi.group(2)));
        }
        squares.add(shogiSquare(shogi.group(3), shogi.group(4)));
      }
      return squares;
    }
    if (move.startsWith("O-O") || move.startsWith("0-0")) {
      int row = mover.equals("white") ? 0 : 7;
      boolean queenSide = move.startsWith("O-O-O") || move.startsWith("0-0-0");
      squares.add(new int[] {row, 4});
      squares.add(new int[] {row, queenSide ? 2 : 6});
      return squares;
    }
    Matcher found = SQUARE.matcher(move);
    int[] first = null;
    int[] lastSquare = null;
    while (found.find()) {
      int[] square = {found.group(2).charAt(0) - '1', found.group(1).charAt(0) - 'a'};
      if (first == null) {
        first = square;
      }
      lastSquare = square;
    }
    if (first != null) {
      if (first != lastSquare) {
        squares.add(first);
      }
      squares.add(lastSquare);
    }
    return squares;
  }

  private static int[] shogiSquare(String column, String row) {
    return new int[] {row.charAt(0) - '1', column.charAt(0) - '1'};
  }

  /**
   * The square of the king in check, or null: in chess SAN marks a move that gives check with
   * {@code +} (or mate with {@code #}); the king is then the side to move's.
   */
  static int[] kingInCheck(GameState state) {
    String last = state.lastMove();
    if (!state.variant().equals("chess") || last == null
        || !(last.endsWith("+") || last.endsWith("#"))) {
      return null;
    }
    String checked = state.status().equals("win") ? loser(state) : state.sideToMove();
    List<List<GameState.Piece>> cells = state.board().cells();
    for (int row = 0; row < cells.size(); row++) {
      for (int column = 0; column < cells.get(row).size(); column++) {
        GameState.Piece piece = cells.get(row).get(column);
        if (piece != null && piece.kind().equals("K") && piece.color().equals(checked)) {
          return new int[] {row, column};
        }
      }
    }
    return null;
  }

  private static String loser(GameState state) {
    return "white".equals(state.winner()) ? "black" : "white";
  }
}
