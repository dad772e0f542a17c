package arbiter.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The ranking with its tie-breaks, in order: points, Sonneborn-Berger, Buchholz, Buchholz cut-1,
 * wins, direct encounter, join order. Exports as aligned text and as CSV (RFC 4180).
 *
 * <p>Unplayed rounds (a Swiss bye, a forfeit either way, a Swiss round missed after withdrawing)
 * count in Sonneborn-Berger and Buchholz as a game against a dummy opponent whose score is the
 * player's own; a round-robin bye is a rest day and counts for nothing. Buchholz cut-1 drops the
 * single lowest opponent score. Direct encounter applies only when every tied player met every
 * other: their points in those games decide.
 */
public final class StandingsTable {

  private static final String CRLF = "\r\n";
  private final List<Standing> rows;

  private StandingsTable(List<Standing> rows) {
    this.rows = List.copyOf(rows);
  }

  /** The standings of {@code players} (join order) after the results known in {@code rounds}. */
  static StandingsTable of(List<String> players, List<List<Pairing>> rounds, Format format) {
    Map<String, Scorecard> cards = Scorecard.of(players, rounds, format);
    List<Standing> unranked = new ArrayList<>();
    for (Scorecard card : cards.values()) {
      unranked.add(tieBreaks(card, cards, absences(card.player(), rounds, format), format));
    }
    Comparator<Standing> byTieBreaks = Comparator.comparingInt(Standing::halfPoints)
        .thenComparingInt(Standing::sonnebornBergerQuarters)
        .thenComparingInt(Standing::buchholzHalves)
        .thenComparingInt(Standing::buchholzCut1Halves)
        .thenComparingInt(Standing::wins)
        .reversed();
    unranked.sort(byTieBreaks.thenComparingInt(Standing::number));
    List<Standing> ordered = new ArrayList<>();
    int from = 0;
    while (from < unranked.size()) {
      int to = from + 1;
      while (to < unranked.size()
          && byTieBreaks.compare(unranked.get(from), unranked.get(to)) == 0) {
        to++;
      }
      ordered.addAll(byDirectEncounter(unranked.subList(from, to), cards));
      from = to;
    }
    List<Standing> ranked = new ArrayList<>();
    for (Standing s : ordered) {
      ranked.add(new Standing(ranked.size() + 1, s.player(), s.number(), s.halfPoints(),
          s.sonnebornBergerQuarters(), s.buchholzHalves(), s.buchholzCut1Halves(), s.wins()));
    }
    return new StandingsTable(ranked);
  }

  /** Rounds of a Swiss that the player, having withdrawn, was not paired in. */
  private static int absences(String player, List<List<Pairing>> rounds, Format format) {
    if (format != Format.SWISS) {
      return 0;
    }
    int absent = 0;
    for (List<Pairing> round : rounds) {
      if (round.stream().noneMatch(p -> p.involves(player))) {
        absent++;
      }
    }
    return absent;
  }

  private static Standing tieBreaks(
      Scorecard card, Map<String, Scorecard> cards, int absences, Format format) {
    int own = card.halfPoints();
    int sb = 0;
    int wins = 0;
    List<Integer> opponents = new ArrayList<>();
    for (Outing outing : card.outings()) {
      if (outing.isBye() && format == Format.ROUND_ROBIN) {
        continue; // a rest day, not a round
      }
      int opponentScore = outing.played() ? cards.get(outing.opponent()).halfPoints() : own;
      sb += opponentScore * outing.halfPoints();
      opponents.add(opponentScore);
      if (outing.isWin()) {
        wins++;
      }
    }
    for (int i = 0; i < absences; i++) {
      opponents.add(own);
    }
    int buchholz = opponents.stream().mapToInt(Integer::intValue).sum();
    int cut1 = opponents.isEmpty() ? 0 : buchholz - Collections.min(opponents);
    return new Standing(0, card.player(), card.number(), own, sb, buchholz, cut1, wins);
  }

  private static List<Standing> byDirectEncounter(
      List<Standing> tied, Map<String, Scorecard> cards) {
    if (tied.size() < 2) {
      return tied;
    }
    Set<String> group = new HashSet<>();
    tied.forEach(s -> group.add(s.player()));
    Map<String, Integer> mutual = new HashMap<>();
    for (Standing s : tied) {
      Set<String> met = new HashSet<>();
      int points = 0;
      for (Outing outing : cards.get(s.player()).outings()) {
        if (!outing.isBye() && group.contains(outing.opponent())) {
          met.add(outing.opponent());
          points += outing.halfPoints();
        }
      }
      if (met.size() < group.size() - 1) {
        return tied; // not everyone met everyone: the encounter decides nothing
      }
      mutual.put(s.player(), points);
    }
    List<Standing> sorted = new ArrayList<>(tied);
    sorted.sort(Comparator.comparingInt((Standing s) -> -mutual.get(s.player()))
        .thenComparingInt(Standing::number));
    return sorted;
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
    String format = "%4s  %-" + width + "s  %6s  %6s  %6s  %6s  %4s\n";
    StringBuilder text = new StringBuilder();
    text.append(String.format(Locale.ROOT, format,
        "Rank", "Player", "Points", "SB", "Buch", "Buch-1", "Wins"));
    for (Standing s : rows) {
      text.append(String.format(Locale.ROOT, format, s.rank(), s.player(), points(s.halfPoints()),
          quarters(s.sonnebornBergerQuarters()), points(s.buchholzHalves()),
          points(s.buchholzCut1Halves()), s.wins()));
    }
    return text.toString();
  }

  /** The standings as CSV with a header row and CRLF line ends; names quoted as RFC 4180 says. */
  public String toCsv() {
    StringBuilder csv = new StringBuilder("rank,player,points,sb,buchholz,buchholz_cut1,wins")
        .append(CRLF);
    for (Standing s : rows) {
      csv.append(s.rank()).append(',').append(csvField(s.player())).append(',')
          .append(points(s.halfPoints())).append(',')
          .append(quarters(s.sonnebornBergerQuarters())).append(',')
          .append(points(s.buchholzHalves())).append(',')
          .append(points(s.buchholzCut1Halves())).append(',')
          .append(s.wins()).append(CRLF);
    }
    return csv.toString();
  }

  /** Quotes a field holding a comma, a quote or a line break, doubling the quotes inside. */
  static String csvField(String value) {
    if (value.contains(",") || value.contains("\"") || value.contains("\r")
        || value.contains("\n")) {
      return '"' + value.replace("\"", "\"\"") + '"';
    }
    return value;
  }

  private static String points(int halves) {
    return String.format(Locale.ROOT, "%.1f", halves / 2.0);
  }

  private static String quarters(int quarters) {
    return String.format(Locale.ROOT, "%.2f", quarters / 4.0);
  }

  @Override
  public String toString() {
    return toText();
  }
}
