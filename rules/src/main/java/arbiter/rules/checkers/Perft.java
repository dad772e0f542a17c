package arbiter.rules.checkers;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Counts the leaves of the legal-move tree with make/undo on one board and no allocation after the
 * start; the last ply only counts moves. It follows the draw rules of the position's variant, so
 * its counts equal those of {@link CheckersPosition#legalMoves()} (from the start position no king
 * can appear before depth 10, so the published counts are unaffected).
 */
final class Perft {

  private final Board board;
  private final boolean drawRules;
  private final MoveGenerator generator = new MoveGenerator();
  private final long[] moves;
  /** Placements from the oldest position that can still repeat, one per ply. */
  private final int[] whites;

  private final int[] blacks;
  private final int[] kings;

  private Perft(CheckersPosition root, int depth) {
    this.board = root.board().copy();
    this.drawRules = root.variant().drawRules();
    this.moves = new long[(depth + 1) * MoveGenerator.MAX_MOVES];
    Deque<Board> history = new ArrayDeque<>();
    for (CheckersPosition p = root; p != null; p = p.previous()) {
      history.addFirst(p.board());
    }
    int size = history.size() + depth + 1;
    whites = new int[size];
    blacks = new int[size];
    kings = new int[size];
    int ply = 0;
    for (Board past : history) {
      remember(past, ply++);
    }
  }

  static long count(CheckersPosition root, int depth) {
    if (depth <= 0) {
      return 1;
    }
    Perft perft = new Perft(root, depth);
    int rootPly = 0;
    for (CheckersPosition p = root.previous(); p != null; p = p.previous()) {
      rootPly++;
    }
    return perft.search(depth, 0, rootPly);
  }

  private void remember(Board past, int ply) {
    whites[ply] = past.white;
    blacks[ply] = past.black;
    kings[ply] = past.kings;
  }

  private long search(int depth, int offset, int ply) {
    if (drawRules && drawn(ply)) {
      return 0;
    }
    if (depth == 1) {
      return generator.count(board, moves, offset);
    }
    int end = generator.generate(board, moves, offset);
    int white = board.white;
    int black = board.black;
    int kingBits = board.kings;
    int side = board.side;
    int kingPlies = board.kingPlies;
    long nodes = 0;
    for (int i = offset; i < end; i++) {
      board.make(moves[i]);
      remember(board, ply + 1);
      nodes += search(depth - 1, end, ply + 1);
      board.white = white;
      board.black = black;
      board.kings = kingBits;
      board.side = side;
      board.kingPlies = kingPlies;
    }
    return nodes;
  }

  /** The draw rules of {@link CheckersPosition}, on the placements remembered. */
  private boolean drawn(int ply) {
    int window = board.kingPlies;
    if (window >= CheckersPosition.KING_MOVES_DRAW) {
      return true;
    }
    int count = 1;
    // a position read from a FEN has no history before it
    for (int back = 2; back <= Math.min(window, ply); back += 2) {
      int past = ply - back;
      if (whites[past] == board.white && blacks[past] == board.black && kings[past] == board.kings) {
        count++;
      }
    }
    return count >= 3;
  }
}
