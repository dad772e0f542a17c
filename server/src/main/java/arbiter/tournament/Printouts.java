package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A tournament's printable sheets: a round's pairings, the crosstable and a self-contained HTML
 * page with the standings, the crosstable and every round. Text lines end in {@code \n}; every
 * name on the page is HTML-escaped.
 */
public final class Printouts {

  private Printouts() {}

  /** A round's boards as a table: board, white, black, result ({@code *} while unplayed). */
  public static String pairingSheet(Tournament tournament, int round) {
    List<Pairing> boards = tournament.pairings(round);
    int width = "White".length();
    for (Pairing p : boards) {
      width = Math.max(width, p.white().length());
    }
    String format = "%5s  %-" + width + "s  %-" + width + "s  %s\n";
    StringBuilder text = new StringBuilder(tournament.name() + " round " + round + "\n");
    text.append(String.format(Locale.ROOT, format, "Board", "White", "Black", "Result"));
    for (Pairing p : boards) {
      text.append(String.format(Locale.ROOT, format, p.board(), p.white(),
          p.isBye() ? "-" : p.black(), p.result() == null ? "*" : p.result().label()));
    }
    return text.toString();
  }

  /**
   * The crosstable in ranking order: each round's cell is the opponent's rank, the colour and the
   * result ({@code 4w1}, {@code 2b=}, {@code 7w+} a forfeit win, {@code 3b-} a forfeit loss,
   * {@code *} unplayed yet), or a bye ({@code +bye}, {@code =bye}, {@code 0bye}), or {@code -}
   * when the player was not paired.
   */
  public static String crosstable(Tournament tournament) {
    List<List<String>> rows = crosstableRows(tournament);
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
  static List<List<String>> crosstableRows(Tournament tournament) {
    List<Standing> standings = tournament.standings().rows();
    Map<String, Integer> rank = new HashMap<>();
    standings.forEach(s -> rank.put(s.player(), s.rank()));
    List<List<String>> rows = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("No", "Player", "Pts"));
    for (int r = 1; r <= tournament.roundNumber(); r++) {
      header.add("R" + r);
    }
    rows.add(header);
    for (Standing s : standings) {
      List<String> row = new ArrayList<>(List.of(Integer.toString(s.rank()), s.player(),
          StandingsTable.points(s.halfPoints())));
      for (int r = 1; r <= tournament.roundNumber(); r++) {
        row.add(cell(tournament, r, s.player(), rank));
      }
      rows.add(row);
    }
    return rows;
  }

  private static String cell(Tournament tournament, int round, String player,
      Map<String, Integer> rank) {
    for (Pairing p : tournament.pairings(round)) {
      if (!p.involves(player)) {
        continue;
      }
      if (p.isBye()) {
        int worth = p.result() == Result.BYE ? tournament.format().byeHalfPoints()
            : p.result().halfPoints(Side.WHITE);
        return (worth == 2 ? "+" : worth == 1 ? "=" : "0") + "bye";
      }
      Side side = p.sideOf(player).orElseThrow();
      String opponent = p.opponentOf(player).orElseThrow();
      String prefix = rank.get(opponent) + (side == Side.WHITE ? "w" : "b");
      if (p.isPending()) {
        return prefix + "*";
      }
      int half = p.result().halfPoints(side);
      if (!p.result().played()) {
        return prefix + (half == 2 ? "+" : "-");
      }
      return prefix + (half == 2 ? "1" : half == 1 ? "=" : "0");
    }
    return "-";
  }

  /** A self-contained HTML page: standings, crosstable and every round's pairings. */
  public static String html(Tournament tournament) {
    StringBuilder page = new StringBuilder();
    String title = escape(tournament.name());
    page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>").append(title).append("</title>\n")
        .append("<style>body{font-family:sans-serif}table{border-collapse:collapse;"
            + "margin-bottom:1.5em}td,th{border:1px solid #999;padding:2px 8px}"
            + "td.n{text-align:right}</style>\n</head>\n<body>\n")
        .append("<h1>").append(title).append("</h1>\n")
        .append("<p>").append(escape(tournament.variant())).append(", ")
        .append(tournament.format() == Format.SWISS ? "Swiss" : "round robin").append(", ")
        .append(tournament.roundNumber()).append(" of ").append(tournament.rounds())
        .append(" rounds").append(tournament.isFinished() ? ", final" : "").append("</p>\n");
    StandingsTable standings = tournament.standings();
    page.append("<h2>Standings</h2>\n<table>\n<tr><th>Rank</th><th>Player</th><th>Points</th>");
    standings.shown().forEach(t -> page.append("<th>").append(escape(t.code())).append("</th>"));
    page.append("</tr>\n");
    for (Standing s : standings.rows()) {
      page.append("<tr><td class=\"n\">").append(s.rank()).append("</td><td>")
          .append(escape(s.player())).append("</td><td class=\"n\">")
          .append(StandingsTable.points(s.halfPoints())).append("</td>");
      standings.shown().forEach(t -> page.append("<td class=\"n\">")
          .append(t.format(s.value(t))).append("</td>"));
      page.append("</tr>\n");
    }
    page.append("</table>\n");
    if (tournament.roundNumber() > 0) {
      page.append("<h2>Crosstable</h2>\n<table>\n");
      List<List<String>> rows = crosstableRows(tournament);
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
      page.append("<h2>Round ").append(r).append("</h2>\n<table>\n")
          .append("<tr><th>Board</th><th>White</th><th>Black</th><th>Result</th></tr>\n");
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
