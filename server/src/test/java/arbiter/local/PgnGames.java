package arbiter.local;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the moves of each game of a PGN text: tags, comments, variations, numbers and results go.
 */
final class PgnGames {

  private PgnGames() {}

  static List<List<String>> read(String pgn) {
    List<List<String>> games = new ArrayList<>();
    StringBuilder movetext = new StringBuilder();
    for (String line : pgn.split("\r?\n")) {
      if (line.startsWith("[")) {
        addGame(games, movetext);
      } else if (!line.startsWith("%")) {
        movetext.append(line).append('\n');
      }
    }
    addGame(games, movetext);
    return games;
  }

  private static void addGame(List<List<String>> games, StringBuilder movetext) {
    String text =
        movetext
            .toString()
            .replaceAll("\\{[^}]*}", " ")
            .replaceAll(";[^\n]*", " ")
            .replaceAll("\\$\\d+", " ");
    movetext.setLength(0);
    text = withoutVariations(text);
    List<String> moves = new ArrayList<>();
    for (String word : text.trim().split("\\s+")) {
      String move = word.replaceFirst("^\\d+\\.+", "");
      if (!move.isEmpty() && !move.matches("1-0|0-1|1/2-1/2|\\*")) {
        moves.add(move);
      }
    }
    if (!moves.isEmpty()) {
      games.add(moves);
    }
  }

  private static String withoutVariations(String text) {
    StringBuilder kept = new StringBuilder(text.length());
    int depth = 0;
    for (char c : text.toCharArray()) {
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (depth == 0) {
        kept.append(c);
      }
    }
    return kept.toString();
  }
}
