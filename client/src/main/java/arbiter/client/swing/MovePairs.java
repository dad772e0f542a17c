package arbiter.client.swing;

import java.util.ArrayList;
import java.util.List;

/**
 * A game's moves as a score sheet writes them: one numbered row per move of each side, {@code 1.
 * e4 e5}. The first mover's move comes first in a row, whichever colour moves first.
 */
final class MovePairs {

  private MovePairs() {}

  static List<String> rows(List<String> moves) {
    List<String> rows = new ArrayList<>((moves.size() + 1) / 2);
    for (int i = 0; i < moves.size(); i += 2) {
      rows.add((i / 2 + 1) + ". " + moves.get(i) + (i + 1 < moves.size() ? " " + moves.get(i + 1) : ""));
    }
    return rows;
  }
}
