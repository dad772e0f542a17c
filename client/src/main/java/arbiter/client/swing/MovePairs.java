package arbiter.client.swing;

import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultListModel;

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

  /** Makes {@code model} hold the rows of {@code moves}, changing only the rows that differ. */
  static void fill(DefaultListModel<String> model, List<String> moves) {
    List<String> rows = rows(moves);
    for (int i = 0; i < rows.size(); i++) {
      if (i >= model.size()) {
        model.addElement(rows.get(i));
      } else if (!model.get(i).equals(rows.get(i))) {
        model.set(i, rows.get(i));
      }
    }
    while (model.size() > rows.size()) {
      model.remove(model.size() - 1);
    }
  }
}
