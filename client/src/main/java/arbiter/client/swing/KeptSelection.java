package arbiter.client.swing;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import javax.swing.DefaultListModel;
import javax.swing.JList;

/**
 * Puts new items into a list without losing what the user picked: items are changed in place,
 * and the item picked stays picked while one with the same key is listed, so a push or a refresh
 * never takes the selection away under the mouse.
 */
final class KeptSelection {

  private KeptSelection() {}

  /** Replaces the list's items; the selected one stays selected if its key is still there. */
  static <T> void replace(JList<T> list, List<T> items, Function<T, Object> key) {
    DefaultListModel<T> model = (DefaultListModel<T>) list.getModel();
    T picked = list.getSelectedValue();
    Object pickedKey = picked == null ? null : key.apply(picked);
    for (int i = 0; i < items.size(); i++) {
      if (i < model.size()) {
        if (!Objects.equals(model.get(i), items.get(i))) {
          model.set(i, items.get(i));
        }
      } else {
        model.addElement(items.get(i));
      }
    }
    if (model.size() > items.size()) {
      model.removeRange(items.size(), model.size() - 1);
    }
    int index = -1;
    for (int i = 0; pickedKey != null && i < items.size(); i++) {
      if (pickedKey.equals(key.apply(items.get(i)))) {
        index = i;
        break;
      }
    }
    if (index >= 0) {
      if (list.getSelectedIndex() != index) {
        list.setSelectedIndex(index);
      }
    } else {
      list.clearSelection();
    }
  }
}
