package arbiter.export;

import arbiter.face.words.Words;
import arbiter.tournament.Crosstable;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Standing;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TieBreak;
import arbiter.tournament.Tournament;
import arbiter.tournament.arena.ArenaLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A tournament's printable sheets: the standings as text and CSV, a round's pairings, the
 * crosstable and a self-contained HTML page with the standings, the crosstable and every round.
 * Text lines end in {@code \n}, CSV lines in CRLF; every name on the page is HTML-escaped. The
 * headings are in a language's words ({@code sheet.*}) and its digits, names as written; the files
 * the director writes are in the server's language ({@code language.default}), the CSV (read by
 * programs) in English.
 */
public final class TournamentSheets {

  private static final String CRLF = "\r\n";
  /** The words of a tie-break's header: this and its CSV name ({@code sheet.tiebreak_wins}). */
  public static final String TIEBREAK = "sheet." + "tiebreak_";

  private TournamentSheets() {}

  /** {@link #standings(Words, StandingsTable)} in English. */
  public static String standings(StandingsTable table) {
    return standings(Words.english(), table);
  }

  /** The standings as a fixed-width table, one line per player, each ending in a newline. */
  public static String standings(Words w, StandingsTable table) {
    int width = w.get("sheet.player").length();
    for (Standing s : table.rows()) {
      width = Math.max(width, s.player().length());
    }
    StringBuilder format = new StringBuilder("%4s  %-" + width + "s  %6s");
    List<Object> header = new ArrayList<>(List.of(w.get("sheet.rank"), w.get("sheet.player"),
        w.get("sheet.points")));
    for (TieBreak tieBreak : table.shown()) {
      String head = header(w, tieBreak);
      format.append("  %").append(Math.max(tieBreak.width(), head.length())).append('s');
      header.add(head);
    }
    boolean arena = !table.arena().isEmpty();
    if (arena) { // an arena's sheet of game points and its streak or pause mark
      format.append("  %-").append(sheetWidth(w, table)).append("s  %s");
      header.addAll(List.of(w.get("arena.sheet"), ""));
    }
    format.append('\n');
    StringBuilder text = new StringBuilder();
    text.append(String.format(Locale.ROOT, format.toString(), header.toArray()).stripTrailing())
        .append('\n');
    for (Standing s : table.rows()) {
      List<Object> line = new ArrayList<>(List.of(w.number(s.rank()), s.player(),
          w.digits(arena ? Integer.toString(s.halfPoints() / 2) : points(s.halfPoints()))));
      table.shown().forEach(tieBreak -> line.add(w.digits(tieBreak.format(s.value(tieBreak)))));
      if (arena) {
        ArenaLine marks = table.arena().get(s.player());
        line.add(w.digits(sheet(marks)));
        line.add(marks.paused() ? w.get("arena.paused") : marks.fire() ? w.get("arena.fire") : "");
      }
      text.append(String.format(Locale.ROOT, format.toString(), line.toArray()).stripTrailing())
          .append('\n');
    }
    return text.toString();
  }

  /** A tie-break's column header in a language: {@code Buch-1}, {@code Бух-1}, {@code بوخ-۱}. */
  public static String header(Words w, TieBreak tieBreak) {
    return w.get(TIEBREAK + tieBreak.csvName());
  }

  private static String sheet(ArenaLine line) {
    StringBuilder text = new StringBuilder();
    line.sheet().forEach(points -> text.append(text.length() == 0 ? "" : " ").append(points));
    return text.toString();
  }

  private static int sheetWidth(Words w, StandingsTable table) {
    int width = w.get("arena.sheet").length();
    for (ArenaLine line : table.arena().values()) {
      width = Math.max(width, sheet(line).length());
    }
    return width;
  }

  /** The standings as CSV with a header row and CRLF line ends; names quoted as RFC 4180 says. */
  public static String standingsCsv(StandingsTable table) {
    boolean arena = !table.arena().isEmpty();
    StringBuilder csv = new StringBuilder("rank,player,points");
    table.shown().forEach(tieBreak -> csv.append(',').append(tieBreak.csvName()));
    csv.append(arena ? ",sheet,fire,paused" : "").append(CRLF);
    for (Standing s : table.rows()) {
      csv.append(s.rank()).append(',').append(csvField(s.player())).append(',')
          .append(arena ? Integer.toString(s.halfPoints() / 2) : points(s.halfPoints()));
      table.shown().forEach(tieBreak -> csv.append(',').append(tieBreak.format(s.value(tieBreak))));
      if (arena) {
        ArenaLine line = table.arena().get(s.player());
        csv.append(',').append(sheet(line)).append(',').append(line.fire() ? 1 : 0).append(',')
            .append(line.paused() ? 1 : 0);
      }
      csv.append(CRLF);
    }
    return csv.toString();
  }

  /**
   * Quotes a field holding a comma, a quote or a line break, doubling the quotes inside; a field a
   * spreadsheet would take for a formula ({@code =}, {@code +}, {@code -}, {@code @}, a tab or a
   * carriage return first: a seat named {@code =HYPERLINK(...)}) is kept text by an apostrophe.
   */
  public static String csvField(String value) {
    if (!value.isEmpty() && "=+-@\t\r".indexOf(value.charAt(0)) >= 0) {
      value = "'" + value;
    }
    if (value.contains(",") || value.contains("\"") || value.contains("\r")
        || value.contains("\n")) {
      return '"' + value.replace("\"", "\"\"") + '"';
    }
    return value;
  }

  /** Points from half points, one decimal: {@code 2.5}. */
  public static String points(int halves) {
    return String.format(Locale.ROOT, "%.1f", halves / 2.0);
  }

  /** A round's boards as a table: board, white, black, result ({@code *} while unplayed). */
  public static String pairingSheet(Words w, Tournament tournament, int round) {
    List<Pairing> boards = tournament.pairings(round);
    int width = w.get("sheet.white").length();
    for (Pairing p : boards) {
      width = Math.max(width, p.white().length());
    }
    String format = "%5s  %-" + width + "s  %-" + width + "s  %s\n";
    StringBuilder text = new StringBuilder(w.get("tour.round_heading", tournament.name(), round)
        + "\n");
    text.append(String.format(Locale.ROOT, format, w.get("sheet.board"), w.get("sheet.white"),
        w.get("sheet.black"), w.get("sheet.result")));
    for (Pairing p : boards) {
      text.append(String.format(Locale.ROOT, format, w.number(p.board()), p.white(),
          p.isBye() ? "-" : p.black(), p.result() == null ? "*" : p.result().label()));
    }
    return text.toString();
  }

  /** {@link #crosstable(Words, Crosstable)} in English. */
  public static String crosstable(Crosstable table) {
    return crosstable(Words.english(), table);
  }

  /** The crosstable in ranking order, a header line first; the cells are its codes. */
  public static String crosstable(Words w, Crosstable table) {
    List<List<String>> rows = crosstableRows(w, table);
    int[] widths = new int[rows.get(0).size()];
    for (List<String> row : rows) {
      for (int i = 0; i < row.size(); i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    StringBuilder text = new StringBuilder();
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.size(); i++) {
        String cell = row.get(i);
        // names left, numbers and cells right
        line.append(i == 1 ? pad(cell, widths[i], true) : pad(cell, widths[i], false));
        line.append(i + 1 < row.size() ? "  " : "");
      }
      text.append(line.toString().stripTrailing()).append('\n');
    }
    return text.toString();
  }

  /** The crosstable as rows of cells, the header row first. */
  static List<List<String>> crosstableRows(Words w, Crosstable table) {
    List<List<String>> rows = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of(w.get("sheet.no"), w.get("sheet.player"),
        w.get("sheet.pts")));
    for (int r = 1; r <= table.rounds(); r++) {
      header.add(w.get("sheet.round_column", r));
    }
    rows.add(header);
    for (Crosstable.Row row : table.rows()) {
      List<String> cells = new ArrayList<>(List.of(w.number(row.rank()), row.player(),
          w.digits(points(row.halfPoints()))));
      row.cells().forEach(cell -> cells.add(w.digits(cell)));
      rows.add(cells);
    }
    return rows;
  }

  /** The key of the line under the title: a knockout's rounds() are a match's games. */
  private static String about(Tournament tournament) {
    if (tournament.format() == Format.KNOCKOUT) {
      return tournament.isFinished() ? "sheet.about_knockout_final" : "sheet.about_knockout";
    }
    return tournament.isFinished() ? "sheet.about_final" : "sheet.about";
  }

  /** A self-contained HTML page: standings, crosstable and every round's pairings. */
  public static String html(Words w, Tournament tournament) {
    StringBuilder page = new StringBuilder();
    String title = escape(tournament.name());
    page.append("<!DOCTYPE html>\n<html lang=\"").append(w.language()).append("\" dir=\"")
        .append(w.get("page.dir")).append("\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>").append(title).append("</title>\n")
        .append("<style>body{font-family:sans-serif}table{border-collapse:collapse;"
            + "margin-bottom:1.5em}td,th{border:1px solid #999;padding:2px 8px}"
            + "td.n{text-align:right}</style>\n</head>\n<body>\n")
        .append("<h1>").append(title).append("</h1>\n")
        .append("<p>").append(escape(w.get(about(tournament), tournament.variant(),
            w.get(switch (tournament.format()) {
              case SWISS -> "page.swiss";
              case ROUND_ROBIN -> "page.round_robin";
              case KNOCKOUT -> "page.knockout";
              case ARENA -> "page.arena";
              case TEAM_SWISS -> "page.team_swiss";
              case TEAM_ROUND_ROBIN -> "page.team_round_robin";
            }), tournament.roundNumber(), tournament.rounds())))
        .append("</p>\n");
    StandingsTable standings = tournament.standings();
    page.append("<h2>").append(w.get("page.standings")).append("</h2>\n<table>\n<tr>");
    for (String heading : List.of("sheet.rank", "sheet.player", "sheet.points")) {
      page.append("<th>").append(escape(w.get(heading))).append("</th>");
    }
    standings.shown().forEach(t -> page.append("<th>").append(escape(t.code())).append("</th>"));
    page.append("</tr>\n");
    for (Standing s : standings.rows()) {
      page.append("<tr><td class=\"n\">").append(s.rank()).append("</td><td>")
          .append(escape(s.player())).append("</td><td class=\"n\">")
          .append(points(s.halfPoints())).append("</td>");
      standings.shown().forEach(t -> page.append("<td class=\"n\">")
          .append(t.format(s.value(t))).append("</td>"));
      page.append("</tr>\n");
    }
    page.append("</table>\n");
    if (tournament.roundNumber() > 0) {
      page.append("<h2>").append(w.get("page.crosstable")).append("</h2>\n<table>\n");
      List<List<String>> rows = crosstableRows(w, Crosstable.of(tournament));
      for (int i = 0; i < rows.size(); i++) {
        String tag = i == 0 ? "th" : "td";
        page.append("<tr>");
        for (String cell : rows.get(i)) {
          page.append('<').append(tag).append('>').append(escape(cell)).append("</")
              .append(tag).append('>');
        }
        page.append("</tr>\n");
      }
      page.append("</table>\n");
    }
    for (int r = 1; r <= tournament.roundNumber(); r++) {
      page.append("<h2>").append(w.get("page.round_n", r)).append("</h2>\n<table>\n<tr>");
      for (String heading : List.of("sheet.board", "sheet.white", "sheet.black", "sheet.result")) {
        page.append("<th>").append(escape(w.get(heading))).append("</th>");
      }
      page.append("</tr>\n");
      for (Pairing p : tournament.pairings(r)) {
        page.append("<tr><td class=\"n\">").append(p.board()).append("</td><td>")
            .append(escape(p.white())).append("</td><td>")
            .append(p.isBye() ? "-" : escape(p.black())).append("</td><td>")
            .append(p.result() == null ? "*" : escape(p.result().label())).append("</td></tr>\n");
      }
      page.append("</table>\n");
    }
    return page.append("</body>\n</html>\n").toString();
  }

  /** Text safe in HTML element content and attribute values. */
  public static String escape(String text) {
    StringBuilder escaped = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        default -> escaped.append(c);
      }
    }
    return escaped.toString();
  }

  private static String pad(String cell, int width, boolean left) {
    String spaces = " ".repeat(width - cell.length());
    return left ? cell + spaces : spaces + cell;
  }
}
