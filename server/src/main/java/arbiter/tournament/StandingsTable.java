package arbiter.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The ranking with its tie-breaks: points, then the tournament's tie-break order (by default
 * FIDE's recommendation for the format, {@link TieBreak#defaults}), then pairing number standing in
 * for the drawing of lots. Exports as aligned text and as CSV (RFC 4180), one column per tie-break
 * but direct encounter. The values follow FIDE C.07 (2026), unplayed rounds included: see
 * {@link TieBreakScores} and {@link DirectEncounter}.
 */
public final class StandingsTable {

  private static final String CRLF = "\r\n";
  private final List<Standing> rows;
  private final List<TieBreak> order;

  private StandingsTable(List<Standing> rows, List<TieBreak> order) {
    this.rows = List.copyOf(rows);
    this.order = List.copyOf(order);
  }

  /** The standings of {@code players} after {@code rounds}, by the default tie-breaks. */
  static StandingsTable of(List<String> players, List<List<Pairing>> rounds, Format format) {
    return of(players, rounds, format, TieBreak.defaults(format), Map.of());
  }

  /**
   * The standings of {@code players} (pairing-number order) after the results known in
   * {@code rounds}, ranked by {@code order}; {@code ratings} gives the average rating of opponents.
   */
  static StandingsTable of(List<String> players, List<List<Pairing>> rounds, Format format,
      List<TieBreak> order, Map<String, Integer> ratings) {
    Map<String, Scorecard> cards = Scorecard.of(players, rounds, format);
    Map<String, Map<TieBreak, Integer>> values =
        TieBreakScores.of(cards, rounds.size(), format, ratings);
    List<Standing> unranked = new ArrayList<>();
    for (Scorecard card : cards.values()) {
      Map<TieBreak, Integer> own = values.get(card.player());
      unranked.add(new Standing(0, card.player(), card.number(), card.halfPoints(),
          own.get(TieBreak.SB), own.get(TieBreak.BH), own.get(TieBreak.BH_C1),
          own.get(TieBreak.WIN), own));
    }
    unranked.sort(Comparator.comparingInt(Standing::halfPoints).reversed()
        .thenComparingInt(Standing::number));
    List<List<Standing>> groups = split(List.of(unranked), Standing::halfPoints);
    for (TieBreak tieBreak : order) {
      List<List<Standing>> refined = new ArrayList<>();
      for (List<Standing> group : groups) {
        if (tieBreak == TieBreak.DE) {
          refined.addAll(DirectEncounter.split(group, cards, format));
        } else {
          int sign = tieBreak.ascending() ? 1 : -1;
          List<Standing> sorted = new ArrayList<>(group);
          sorted.sort(Comparator.comparingInt((Standing s) -> sign * s.value(tieBreak))
              .thenComparingInt(Standing::number));
          refined.addAll(split(List.of(sorted), s -> s.value(tieBreak)));
        }
      }
      groups = refined;
    }
    List<Standing> ranked = new ArrayList<>();
    for (List<Standing> group : groups) {
      for (Standing s : group) {
        ranked.add(s.ranked(ranked.size() + 1, s.values()));
      }
    }
    return new StandingsTable(ranked, order);
  }

  /** Cuts each ordered group into runs of equal {@code key}. */
  private static List<List<Standing>> split(
      List<List<Standing>> groups, java.util.function.ToIntFunction<Standing> key) {
    List<List<Standing>> runs = new ArrayList<>();
    for (List<Standing> group : groups) {
      int from = 0;
      while (from < group.size()) {
        int to = from + 1;
        while (to < group.size()
            && key.applyAsInt(group.get(to)) == key.applyAsInt(group.get(from))) {
          to++;
        }
        runs.add(new ArrayList<>(group.subList(from, to)));
        from = to;
      }
    }
    return runs;
  }

  /** The tie-break order this table was ranked by. */
  public List<TieBreak> order() {
    return order;
  }

  public List<Standing> rows() {
    return rows;
  }

  /** The standings as a fixed-width table, one line per player, each ending in a newline. */
  public String toText() {
    int width = "Player".length();
    for (Standing s : rows) {
      width = Math.max(width, s.player().length());
    }
    StringBuilder format = new StringBuilder("%4s  %-" + width + "s  %6s");
    List<Object> header = new ArrayList<>(List.of("Rank", "Player", "Points"));
    for (TieBreak tieBreak : shown()) {
      format.append("  %").append(Math.max(tieBreak.width(), tieBreak.header().length()))
          .append('s');
      header.add(tieBreak.header());
    }
    format.append('\n');
    StringBuilder text = new StringBuilder();
    text.append(String.format(Locale.ROOT, format.toString(), header.toArray()));
    for (Standing s : rows) {
      List<Object> line = new ArrayList<>(List.of(s.rank(), s.player(), points(s.halfPoints())));
      shown().forEach(tieBreak -> line.add(tieBreak.format(s.value(tieBreak))));
      text.append(String.format(Locale.ROOT, format.toString(), line.toArray()));
    }
    return text.toString();
  }

  /** The standings as CSV with a header row and CRLF line ends; names quoted as RFC 4180 says. */
  public String toCsv() {
    StringBuilder csv = new StringBuilder("rank,player,points");
    shown().forEach(tieBreak -> csv.append(',').append(tieBreak.csvName()));
    csv.append(CRLF);
    for (Standing s : rows) {
      csv.append(s.rank()).append(',').append(csvField(s.player())).append(',')
          .append(points(s.halfPoints()));
      shown().forEach(tieBreak -> csv.append(',').append(tieBreak.format(s.value(tieBreak))));
      csv.append(CRLF);
    }
    return csv.toString();
  }

  /** The tie-breaks shown as columns, in order. */
  public List<TieBreak> shown() {
    return order.stream().filter(TieBreak::shown).toList();
  }

  /** Quotes a field holding a comma, a quote or a line break, doubling the quotes inside. */
  static String csvField(String value) {
    if (value.contains(",") || value.contains("\"") || value.contains("\r")
        || value.contains("\n")) {
      return '"' + value.replace("\"", "\"\"") + '"';
    }
    return value;
  }

  static String points(int halves) {
    return String.format(Locale.ROOT, "%.1f", halves / 2.0);
  }

  @Override
  public String toString() {
    return toText();
  }
}
