package arbiter.tournament;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A list of players an organizer enters at once: a CSV file of {@code name,rating,federation,
 * title} rows (the last three may be empty or left out), with an optional header row that starts
 * with {@code name}. Every row is checked before any is used: a bad row throws
 * {@link TournamentRefusal#CSV_ROW} with its number (1-based, the header counted) and what is
 * wrong, so a file with one bad row enters nobody.
 */
public final class PlayersCsv {

  /** One player of the file; {@code rating} null when not given. */
  public record Row(String name, Integer rating, String federation, String title) {}

  /** The largest file read: some 20,000 players. */
  public static final int MAX_CHARS = 1024 * 1024;

  private static final Pattern RATING = Pattern.compile("\\d{1,4}");
  private static final Pattern FEDERATION = Pattern.compile("[A-Z]{3}");
  /** FIDE's titles as a report file writes them (TRF), and as people write them. */
  private static final Set<String> TITLES = Set.of("g", "i", "f", "c", "wg", "wi", "wf", "wc",
      "gm", "im", "fm", "cm", "wgm", "wim", "wfm", "wcm");

  private PlayersCsv() {}

  /**
   * The rows of {@code text}; throws on the first bad row. A byte order mark before the header
   * (a spreadsheet's "CSV UTF-8" starts with one) is no part of it: kept, it refused the header
   * row as a bad name.
   */
  public static List<Row> parse(String text) {
    List<Row> rows = new ArrayList<>();
    Set<String> names = new HashSet<>();
    String[] lines = text.replaceFirst("^\uFEFF", "").split("\r?\n", -1);
    String separator = separator(lines);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || (i == 0 && line.toLowerCase(Locale.ROOT).startsWith("name"))) {
        continue; // blank lines and the header row
      }
      String[] cells = line.split(separator, -1);
      if (cells.length > 4) {
        throw bad(i, "columns");
      }
      String name = cell(cells, 0);
      String rating = cell(cells, 1);
      String federation = cell(cells, 2).toUpperCase(Locale.ROOT);
      String title = cell(cells, 3).toLowerCase(Locale.ROOT);
      // a seat's name, as tournament enter takes it: Müller was refused here and entered there
      if (!SeatName.valid(name)) {
        throw bad(i, "name");
      }
      if (!rating.isEmpty() && !RATING.matcher(rating).matches()) {
        throw bad(i, "rating");
      }
      if (!federation.isEmpty() && !FEDERATION.matcher(federation).matches()) {
        throw bad(i, "federation");
      }
      if (!title.isEmpty() && !TITLES.contains(title)) {
        throw bad(i, "title");
      }
      if (!names.add(name.toLowerCase(Locale.ROOT))) {
        throw bad(i, "twice");
      }
      rows.add(new Row(name, rating.isEmpty() ? null : Integer.valueOf(rating), federation,
          trfTitle(title)));
    }
    return rows;
  }

  /**
   * The cells' separator: a spreadsheet in a language whose decimal mark is a comma (German,
   * French, Russian...) saves its CSV with semicolons. Read with commas, {@code zed;2100;GER;FM}
   * was one name, and a seat's name may hold a semicolon, so the whole row entered a seat of
   * that name (found by probe-formats). The first row with text says which: a semicolon or a
   * tab without a comma.
   */
  private static String separator(String[] lines) {
    for (String line : lines) {
      if (!line.isBlank()) {
        return line.contains(",") ? "," : line.contains(";") ? ";" : line.contains("\t") ? "\t"
            : ",";
      }
    }
    return ",";
  }

  /** The title as a report file writes it: {@code g}, {@code wi}... */
  private static String trfTitle(String title) {
    return title.endsWith("m") ? title.substring(0, title.length() - 1) : title;
  }

  private static String cell(String[] cells, int index) {
    return index < cells.length ? cells[index].strip() : "";
  }

  /** The refusal of row {@code index} (0-based). */
  public static TournamentException bad(int index, String what) {
    return new TournamentException(TournamentRefusal.CSV_ROW, index + 1, what);
  }

  /** The 0-based line of the file where {@code name} begins a row. */
  public static int lineOf(String text, String name) {
    String[] lines = text.replaceFirst("^\uFEFF", "").split("\r?\n", -1);
    String separator = separator(lines);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].strip().split(separator, -1)[0].strip().equals(name)) {
        return i;
      }
    }
    return 0;
  }
}
