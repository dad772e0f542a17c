package arbiter.face.print;

import java.util.List;

/**
 * One printout before it is laid out: a table with a header row, repeated on every page, or a
 * run of tiles to cut apart (result slips, board cards). The PDF and the HTML page are drawn
 * from the same sheet, so they say the same.
 *
 * @param title the heading on every page
 * @param about the line under the first page's heading (tournament, round); may be empty
 * @param columns the table's columns; empty for tiles
 * @param rows the table's rows, one cell per column
 * @param tiles the pieces to cut apart; empty for a table
 * @param tilesPerPage how many tiles one page holds, stacked
 * @param landscape whether the page is turned (a wide crosstable or Berger grid)
 * @param rightToLeft whether the language reads right to left (the HTML page's direction)
 * @param qr the address the QR code holds and its modules ({@link Qr}); {@code null} for none
 */
public record Sheet(String title, String about, List<Column> columns, List<List<String>> rows,
    List<Tile> tiles, int tilesPerPage, boolean landscape, boolean rightToLeft, Qr qr) {

  public Sheet {
    columns = List.copyOf(columns);
    rows = rows.stream().map(List::copyOf).toList();
    tiles = List.copyOf(tiles);
  }

  /**
   * A column of the table.
   *
   * @param weight its share of the page's width, against the others'
   * @param number whether its cells are numbers (aligned to the end)
   */
  public record Column(String header, float weight, boolean number) {}

  /**
   * A piece of paper to cut out: a large mark (the board number) and the lines beside it.
   *
   * @param big the board number, printed large
   * @param lines the text beside it, one line each
   * @param choices results to tick, each with a box; may be empty
   * @param signatures who signs, each with a line to sign on; may be empty
   */
  public record Tile(String big, List<String> lines, List<String> choices,
      List<String> signatures) {

    public Tile {
      lines = List.copyOf(lines);
      choices = List.copyOf(choices);
      signatures = List.copyOf(signatures);
    }

    /** Whether it is a board card (a number to stand on the board), not a slip to fill in. */
    public boolean card() {
      return choices.isEmpty() && signatures.isEmpty();
    }
  }

  /**
   * A QR code: the address it holds, the caption beside it and its modules, row by row,
   * {@code 1} dark (without the quiet zone).
   */
  public record Qr(String url, String caption, List<String> modules) {

    public Qr {
      modules = List.copyOf(modules);
    }
  }
}
