package arbiter.rules.minishogi;

import static arbiter.rules.minishogi.Board.GOLD;
import static arbiter.rules.minishogi.Board.PAWN;
import static arbiter.rules.minishogi.Board.SQUARES;

/**
 * Lists the legal moves of a {@link Board}. There is no check rule, so every move a piece can make
 * is legal, the king's too; once a king is captured nobody moves.
 */
final class MoveGenerator {

  /**
   * Room for the moves of any position: at most 16 per piece on the board (a promoted silver) and
   * 5 kinds of drop on the empty squares, which never adds up to more than about 200.
   */
  static final int MAX_MOVES = 256;

  private MoveGenerator() {}

  /**
   * Writes the legal moves into {@code moves} from {@code offset}: board moves square by square,
   * then drops kind by kind. Returns the index after the last move.
   */
  static int generate(Board board, int[] moves, int offset) {
    if (board.isOver()) {
      return offset;
    }
    int side = board.side;
    byte[] squares = board.squares;
    int n = offset;
    for (int pieces = board.occupied[side]; pieces != 0; pieces &= pieces - 1) {
      int from = Integer.numberOfTrailingZeros(pieces);
      int type = Board.typeOf(squares[from]);
      boolean promotable = Board.promotable(type);
      boolean fromZone = Board.inZone(side, from);
      for (int[] ray : Rays.of(Rays.index(side, type, from))) {
        for (int to : ray) {
          int target = squares[to];
          if (target != 0 && Board.sideOf(target) == side) {
            break;
          }
          boolean promotes = promotable && (fromZone || Board.inZone(side, to));
          moves[n++] = PackedMove.board(side, type, from, to, promotes);
          if (target != 0) {
            break;
          }
        }
      }
    }
    int empty = ~(board.occupied[0] | board.occupied[1]) & (1 << SQUARES) - 1;
    for (int type = PAWN; type <= GOLD; type++) {
      if (board.handCount(side, type) == 0) {
        continue;
      }
      for (int squaresLeft = empty; squaresLeft != 0; squaresLeft &= squaresLeft - 1) {
        moves[n++] = PackedMove.drop(side, type, Integer.numberOfTrailingZeros(squaresLeft));
      }
    }
    return n;
  }

  /**
   * The number of legal moves, without listing them (the last ply of perft): the first step of
   * every ray is counted from a mask, only the rays that go further are walked.
   */
  static int count(Board board) {
    if (board.isOver()) {
      return 0;
    }
    int side = board.side;
    int own = board.occupied[side];
    int all = own | board.occupied[side ^ 1];
    byte[] squares = board.squares;
    int moves = 0;
    for (int pieces = own; pieces != 0; pieces &= pieces - 1) {
      int from = Integer.numberOfTrailingZeros(pieces);
      int index = Rays.index(side, Board.typeOf(squares[from]), from);
      moves += Integer.bitCount(Rays.near(index) & ~own);
      for (int[] ray : Rays.far(index)) {
        if ((all & 1 << ray[0]) != 0) {
          continue;
        }
        for (int i = 1; i < ray.length; i++) {
          int bit = 1 << ray[i];
          if ((all & bit) == 0) {
            moves++;
            continue;
          }
          if ((own & bit) == 0) {
            moves++;
          }
          break;
        }
      }
    }
    int kinds = 0;
    for (int type = PAWN; type <= GOLD; type++) {
      if (board.handCount(side, type) != 0) {
        kinds++;
      }
    }
    return moves + kinds * (SQUARES - Integer.bitCount(all));
  }
}
