package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The ranking with its tie-breaks: points, then the tournament's tie-break order (by default
 * Sonneborn-Berger, Buchholz, Buchholz cut-1, wins, direct encounter), then pairing number. The
 * sheets that print it (text, CSV) are {@code arbiter.export.TournamentSheets}.
 *
 * <p>Unplayed rounds (a bye of any kind in a Swiss, a forfeit either way, a Swiss round missed
 * while withdrawn) count as a game against a dummy opponent whose score is the player's own (FIDE
 * C.07, 2023); a round-robin bye is a rest day and counts for nothing. Opponents' scores are their
 * final scores. A cut drops the lowest contributions, the median the highest and the lowest.
 * Direct encounter applies only when every tied player met every other: their points in those
 * games decide.
 */
public final class StandingsTable {

  private final List<Standing> rows;
  private final List<TieBreak> order;

  private StandingsTable(List<Standing> rows, List<TieBreak> order) {
    this.rows = List.copyOf(rows);
    this.order = List.copyOf(order);
  }

  /** The standings of {@code players} after {@code rounds}, by the default tie-breaks. */
  static StandingsTable of(List<String> players, List<List<Pairing>> rounds, Format format) {
    return of(players, rounds, format, TieBreak.DEFAULT, Map.of());
  }

  /**
   * The standings of {@code players} (pairing-number order) after the results known in
   * {@code rounds}, ranked by {@code order}; {@code ratings} gives the average rating of opponents.
   */
  static StandingsTable of(List<String> players, List<List<Pairing>> rounds, Format format,
      List<TieBreak> order, Map<String, Integer> ratings) {
    Map<String, Scorecard> cards = Scorecard.of(players, rounds, format);
    List<Standing> unranked = new ArrayList<>();
    for (Scorecard card : cards.values()) {
      unranked.add(tieBreaks(card, cards, absences(card.player(), rounds, format), format,
          ratings));
    }
    unranked.sort(Comparator.comparingInt(Standing::halfPoints).reversed()
        .thenComparingInt(Standing::number));
    List<List<Standing>> groups = split(List.of(unranked), Standing::halfPoints);
    for (TieBreak tieBreak : order) {
      List<List<Standing>> refined = new ArrayList<>();
      for (List<Standing> group : groups) {
        if (tieBreak == TieBreak.DE) {
          refined.addAll(split(List.of(byDirectEncounter(group, cards)), s -> s.value(TieBreak.DE)));
        } else {
          List<Standing> sorted = new ArrayList<>(group);
          sorted.sort(Comparator.comparingInt((Standing s) -> -s.value(tieBreak))
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

  private static Standing tieBreaks(Scorecard card, Map<String, Scorecard> cards, int absences,
      Format format, Map<String, Integer> ratings) {
    int own = card.halfPoints();
    int sb = 0;
    int wins = 0;
    int won = 0;
    int black = 0;
    int ratingSum = 0;
    int rated = 0;
    List<Integer> opponents = new ArrayList<>();
    for (Outing outing : card.outings()) {
      if (outing.isBye() && format == Format.ROUND_ROBIN) {
        continue; // a rest day, not a round
      }
      // the dummy-opponent rule: an unplayed round counts against the player's own score
      int opponentScore = outing.played() ? cards.get(outing.opponent()).halfPoints() : own;
      sb += opponentScore * outing.halfPoints();
      opponents.add(opponentScore);
      if (outing.halfPoints() == 2) {
        wins++;
      }
      if (outing.played()) {
        won += outing.isWin() ? 1 : 0;
        black += outing.side() == Side.BLACK ? 1 : 0;
        Integer rating = ratings.get(outing.opponent());
        if (rating != null) {
          ratingSum += rating;
          rated++;
        }
      }
    }
    for (int i = 0; i < absences; i++) {
      opponents.add(own);
    }
    Collections.sort(opponents);
    int buchholz = sum(opponents, 0, opponents.size());
    int cut1 = sum(opponents, 1, opponents.size());
    Map<TieBreak, Integer> values = new EnumMap<>(TieBreak.class);
    values.put(TieBreak.BH, buchholz);
    values.put(TieBreak.BH_C1, cut1);
    values.put(TieBreak.BH_C2, sum(opponents, 2, opponents.size()));
    values.put(TieBreak.BH_M1, sum(opponents, 1, opponents.size() - 1));
    values.put(TieBreak.SB, sb);
    values.put(TieBreak.WIN, wins);
    values.put(TieBreak.WON, won);
    values.put(TieBreak.BPG, black);
    values.put(TieBreak.ARO, rated == 0 ? 0 : (int) Math.round(ratingSum / (double) rated));
    return new Standing(0, card.player(), card.number(), own, sb, buchholz, cut1, wins, values);
  }

  /** The sum of {@code sorted[from..to)}; 0 when the cut leaves nothing. */
  private static int sum(List<Integer> sorted, int from, int to) {
    int total = 0;
    for (int i = from; i < to; i++) {
      total += sorted.get(i);
    }
    return total;
  }

  /**
   * The group with each member's direct-encounter value set: their points against the others,
   * when every member met every other; all zero otherwise. Ordered by it, then pairing number.
   */
  private static List<Standing> byDirectEncounter(
      List<Standing> tied, Map<String, Scorecard> cards) {
    Set<String> group = new HashSet<>();
    tied.forEach(s -> group.add(s.player()));
    Map<String, Integer> mutual = new HashMap<>();
    boolean allMet = tied.size() > 1;
    for (Standing s : tied) {
      Set<String> met = new HashSet<>();
      int points = 0;
      for (Outing outing : cards.get(s.player()).outings()) {
        if (!outing.isBye() && group.contains(outing.opponent())) {
          met.add(outing.opponent());
          points += outing.halfPoints();
        }
      }
      allMet &= met.size() >= group.size() - 1;
      mutual.put(s.player(), points);
    }
    List<Standing> valued = new ArrayList<>();
    for (Standing s : tied) {
      Map<TieBreak, Integer> values = new EnumMap<>(TieBreak.class);
      values.putAll(s.values());
      values.put(TieBreak.DE, allMet ? mutual.get(s.player()) : 0);
      valued.add(s.ranked(s.rank(), values));
    }
    valued.sort(Comparator.comparingInt((Standing s) -> -s.value(TieBreak.DE))
        .thenComparingInt(Standing::number));
    return valued;
  }

  /** The tie-break order this table was ranked by. */
  public List<TieBreak> order() {
    return order;
  }

  public List<Standing> rows() {
    return rows;
  }

  /** The tie-breaks shown as columns, in order. */
  public List<TieBreak> shown() {
    return order.stream().filter(TieBreak::shown).toList();
  }

}
