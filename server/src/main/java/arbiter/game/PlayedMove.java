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
 * @param text how {@code show_moves} lists it: {@code Pw 2,4 to 4,4 destroyed Pb} for chess
 * @param killed the pieces it took, none for most moves (a draughts capture may take several)
 */
record PlayedMove(Side side, Move move, String notation, String text, List<Kill> killed) {

  /**
   * A piece taken off the board.
   *
   * @param name its seed 002 name, e.g. {@code Pb}
   * @param owner whose piece it was
   * @param square where it was taken
   */
  record Kill(String name, Side owner, Square square) {

    @Override
    public String toString() {
      return name + " killed in spot " + square;
    }
  }
}
