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
    for (int from = 0; from < SQUARES; from++) {
      int piece = squares[from];
      if (piece == 0 || Board.sideOf(piece) != side) {
        continue;
      }
      int type = Board.typeOf(piece);
      boolean promotable = Board.promotable(type);
      boolean fromZone = Board.inZone(side, from);
      for (int[] ray : Rays.of(side, type, from)) {
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
    for (int type = PAWN; type <= GOLD; type++) {
      if (board.handCount(side, type) == 0) {
        continue;
      }
      for (int to = 0; to < SQUARES; to++) {
        if (squares[to] == 0) {
          moves[n++] = PackedMove.drop(side, type, to);
        }
      }
    }
    return n;
  }

  /** The number of legal moves, without listing them (the last ply of perft). */
  static int count(Board board) {
    if (board.isOver()) {
      return 0;
    }
    int side = board.side;
    byte[] squares = board.squares;
    int moves = 0;
    int empty = 0;
    for (int from = 0; from < SQUARES; from++) {
      int piece = squares[from];
      if (piece == 0) {
        empty++;
        continue;
      }
      if (Board.sideOf(piece) != side) {
        continue;
      }
      for (int[] ray : Rays.of(side, Board.typeOf(piece), from)) {
        for (int to : ray) {
          int target = squares[to];
          if (target != 0) {
            if (Board.sideOf(target) != side) {
              moves++;
            }
            break;
          }
          moves++;
        }
      }
    }
    for (int type = PAWN; type <= GOLD; type++) {
      if (board.handCount(side, type) != 0) {
        moves += empty;
      }
    }
    return moves;
  }
}
