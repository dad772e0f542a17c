package arbiter.export;

import arbiter.export.GameImport.Imported;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Reads PGN and PDN, which share their syntax: tag pairs, then movetext with move numbers,
 * comments ({@code {...}}, {@code ;...}), variations, NAGs and a result. Only the main line's
 * moves are kept.
 */
final class PgnReader {

  private static final Set<String> RESULTS =
      Set.of("1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0");

  private final String text;
  private final List<Imported> games = new ArrayList<>();
  private int at;
  private Map<String, String> tags = new LinkedHashMap<>();
  private List<String> moves = new ArrayList<>();

  /** Whether the current game's movetext has begun, so that a tag starts the next game. */
  private boolean movetext;

  private PgnReader(String text) {
    this.text = text;
  }

  static List<Imported> read(String text) {
    PgnReader reader = new PgnReader(text);
    reader.readAll();
    return reader.games;
  }

  private void readAll() {
    while (at < text.length()) {
      char c = text.charAt(at);
      if (Character.isWhitespace(c) || c == '\uFEFF') { // a byte order mark before the file
        at++;
      } else if (c == '[') {
        if (movetext) {
          // a game without a result token ends where the next one's tags begin
          finish(null);
        }
        readTag();
      } else if (c == '{') {
        movetext = true;
        skipPast('}');
      } else if (c == ';' || (c == '%' && (at == 0 || text.charAt(at - 1) == '\n'))) {
        skipPast('\n');
      } else if (c == '(') {
        skipVariation();
      } else if (c == '$') {
        at++;
        while (at < text.length() && Character.isDigit(text.charAt(at))) {
          at++;
        }
      } else {
        token(readToken());
      }
    }
    if (movetext || !tags.isEmpty()) {
      finish(null);
    }
  }

  private void token(String token) {
    movetext = true;
    if (RESULTS.contains(token)) {
      finish(token);
      return;
    }
    String move = token.replaceFirst("^\\d+\\.+", "").replaceFirst("[!?]+$", "");
    if (!move.isEmpty()) {
      moves.add(move);
    }
  }

  private String readToken() {
    int start = at;
    while (at < text.length()
        && !Character.isWhitespace(text.charAt(at))
        && "[]{}();".indexOf(text.charAt(at)) < 0) {
      at++;
    }
    if (at == start) {
      // a stray closing bracket: not a token, nothing to keep
      at++;
    }
    return text.substring(start, at);
  }

  private void readTag() {
    at++;
    int start = at;
    while (at < text.length() && !Character.isWhitespace(text.charAt(at))
        && text.charAt(at) != '"' && text.charAt(at) != ']') {
      at++;
    }
    String name = text.substring(start, at);
    while (at < text.length() && text.charAt(at) != '"' && text.charAt(at) != ']') {
      at++;
    }
    StringBuilder value = new StringBuilder();
    if (at < text.length() && text.charAt(at) == '"') {
      at++;
      while (at < text.length() && text.charAt(at) != '"') {
        char c = text.charAt(at++);
        if (c == '\\' && at < text.length()) {
          c = text.charAt(at++);
        }
        value.append(c);
      }
      at++;
    }
    skipPast(']');
    if (name.isEmpty()) {
      throw new ImportException(ImportFault.TAG_WITHOUT_NAME, start, "");
    }
    tags.put(name, value.toString());
  }

  private void skipPast(char end) {
    int found = text.indexOf(end, at);
    at = found < 0 ? text.length() : found + 1;
  }

  private void skipVariation() {
    int depth = 0;
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '{') {
        skipPast('}');
        continue;
      }
      at++;
      if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return;
      }
    }
  }

  private void finish(String resultToken) {
    String tag = tags.getOrDefault("Result", "").strip();
    // PGN's Result tag repeats the result after the moves: a game whose two say different things
    // was read as the moves' end alone, so a board got the result its header denied
    if (resultToken != null && RESULTS.contains(tag)
        && !Objects.equals(PgnText.storedResult(tag), PgnText.storedResult(resultToken))) {
      throw new ImportException(ImportFault.RESULTS_DIFFER, moves.size(),
          tag + " / " + resultToken);
    }
    String token = resultToken != null ? resultToken : tags.get("Result");
    games.add(new Imported(variant(tags), tags, moves, PgnText.storedResult(token)));
    tags = new LinkedHashMap<>();
    moves = new ArrayList<>();
    movetext = false;
  }

  /** Arbiter's variant for a game's tags: PDN's GameType, else PGN's Variant (chess if none). */
  private static String variant(Map<String, String> tags) {
    String gameType = tags.get("GameType");
    if (gameType != null && !gameType.startsWith("0")) {
      // a GameType may add ",W,8,8,A0,0" after the number
      String type = gameType.split(",")[0].strip();
      return type.equals(PdnWriter.RUSSIAN) ? "checkers" : "draughts " + type;
    }
    String variant = tags.getOrDefault("Variant", "chess").strip().toLowerCase(Locale.ROOT);
    return switch (variant) {
      case "", "standard", "chess" -> "chess";
      default -> variant;
    };
  }
}
