package arbiter.engine;

import arbiter.rules.Move;
import java.util.List;

/**
 * The order in which a node tries its moves: the transposition table's move, then tactical moves
 * by the variant's rank (captures most valuable victim first), then the two killer moves of the
 * ply, then quiet moves by how often they caused a cut-off (history).
 */
final class MoveOrder {

  static final int HISTORY_CAP = 500_000;
  private static final int TABLE_MOVE = 1 << 30;
  private static final int TACTICAL = 1_000_000;
  private static final int KILLER = 900_000;

  private final int[] indexes;
  private final int[] ranks;
  private final boolean[] tactical;
  private int size;

  private MoveOrder(int capacity) {
    indexes = new int[capacity];
    ranks = new int[capacity];
    tactical = new boolean[capacity];
  }

  /** Every move of a main-search node, best first. */
  static MoveOrder of(
      Evaluation evaluation, Snapshot snapshot, List<Move> moves, int tableMove, Move[] killers, int[] history) {
    MoveOrder order = new MoveOrder(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      Move move = moves.get(i);
      int rank = evaluation.tactical(snapshot, move);
      boolean isTactical = rank >= 0;
      if (i == tableMove) {
        rank = TABLE_MOVE;
      } else if (isTactical) {
        rank = TACTICAL + Math.min(rank, TACTICAL - 1);
      } else if (move.equals(killers[0])) {
        rank = KILLER;
      } else if (move.equals(killers[1])) {
        rank = KILLER - 1;
      } else {
        rank = history[Search.historySlot(move, snapshot.columns())];
      }
      order.add(i, rank, isTactical);
    }
    return order;
  }

  /** The moves quiescence follows (all of them when {@code all}), tactical ones first. */
  static MoveOrder tactical(Evaluation evaluation, Snapshot snapshot, List<Move> moves, boolean all) {
    MoveOrder order = new MoveOrder(moves.size());
    for (int i = 0; i < moves.size(); i++) {
      int rank = evaluation.tactical(snapshot, moves.get(i));
      if (rank >= 0 || all) {
        order.add(i, rank, rank >= 0);
      }
    }
    return order;
  }

  /** Inserts by rank, highest first (insertion sort: a node has a few dozen moves). */
  private void add(int index, int rank, boolean isTactical) {
    int at = size++;
    while (at > 0 && ranks[at - 1] < rank) {
      indexes[at] = indexes[at - 1];
      ranks[at] = ranks[at - 1];
      tactical[at] = tactical[at - 1];
      at--;
    }
    indexes[at] = index;
    ranks[at] = rank;
    tactical[at] = isTactical;
  }

  int size() {
    return size;
  }

  /** The index in the legal-move list of the {@code i}-th move to try. */
  int index(int i) {
    return indexes[i];
  }

  boolean isTactical(int i) {
    return tactical[i];
  }
}
