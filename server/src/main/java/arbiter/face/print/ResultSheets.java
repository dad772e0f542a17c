package arbiter.face.print;

import arbiter.director.TournamentView;
import arbiter.export.TournamentSheets;
import arbiter.face.words.Words;
import arbiter.tournament.BergerTable;
import arbiter.tournament.Crosstable;
import arbiter.tournament.Standing;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TieBreak;
import java.util.ArrayList;
import java.util.List;

/** The sheets of the whole tournament: standings, crosstable, player list and Berger grid. */
final class ResultSheets {

  /** Rounds beyond which the crosstable and the Berger grid are printed across the page. */
  static final int PORTRAIT_COLUMNS = 9;

  private final TournamentView view;
  private final Words w;
  private final PlayerCodes codes;

  ResultSheets(TournamentView view, Words w, PlayerCodes codes) {
    this.view = view;
    this.w = w;
    this.codes = codes;
  }

  /** Rank, pairing number, name, rating, points, then the tie-breaks in the tournament's order. */
  Sheet standings() {
    StandingsTable table = view.standings();
    List<Sheet.Column> columns = new ArrayList<>(List.of(number("sheet.rank"),
        number("sheet.no"), name("sheet.player"), rating(), number("sheet.points")));
    table.shown().forEach(t -> columns.add(new Sheet.Column(TournamentSheets.header(w, t), 0.9f,
        true)));
    List<List<String>> rows = new ArrayList<>();
    for (Standing s : table.rows()) {
      List<String> row = new ArrayList<>(List.of(w.number(s.rank()), w.number(s.number()),
          s.player(), rating(s.player()), Printouts.points(w, s.halfPoints())));
      for (TieBreak t : table.shown()) {
        row.add(w.digits(t.format(s.value(t))));
      }
      rows.add(row);
    }
    return sheet(standingsTitle(table), columns, rows, false);
  }

  /**
   * What the standings stand after, by the table's own count ({@link StandingsTable#roundInPoints},
   * which the other faces' note of a round in play follows): a round with results in the points
   * and not over is "during"; before any result of round 1 there is no round to stand after, so it
   * is "during" too.
   */
  private String standingsTitle(StandingsTable table) {
    if (table.roundInPoints() > 0) {
      return w.get("print.standings_during", table.roundInPoints());
    }
    return table.roundsOver() == 0 && view.round() > 0 ? w.get("print.standings_during", 1)
        : w.get("print.standings", table.roundsOver());
  }

  /** The wall chart: rank, name, points, and a cell per round (opponent's rank, colour, result). */
  Sheet crosstable() {
    Crosstable table = Crosstable.of(view.standings(), view.roundsPaired(), view.byeHalfPoints());
    List<Sheet.Column> columns = new ArrayList<>(List.of(number("sheet.no"),
        name("sheet.player"), number("sheet.pts")));
    for (int r = 1; r <= table.rounds(); r++) {
      columns.add(new Sheet.Column(w.get("sheet.round_column", r), 0.8f, true));
    }
    List<List<String>> rows = new ArrayList<>();
    for (Crosstable.Row row : table.rows()) {
      List<String> cells = new ArrayList<>(List.of(w.number(row.rank()), row.player(),
          Printouts.points(w, row.halfPoints())));
      row.cells().forEach(cell -> cells.add(w.digits(cell)));
      rows.add(cells);
    }
    return sheet(w.get("page.crosstable"), columns, rows, table.rounds() > PORTRAIT_COLUMNS);
  }

  /** Every player by pairing number: name, rating, short code, withdrawn or not. */
  Sheet players() {
    List<Sheet.Column> columns = List.of(number("sheet.no"), name("sheet.player"),
        rating(), new Sheet.Column(w.get("print.code"), 1f, false),
        new Sheet.Column("", 1.2f, false));
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < view.players().size(); i++) {
      String player = view.players().get(i);
      rows.add(List.of(w.number(i + 1), player, rating(player),
          codes.codeOf(view.name(), player).orElse(""),
          view.withdrawn().contains(player) ? w.get("print.withdrawn") : ""));
    }
    return sheet(w.get("print.players"), columns, rows, false);
  }

  /**
   * The round robin's schedule by pairing number (FIDE's Berger tables): a row per round, a cell
   * per board, {@code 3 – 6} (white first); with an odd number of players the one facing the
   * missing number has the bye.
   */
  Sheet berger() {
    int players = view.players().size();
    int size = BergerTable.tableSize(Math.max(players, 2));
    List<Sheet.Column> columns = new ArrayList<>(List.of(number("print.round")));
    for (int board = 1; board <= size / 2; board++) {
      columns.add(new Sheet.Column(w.get("page.board_short") + " " + w.number(board), 1f, false));
    }
    List<List<String>> rows = new ArrayList<>();
    for (int round = 1; round <= BergerTable.roundCount(Math.max(players, 2)); round++) {
      List<String> row = new ArrayList<>(List.of(w.number(round)));
      for (BergerTable.Game game : BergerTable.round(size, round)) {
        row.add(seat(game.white(), players) + " – " + seat(game.black(), players));
      }
      rows.add(row);
    }
    return sheet(w.get("print.berger", players), columns, rows, size / 2 > PORTRAIT_COLUMNS);
  }

  private String seat(int number, int players) {
    return number > players ? w.get("print.bye_short") : w.number(number);
  }

  private String rating(String player) {
    Integer rating = view.ratings().get(player);
    return rating == null ? "" : w.number(rating);
  }

  private Sheet sheet(String title, List<Sheet.Column> columns, List<List<String>> rows,
      boolean landscape) {
    return new Sheet(title, Printouts.about(view, w), columns, rows, List.of(), 0, landscape,
        Printouts.rightToLeft(w), null);
  }

  private Sheet.Column number(String key) {
    return new Sheet.Column(w.get(key), 0.7f, true);
  }

  private Sheet.Column rating() {
    return new Sheet.Column(w.get("print.rating"), 1.2f, true);
  }

  private Sheet.Column name(String key) {
    return new Sheet.Column(w.get(key), 3f, false);
  }
}
