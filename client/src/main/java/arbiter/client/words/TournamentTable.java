package arbiter.client.swing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tournament's standings or pairings read from the lines the server answers with, as a table:
 * the standings' fixed-width columns ({@code Rank Player Points SB Buch Buch-1 Wins}), a round's
 * boards ({@code 1. ann - bob 1-0}, {@code 3. carol bye}). Names are single words, so a line
 * splits on its spaces.
 */
record TournamentTable(String title, List<String> columns, List<List<String>> rows) {

  private static final Pattern BOARD = Pattern.compile("(\\d+)\\. (\\S+)(?: - (\\S+))?(?: (\\S+))?");

  /** The standings table, or null when the lines have no header row. */
  static TournamentTable standings(String name, List<String> lines) {
    List<String> columns = null;
    List<List<String>> rows = new ArrayList<>();
    for (String line : lines) {
      List<String> cells = Arrays.asList(line.strip().split("\\s+"));
      if (columns == null) {
        if (!cells.isEmpty() && cells.get(0).equals("Rank")) {
          columns = cells;
        }
      } else if (cells.size() == columns.size()) {
        rows.add(cells);
      }
    }
    return columns == null ? null
        : new TournamentTable("Standings of " + name + " (SB: Sonneborn-Berger, Buch: Buchholz)",
            columns, rows);
  }

  /** A round's pairings: its title line, then one row per board. */
  static TournamentTable pairings(List<String> lines) {
    if (lines.isEmpty()) {
      return null;
    }
    List<List<String>> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      Matcher board = BOARD.matcher(line.strip());
      if (!board.matches()) {
        continue;
      }
      boolean bye = board.group(3) == null;
      String result = board.group(4) == null ? "" : board.group(4);
      rows.add(List.of(board.group(1), board.group(2), bye ? "(bye)" : board.group(3),
          bye ? "bye" : result.isEmpty() ? "playing" : result));
    }
    return new TournamentTable("Pairings of " + lines.get(0),
        List.of("Board", "White", "Black", "Result"), rows);
  }
}
