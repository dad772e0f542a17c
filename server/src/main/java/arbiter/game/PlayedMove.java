package arbiter.game;

import arbiter.rules.Move;
import arbiter.rules.Side;
import java.util.List;

/**
 * A move made in a game.
 *
 * @param side who made it
 * @param move the rules' move
 * @param notation the move in the variant's native notation (what is stored)
 * @param piece the seed 002 name of the chess piece that moved ({@code Pw}), {@code null} in the
 *     other variants
 * @param killed the pieces it took, none for most moves (a draughts capture may take several)
 */
public record PlayedMove(Side side, Move move, String notation, String piece, List<Kill> killed) {

  /**
   * A piece taken off the board.
   *
   * @param name its seed 002 name, e.g. {@code Pb}
   * @param owner whose piece it was
   * @param square where it was taken
   */
  public record Kill(String name, Side owner, Square square) {}
}
