package arbiter.export;

import arbiter.export.GameImport.Imported;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads KIF: {@code key：value} header lines, numbered move lines, and the closing {@code まで} line
 * that gives the result. Moves become the seed notation of minishogi ({@code p 54 53}); several
 * games in one text each begin at a {@code #KIF} line.
 */
final class KifReader {

  private static final Pattern MOVE_LINE = Pattern.compile("\\s*(\\d+)\\s+(\\S+).*");

  /** Destination (or 同), piece name, 成/不成, then 打 or the origin in parentheses. */
  private static final Pattern MOVE = Pattern.compile(
      "(?:([１-５1-5])([一二三四五])|同\u3000?)(成香|成銀|[歩香銀角金玉王と杏全馬])(成|不成)?"
          + "(?:(打)|\\(([1-5])([1-5])\\))");

  private static final String RANKS = "一二三四五";

  private KifReader() {}

  static List<Imported> read(String text) {
    List<Imported> games = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    for (String line : text.replace("\uFEFF", "").split("\\r?\\n")) {
      if (line.startsWith("#KIF") && hasGame(lines)) {
        games.add(game(lines));
        lines.clear();
      }
      lines.add(line);
    }
    if (hasGame(lines)) {
      games.add(game(lines));
    }
    return games;
  }

  private static boolean hasGame(List<String> lines) {
    return lines.stream().anyMatch(line -> !line.isBlank() && !line.startsWith("#"));
  }

  private static Imported game(List<String> lines) {
    Map<String, String> tags = new LinkedHashMap<>();
    List<String> moves = new ArrayList<>();
    String result = null;
    String previous = null;
    for (String line : lines) {
      if (line.startsWith("#") || line.startsWith("*") || line.startsWith("&")) {
        continue;
      }
      Matcher numbered = MOVE_LINE.matcher(line);
      if (numbered.matches()) {
        // a file typed in by hand reaches here (a board's moves): its faults are the reader's,
        // a move that is not one or a number past int, never an exception of Java's own
        String word = numbered.group(2);
        Matcher move = MOVE.matcher(word);
        if (move.lookingAt() && numbered.group(1).length() <= 4) {
          String to = move.group(1) == null ? previous : square(move.group(1), move.group(2));
          if (to == null) { // 同 with no move before it
            throw new ImportException(ImportFault.NOT_A_MOVE, moves.size() + 1, word);
          }
          moves.add(seedMove(Integer.parseInt(numbered.group(1)), move, to));
          previous = to;
        } else if (!isEnding(word)) {
          throw new ImportException(ImportFault.NOT_A_MOVE, moves.size() + 1, word);
        }
        continue;
      }
      if (line.startsWith("まで")) {
        result = result(line);
        continue;
      }
      int colon = line.indexOf('：');
      if (colon > 0) {
        tags.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
      }
    }
    String handicap = tags.getOrDefault("手合割", "");
    String variant = handicap.contains(KifWriter.HANDICAP) ? "minishogi" : "shogi";
    return new Imported(variant, tags, moves, result);
  }

  /**
   * The seed's notation of a KIF move: black (先手) plays the odd moves, so its letters are lower
   * case; a drop comes from {@code 00}.
   */
  private static String seedMove(int number, Matcher move, String to) {
    char letter = letter(move.group(3));
    if (number % 2 == 1) {
      letter = Character.toLowerCase(letter);
    }
    String from = move.group(5) != null ? "00" : move.group(6) + move.group(7);
    return letter + " " + from + " " + to;
  }

  private static char letter(String name) {
    return switch (name) {
      case "歩", "と" -> 'P';
      case "香", "成香", "杏" -> 'L';
      case "銀", "成銀", "全" -> 'S';
      case "角", "馬" -> 'B';
      case "金" -> 'G';
      default -> 'K';
    };
  }

  /** A square as the seed writes it, from KIF's file digit and rank kanji. */
  private static String square(String file, String rank) {
    int column = Character.getNumericValue(file.charAt(0));
    return "" + column + (RANKS.indexOf(rank) + 1);
  }

  /** KIF's words for the end of a game, written where a move would be. */
  private static boolean isEnding(String word) {
    return word.matches("投了|中断|切れ負け|詰み|千日手|持将棋|反則勝ち|反則負け|不詰|入玉勝ち|"
        + "宣言勝ち|再開");
  }

  /** The result of a {@code まで} line: 先手 is black, 後手 white; 千日手 and 持将棋 are draws. */
  private static String result(String line) {
    if (line.contains("先手の勝ち") || line.contains("後手の反則負け")) {
      return "black";
    }
    if (line.contains("後手の勝ち") || line.contains("先手の反則負け")) {
      return "white";
    }
    if (line.contains("千日手") || line.contains("持将棋")) {
      return "draw";
    }
    return null;
  }
}
