package arbiter.face.json;

import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import java.util.Arrays;
import java.util.List;

/**
 * The values of a game's {@code moves} array ({@code "e4","e5",...}), encoded once for its line of
 * play and extended by each move. Every state carries the whole list: encoding it again for each
 * change read every earlier move's notation from wherever the heap had put it, the largest part
 * of the server's own work per move under load.
 */
final class MoveListJson {

  private enum Key { MOVES }

  /*
   * Both start small on purpose, so that they grow within every game's first moves (at move 4, 8,
   * 16... and byte 16, 32, 64...): a growth the JIT's profile never saw was compiled as a trap,
   * and the first game to reach move 64 or byte 512 (about 20 s into a server's first games, all
   * reaching it together) threw away each large compiled method that had either check inlined
   * and compiled it again (docs/PERFORMANCE.md, "The JIT's tail: the wave of game ends (session
   * 17)"). The copies cost less than one state's encoding over a whole game.
   */
  private final JsonBytes values = new JsonBytes(16);
  /** Where the values of the first {@code i + 1} moves end. */
  private int[] ends = new int[4];
  private int count;

  private MoveListJson() {}

  /** Writes the values of {@code view}'s moves into {@code json}, inside its array. */
  static void write(JsonBytes json, GameView view) {
    view.lineRenderings().get(Key.MOVES, MoveListJson::new).writeTo(json, view.moves());
  }

  /**
   * A line's moves never change once made, so the encoding of its first {@code count} stands for
   * every list of it at least that long; views of one game may be rendered on several threads.
   */
  private synchronized void writeTo(JsonBytes json, List<PlayedMove> moves) {
    int size = moves.size();
    for (; count < size; count++) {
      values.value(moves.get(count).notation());
      if (count == ends.length) {
        ends = Arrays.copyOf(ends, count * 2);
      }
      ends[count] = values.size();
    }
    json.values(values, size == 0 ? 0 : ends[size - 1]);
  }
}
