package arbiter.client.swing;

import arbiter.protocol.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which moves a pick on the board or in the hand allows, from the legal moves the server sent. The
 * client decides nothing else: the server checks every move it is sent.
 */
final class MovePicker {

  private MovePicker() {}

  /** The legal moves that start on this square. */
  static List<GameState.LegalMove> from(GameState state, int row, int column) {
    List<GameState.LegalMove> moves = new ArrayList<>();
    for (GameState.LegalMove move : state.legalMoves()) {
      if (move.from() != null && move.from()[0] == row && move.from()[1] == column) {
        moves.add(move);
      }
    }
    return moves;
  }

  /** The legal drops of a kind from the hand. */
  static List<GameState.LegalMove> drops(GameState state, String kind) {
    List<GameState.LegalMove> moves = new ArrayList<>();
    for (GameState.LegalMove move : state.legalMoves()) {
      if (move.from() == null && kind.equalsIgnoreCase(move.drop())) {
        moves.add(move);
      }
    }
    return moves;
  }

  /** Of the picked moves, those that end on this square (several: promotions, capture paths). */
  static List<GameState.LegalMove> to(List<GameState.LegalMove> picked, int row, int column) {
    List<GameState.LegalMove> moves = new ArrayList<>();
    for (GameState.LegalMove move : picked) {
      if (Arrays.equals(move.to(), new int[] {row, column})) {
        moves.add(move);
      }
    }
    return moves;
  }
}
