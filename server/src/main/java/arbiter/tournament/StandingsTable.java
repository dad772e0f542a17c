package arbiter.tournament;

import arbiter.tournament.arena.ArenaLine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The ranking with its tie-breaks: points, then the tournament's tie-break order (by default
 * FIDE's recommendation for the format, {@link TieBreak#defaults}), then pairing number standing in
 * for the drawing of lots; the sheets that print it are {@code arbiter.export.TournamentSheets}.
 * The values follow FIDE C.07 (2026), unplayed rounds included: see {@link TieBreakScores} and
 * {@link DirectEncounter}.
 */
public final class StandingsTable {

  private final List<Standing> rows;
  private final List<TieBreak> order;
  /** An arena's lines by player (sheet, streak); empty for the other formats. */
  private final Map<String, ArenaLine> arena;
  private final int roundsOver;
  private final int roundInPoints;

  private StandingsTable(List<Standing> rows, List<TieBreak> order, Map<String, ArenaLine> arena,
      int roundsOver, int roundInPoints) {
    this.rows = List.copyOf(rows);
    this.order = List.copyOf(order);
    this.arena = Map.copyOf(arena);
    this.roundsOver = roundsOver;
    this.roundInPoints = roundInPoints;
  }

  /**
   * An arena's standings: rows ranked by arena points, no tie-break columns, the lines beside;
   * no rounds, so none over and none in play.
   */
  public static StandingsTable arena(List<Standing> rows, Map<String, ArenaLine> lines) {
    return new StandingsTable(rows, List.of(), lines, 0, 0);
  }

  /** An arena's line of each player (sheet, streak, pause); empty for the other formats. */
  public Map<String, ArenaLine> arena() {
    return arena;
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
    return of(players, rounds, format, order, ratings, format.byeHalfPoints());
  }

  /** As above, a pairing-allocated bye worth {@code byeWorth} half points. */
  static StandingsTable of(List<String> players, List<List<Pairing>> rounds, Format format,
      List<TieBreak> order, Map<String, Integer> ratings, int byeWorth) {
    Map<String, Scorecard> cards = Scorecard.of(players, rounds, byeWorth);
    // a round still being played counts in the points it has, in the tie-breaks once it ends: its
    // boards without a result are not unplayed games (their Buchholz would be the player's own)
    List<Pairing> last = rounds.isEmpty() ? List.of() : rounds.get(rounds.size() - 1);
    List<List<Pairing>> ended = last.stream().noneMatch(Pairing::isPending) ? rounds
        : rounds.subList(0, rounds.size() - 1);
    // in the points once a board of the unfinished round is (a game over, or a bye, which counts
    // from its pairing): a round paired with every board waiting adds to neither
    int inPoints = ended != rounds && last.stream().anyMatch(p -> !p.isPending()) ? rounds.size()
        : 0;
    Map<String, Map<TieBreak, Integer>> values = TieBreakScores.of(
        ended == rounds ? cards : Scorecard.of(players, ended, byeWorth), ended.size(), format,
        ratings);
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
    return new StandingsTable(ranked, order, Map.of(), ended.size(), inPoints);
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

  /**
   * The same rows in {@code players}' order, ranked 1 to n, without tie-break columns: a
   * knockout's placings, whose points count a round not over as the table's do.
   */
  public StandingsTable orderedBy(List<String> players) {
    List<Standing> ordered = new ArrayList<>();
    for (String player : players) {
      rows.stream().filter(s -> s.player().equals(player)).findFirst()
          .ifPresent(s -> ordered.add(s.ranked(ordered.size() + 1, s.values())));
    }
    return new StandingsTable(ordered, List.of(), Map.of(), roundsOver, roundInPoints);
  }

  /** The rounds every board of which has a result: the rounds the tie-breaks count. */
  public int roundsOver() {
    return roundsOver;
  }

  /** The round not over whose results so far (games over, byes) are in the points; 0 if none. */
  public int roundInPoints() {
    return roundInPoints;
  }

  /**
   * The round being played whose results so far count in the points but not yet in the
   * tie-breaks, which count it once it is over; 0 when the points and tie-breaks count the same
   * rounds, and for a table without tie-breaks (an arena, a knockout's placings: there a reader
   * would take "tie-breaks" for the tie-break games).
   */
  public int roundInPlay() {
    return order.isEmpty() ? 0 : roundInPoints;
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
