package arbiter.face.print;

import arbiter.director.TournamentView;
import arbiter.face.words.Words;
import arbiter.rules.Side;
import arbiter.tournament.Pairing;
import arbiter.tournament.Result;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sheets of one round: its pairings by board and by name, the result slips and the board
 * cards. Each player's short code ({@link PlayerCodes}) goes beside their name.
 */
final class PairingSheets {

  /** Result slips on one page, stacked: five fit A4 and Letter with room to cut. */
  static final int SLIPS_PER_PAGE = 5;
  /** Board cards on one page: two, each half a page, to fold or stand. */
  static final int CARDS_PER_PAGE = 2;

  private final TournamentView view;
  private final int round;
  private final Words w;
  private final PlayerCodes codes;

  PairingSheets(TournamentView view, int round, Words w, PlayerCodes codes) {
    this.view = view;
    this.round = round;
    this.w = w;
    this.codes = codes;
  }

  private List<Pairing> boards() {
    return view.roundsPaired().get(round - 1);
  }

  /** The boards in order: board, white, code, points, result, black, code, points. */
  Sheet byBoard(Sheet.Qr qr) {
    Map<String, Integer> before = halfPointsBefore();
    List<List<String>> rows = new ArrayList<>();
    for (Pairing p : boards()) {
      rows.add(List.of(w.number(p.board()), p.white(), code(p.white()),
          points(before.get(p.white())), result(p),
          p.isBye() ? bye(p) : p.black(), p.isBye() ? "" : code(p.black()),
          p.isBye() ? "" : points(before.get(p.black()))));
    }
    List<Sheet.Column> columns = List.of(number("sheet.board"), name("sheet.white"),
        code(), number("sheet.pts"), new Sheet.Column(w.get("sheet.result"), 1.3f, false),
        name("sheet.black"), code(), number("sheet.pts"));
    return table("print.pairings", columns, rows, qr);
  }

  /** Every player of the round by name: code, board, colour and opponent. */
  Sheet byName(Sheet.Qr qr) {
    record Line(String player, Pairing board) {}
    List<Line> lines = new ArrayList<>();
    for (Pairing p : boards()) {
      lines.add(new Line(p.white(), p));
      if (!p.isBye()) {
        lines.add(new Line(p.black(), p));
      }
    }
    Collator collator = Collator.getInstance(w.locale());
    lines.sort(Comparator.comparing(Line::player, collator));
    List<List<String>> rows = new ArrayList<>();
    for (Line line : lines) {
      Pairing p = line.board();
      String colour = p.isBye() ? "" : w.get(p.sideOf(line.player()).orElseThrow() == Side.WHITE
          ? "sheet.white" : "sheet.black");
      rows.add(List.of(line.player(), code(line.player()), w.number(p.board()), colour,
          p.isBye() ? bye(p) : p.opponentOf(line.player()).orElseThrow()));
    }
    List<Sheet.Column> columns = List.of(name("sheet.player"), code(), number("sheet.board"),
        new Sheet.Column(w.get("print.colour"), 1f, false), name("print.opponent"));
    return table("print.alphabetical", columns, rows, qr);
  }

  /** One slip per board played: the board large, both names, the results to tick, signatures. */
  Sheet slips() {
    List<Sheet.Tile> tiles = new ArrayList<>();
    List<String> choices = List.of("1-0", "½-½", "0-1");
    List<String> signatures = List.of(w.get("print.sign_white"), w.get("print.sign_black"));
    for (Pairing p : boards()) {
      if (p.isBye()) {
        continue;
      }
      tiles.add(new Sheet.Tile(w.number(p.board()), List.of(
          view.name() + " · " + w.get("print.round_board", round, p.board()),
          w.get("sheet.white") + ": " + labelled(p.white()),
          w.get("sheet.black") + ": " + labelled(p.black())), choices, signatures));
    }
    return tiles("print.slips", tiles, SLIPS_PER_PAGE);
  }

  /** One card per board played: its number, large, and who plays there this round. */
  Sheet cards() {
    List<Sheet.Tile> tiles = new ArrayList<>();
    for (Pairing p : boards()) {
      if (!p.isBye()) {
        tiles.add(new Sheet.Tile(w.number(p.board()), List.of(
            w.get("print.round_board", round, p.board()), p.white() + " – " + p.black()),
            List.of(), List.of()));
      }
    }
    return tiles("print.cards", tiles, CARDS_PER_PAGE);
  }

  private Sheet table(String title, List<Sheet.Column> columns, List<List<String>> rows,
      Sheet.Qr qr) {
    return new Sheet(w.get(title, round), Printouts.about(view, w), columns, rows, List.of(), 0,
        false, Printouts.rightToLeft(w), qr);
  }

  private Sheet tiles(String title, List<Sheet.Tile> tiles, int perPage) {
    return new Sheet(w.get(title, round), Printouts.about(view, w), List.of(), List.of(), tiles,
        perPage, false, Printouts.rightToLeft(w), null);
  }

  /** Each player's points before this round, in half points. */
  private Map<String, Integer> halfPointsBefore() {
    Map<String, Integer> points = new HashMap<>();
    view.players().forEach(player -> points.put(player, 0));
    for (List<Pairing> earlier : view.roundsPaired().subList(0, round - 1)) {
      for (Pairing p : earlier) {
        if (p.result() == null) {
          continue;
        }
        points.merge(p.white(), p.result() == Result.BYE ? view.byeHalfPoints()
            : p.result().halfPoints(Side.WHITE), Integer::sum);
        if (!p.isBye()) {
          points.merge(p.black(), p.result().halfPoints(Side.BLACK), Integer::sum);
        }
      }
    }
    return points;
  }

  private String points(Integer halves) {
    return halves == null ? "" : Printouts.points(w, halves);
  }

  private String result(Pairing p) {
    if (p.isBye()) {
      return "";
    }
    return p.result() == null ? "" : p.result().label();
  }

  /** What a bye board shows where the opponent would be: the bye and what it is worth. */
  private String bye(Pairing p) {
    int worth = p.result() == Result.BYE || p.result() == null ? view.byeHalfPoints()
        : p.result().halfPoints(Side.WHITE);
    return w.get("print.bye", Printouts.points(w, worth));
  }

  private String code(String player) {
    return codes.codeOf(view.name(), player).orElse("");
  }

  private String labelled(String player) {
    return codes.codeOf(view.name(), player).map(code -> player + " (" + code + ")")
        .orElse(player);
  }

  private Sheet.Column number(String key) {
    return new Sheet.Column(w.get(key), 0.9f, true);
  }

  private Sheet.Column name(String key) {
    return new Sheet.Column(w.get(key), 3f, false);
  }

  /**
   * The code's column: wide enough for six of the widest letter, WWWWWW, on A4 beside the names;
   * a code cut short ("RXNG…") logs no phone in.
   */
  private Sheet.Column code() {
    return new Sheet.Column(w.get("print.code"), 1.5f, false);
  }
}
