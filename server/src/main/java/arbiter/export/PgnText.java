package arbiter.export;

import arbiter.game.StoredGame;
import arbiter.rules.Termination;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** The text shared by PGN and PDN, which is PGN's: tag pairs, dates and wrapped movetext. */
final class PgnText {

  /**
   * PGN's export format keeps lines under 80 columns; 79 leaves room for the line end in readers
   * that count it.
   */
  static final int WIDTH = 79;

  private PgnText() {}

  /** One tag pair line, {@code [Name "value"]}, with quotes and backslashes escaped. */
  static void tag(StringBuilder out, String name, String value) {
    String text = value == null ? "?" : value;
    // a tag value is one line of printable text; a newline would end the tag section early
    text = text.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n\\t]", " ");
    out.append('[').append(name).append(" \"").append(text).append("\"]\n");
  }

  /** The UTC date of {@code epochMillis} as {@code YYYY.MM.DD}; {@code ????.??.??} if unknown. */
  /** The Seven Tag Roster, in its order: PGN's and PDN's, which shares it. */
  static void sevenTags(StringBuilder out, StoredGame game, String event, String round,
      String result) {
    tag(out, "Event", event);
    tag(out, "Site", "Arbiter");
    tag(out, "Date", date(game.startedAt()));
    tag(out, "Round", round);
    tag(out, "White", game.white());
    tag(out, "Black", game.black());
    tag(out, "Result", result);
  }

  static String date(long epochMillis) {
    if (epochMillis <= 0) {
      return "????.??.??";
    }
    ZonedDateTime time = Instant.ofEpochMilli(epochMillis).atZone(ZoneOffset.UTC);
    return String.format("%04d.%02d.%02d", time.getYear(), time.getMonthValue(),
        time.getDayOfMonth());
  }

  /** The tokens joined by single spaces and wrapped so that no line is longer than WIDTH. */
  static void wrap(StringBuilder out, List<String> tokens) {
    int column = 0;
    for (String token : tokens) {
      if (column > 0 && column + 1 + token.length() > WIDTH) {
        out.append('\n');
        column = 0;
      } else if (column > 0) {
        out.append(' ');
        column++;
      }
      out.append(token);
      column += token.length();
    }
    out.append('\n');
  }

  /**
   * The arbiters' decisions on the game, for a comment before the result: who adjudicated it while
   * it ran, with the result given and the reason ({@code result} writes a stored result word as
   * the format does), and who corrected its result from what; {@code null} when the game ended as
   * played. A game adjudicated before the adjudicator was kept says so without a name.
   */
  static String decision(StoredGame game, UnaryOperator<String> result) {
    StoredGame.Correction c = game.correction();
    StoredGame.Adjudication a = game.adjudication();
    List<String> said = new ArrayList<>();
    if (a != null) {
      // the result the arbiter gave: the game's, unless a correction replaced it since
      said.add("Adjudicated " + result.apply(c != null ? c.result() : game.result())
          + " by the arbiter " + a.by() + (a.note() == null ? "" : " (" + a.note() + ")"));
    } else if (c == null && Termination.ofWord(String.valueOf(game.reason())).orElse(null)
        == Termination.ADJUDICATION) {
      said.add("Adjudicated by the arbiter");
    }
    if (c != null) {
      said.add("Result corrected by the arbiter " + c.by() + "; it was " + result.apply(c.result())
          + " (" + c.reason() + ")");
    }
    // no braces (one would close a PGN comment), no line end (it would end a KIF comment)
    return said.isEmpty() ? null : String.join("; ", said).replace('{', '(').replace('}', ')')
        .replaceAll("[\\r\\n]", " ");
  }

  /** The decision as movetext tokens: a comment split at its spaces, so that it wraps. */
  static List<String> comment(String decision) {
    return decision == null ? List.of() : List.of(("{" + decision + "}").split(" "));
  }

  /**
   * PGN's Annotator tag (section 9.8): the arbiter whose decision the comment records, the one
   * who corrected the result if one did, else who adjudicated; {@code null} when none decided.
   */
  static String annotator(StoredGame game) {
    return game.correction() != null ? game.correction().by()
        : game.adjudication() != null ? game.adjudication().by() : null;
  }

  /** The result token of PGN for a stored result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}. */
  static String chessResult(String result) {
    if (result == null) {
      return "*";
    }
    return switch (result) {
      case "white" -> "1-0";
      case "black" -> "0-1";
      case "draw" -> "1/2-1/2";
      default -> "*";
    };
  }

  /** The result token of draughts PDN, which counts two points a game: 2-0, 0-2, 1-1. */
  static String draughtsResult(String result) {
    if (result == null) {
      return "*";
    }
    return switch (result) {
      case "white" -> "2-0";
      case "black" -> "0-2";
      case "draw" -> "1-1";
      default -> "*";
    };
  }

  /** The stored result a PGN or PDN result token stands for; {@code null} for {@code *}. */
  static String storedResult(String token) {
    if (token == null) {
      return null;
    }
    return switch (token) {
      case "1-0", "2-0" -> "white";
      case "0-1", "0-2" -> "black";
      case "1/2-1/2", "1-1" -> "draw";
      default -> null;
    };
  }
}
