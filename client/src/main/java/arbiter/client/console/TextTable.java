package arbiter.client.console;

import java.util.ArrayList;
import java.util.List;

/** Rows of cells as aligned lines: each column as wide as its widest cell, two spaces between. */
final class TextTable {

  private TextTable() {}

  /** The header line, then one line per row; the last column is not padded. */
  static List<String> lines(List<String> header, List<List<String>> rows) {
    int[] widths = new int[header.size()];
    List<List<String>> all = new ArrayList<>();
    all.add(header);
    all.addAll(rows);
    for (List<String> row : all) {
      for (int i = 0; i < widths.length; i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    List<String> lines = new ArrayList<>();
    for (List<String> row : all) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < widths.length; i++) {
        String cell = row.get(i);
        line.append(cell);
        if (i < widths.length - 1) {
          line.append(" ".repeat(widths[i] - cell.length() + 2));
        }
      }
      lines.add(line.toString().stripTrailing());
    }
    return lines;
  }
}
