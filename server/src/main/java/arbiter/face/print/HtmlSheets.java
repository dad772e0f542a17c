package arbiter.face.print;

import static arbiter.export.TournamentSheets.escape;

import java.util.List;

/**
 * A {@link Sheet} as a print-styled page: the same title, table or tiles as the PDF, styled by
 * {@code /print.css} and the paper's {@code /print-a4.css} or {@code /print-letter.css} (no inline
 * style: the pages' content security policy forbids it); a browser repeats the table's header on
 * every printed page. The QR code is inline SVG. Every text is escaped.
 */
public final class HtmlSheets {

  private HtmlSheets() {}

  /** The page of {@code sheet} for {@code paper}, in {@code language}. */
  public static String render(Sheet sheet, Paper paper, String language) {
    StringBuilder page = new StringBuilder(4096 + sheet.rows().size() * 160);
    page.append("<!DOCTYPE html>\n<html lang=\"").append(escape(language)).append("\" dir=\"")
        .append(sheet.rightToLeft() ? "rtl" : "ltr")
        .append("\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>").append(escape(sheet.title())).append("</title>\n")
        .append("<link rel=\"stylesheet\" href=\"/print.css\">\n")
        .append("<link rel=\"stylesheet\" href=\"/print-").append(paper.code())
        .append(".css\">\n</head>\n<body class=\"")
        .append(sheet.landscape() ? "sheet landscape" : "sheet").append("\">\n<header>\n");
    if (sheet.qr() != null) {
      qr(page, sheet.qr());
    }
    page.append("<h1>").append(escape(sheet.title())).append("</h1>\n<p class=\"about\">")
        .append(escape(sheet.about())).append("</p>\n");
    if (sheet.qr() != null) {
      page.append("<p class=\"scan\">").append(escape(sheet.qr().caption())).append("</p>\n");
    }
    page.append("</header>\n");
    if (sheet.tiles().isEmpty()) {
      table(page, sheet);
    } else {
      tiles(page, sheet);
    }
    return page.append("</body>\n</html>\n").toString();
  }

  private static void table(StringBuilder page, Sheet sheet) {
    page.append("<table>\n<thead><tr>");
    for (Sheet.Column column : sheet.columns()) {
      page.append(column.number() ? "<th class=\"n\">" : "<th>").append(escape(column.header()))
          .append("</th>");
    }
    page.append("</tr></thead>\n<tbody>\n");
    for (List<String> row : sheet.rows()) {
      page.append("<tr>");
      for (int c = 0; c < row.size(); c++) {
        page.append(sheet.columns().get(c).number() ? "<td class=\"n\">" : "<td>")
            .append(escape(row.get(c))).append("</td>");
      }
      page.append("</tr>\n");
    }
    page.append("</tbody>\n</table>\n");
  }

  private static void tiles(StringBuilder page, Sheet sheet) {
    for (Sheet.Tile tile : sheet.tiles()) {
      page.append(tile.card() ? "<section class=\"card\">" : "<section class=\"slip\">")
          .append("<div class=\"big\">").append(escape(tile.big())).append("</div>\n<div>");
      for (String line : tile.lines()) {
        page.append("<p>").append(escape(line)).append("</p>");
      }
      if (!tile.choices().isEmpty()) {
        page.append("<p class=\"choices\">");
        tile.choices().forEach(choice -> page.append("<span class=\"box\"></span> ")
            .append(escape(choice)).append(' '));
        page.append("</p>");
      }
      if (!tile.signatures().isEmpty()) {
        page.append("<p class=\"signatures\">");
        tile.signatures().forEach(who -> page.append("<span class=\"sign\">")
            .append(escape(who)).append("</span>"));
        page.append("</p>");
      }
      page.append("</div></section>\n");
    }
  }

  /** The QR code as an SVG of its dark modules, with a quiet zone of four modules. */
  private static void qr(StringBuilder page, Sheet.Qr qr) {
    int n = qr.modules().size();
    int side = n + 8;
    page.append("<svg class=\"qr\" role=\"img\" aria-label=\"").append(escape(qr.url()))
        .append("\" viewBox=\"0 0 ").append(side).append(' ').append(side)
        .append("\" shape-rendering=\"crispEdges\"><rect width=\"").append(side)
        .append("\" height=\"").append(side).append("\" fill=\"#fff\"/><path d=\"");
    for (int y = 0; y < n; y++) {
      String row = qr.modules().get(y);
      for (int x = 0; x < row.length(); x++) {
        if (row.charAt(x) == '1') {
          page.append('M').append(x + 4).append(' ').append(y + 4).append("h1v1h-1z");
        }
      }
    }
    page.append("\"/></svg>\n");
  }
}
