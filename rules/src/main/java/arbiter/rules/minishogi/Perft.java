package arbiter.rules.minishogi;

/**
 * Counts the leaves of the legal-move tree with make/unmake on one board and no allocation after
 * the start; the last ply only counts moves ({@link MoveGenerator#count}) instead of making them.
 */
final class Perft {

  private final Board board;
  private final int[] moves;

  private Perft(Board board, int depth) {
    this.board = board;
    this.moves = new int[depth * MoveGenerator.MAX_MOVES];
    board.reserve(depth);
  }

  /** Leaf nodes of the tree of {@code start} at {@code depth}; {@code start} is not changed. */
  static long count(Board start, int depth) {
    if (depth <= 0) {
      return 1;
    }
    if (depth == 1) {
      return MoveGenerator.count(start);
    }
    return new Perft(start.copy(), depth).search(depth, 0);
  }

  private long search(int depth, int offset) {
    int end = MoveGenerator.generate(board, moves, offset);
    long nodes = 0;
    for (int i = offset; i < end; i++) {
      int move = moves[i];
      board.make(move);
      nodes += depth == 2 ? MoveGenerator.count(board) : search(depth - 1, end);
      board.unmake(move);
    }
    return nodes;
  }
}
