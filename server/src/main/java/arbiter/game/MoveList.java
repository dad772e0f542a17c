package arbiter.game;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The completed moves of a game: an immutable list that shares one array with the lists made
 * after it, so adding a move to the latest list costs no copy. A slot is written once, only by the
 * list whose size it ends; a list that is not the latest copies before it adds.
 */
final class MoveList {

  /** A new game's list: each game has its own array (one room's thread writes it). */
  static MoveList empty() {
    return new MoveList(new Store(), 0);
  }

  /** The array the lists of one line of play share, and how much of it is written. */
  private static final class Store {
    PlayedMove[] moves = new PlayedMove[16];
    int written;
    /** What faces made of this line's moves (its slots never change once written). */
    final Renderings renderings = new Renderings();
  }

  private final Store store;
  private final int size;

  private MoveList(Store store, int size) {
    this.store = store;
    this.size = size;
  }

  int size() {
    return size;
  }

  /** The last move, {@code null} when there is none. */
  PlayedMove last() {
    return size == 0 ? null : store.moves[size - 1];
  }

  /** This list with {@code move} after its last. */
  MoveList plus(PlayedMove move) {
    Store into = store;
    if (into.written != size) { // another list went on from here: this line of play gets its own
      into = new Store();
      into.moves = Arrays.copyOf(store.moves, Math.max(16, size * 2));
      into.written = size;
    } else if (size == into.moves.length) {
      into.moves = Arrays.copyOf(into.moves, size * 2);
    }
    into.moves[size] = move;
    into.written = size + 1;
    return new MoveList(into, size + 1);
  }

  /** The moves, oldest first, as a read-only list that later additions leave alone. */
  List<PlayedMove> list() {
    return new View(store.moves, size, store.renderings);
  }

  /** A read-only prefix of an array whose slots below {@code size} never change. */
  static final class View extends AbstractList<PlayedMove> implements RandomAccess {
    private final PlayedMove[] moves;
    private final int size;
    private final Renderings renderings;

    View(PlayedMove[] moves, int size, Renderings renderings) {
      this.moves = moves;
      this.size = size;
      this.renderings = renderings;
    }

    /** The renderings of the line of play this list is a prefix of. */
    Renderings renderings() {
      return renderings;
    }

    @Override
    public PlayedMove get(int index) {
      if (index < 0 || index >= size) {
        throw new IndexOutOfBoundsException(index);
      }
      return moves[index];
    }

    @Override
    public int size() {
      return size;
    }
  }
}
