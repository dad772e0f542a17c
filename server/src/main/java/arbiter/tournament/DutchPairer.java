package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Pairs one Swiss round by the main rules of the Dutch system (FIDE C.04.3), simplified as the
 * package documentation lists. The absolute criteria are guaranteed by backtracking: nobody meets
 * the same opponent twice, nobody gets a second bye, and (unless no pairing exists otherwise) no
 * two players with the same absolute colour preference meet.
 *
 * <p>Brackets are paired from the top score group down. A bracket holds the players floated down
 * from above and the residents of one score group. Its candidate pairings come in Dutch order:
 * the most floaters paired with residents, then the residents split into S1 (top half) and S2 with
 * S1[i] against S2[i], then the transpositions of S2 in lexicographic order, then any other
 * matching of the bracket (standing in for the exchanges). Among the first candidates found, the
 * one leaving fewest players unpaired and then denying fewest colour preferences wins; whoever is
 * left unpaired floats down to the next bracket. If a later bracket cannot be paired, the search
 * backtracks into the earlier ones. Should the brackets fail altogether, an exhaustive search over
 * the ranking order finds any legal pairing that exists.
 */
final class DutchPairer {

  /** A player as the pairing sees them before the round. */
  record Entrant(
      String name, int number, int halfPoints, Set<String> met, List<Side> colours,
      boolean byeSpent) {

    static Entrant of(Scorecard card) {
      return new Entrant(card.player(), card.number(), card.halfPoints(), card.opponents(),
          card.colours(), card.byeSpent());
    }

    ColourPreference preference() {
      return ColourPreference.of(colours);
    }
  }

  /** How many acceptable pairings of one bracket are compared for colours before choosing. */
  private static final int CANDIDATES_PER_BRACKET = 200;
  /**
   * Bounds each search over one field (the bracket search, then the fallback) so that a hopeless
   * search ends in well under a second; counted in steps, so the outcome stays deterministic.
   */
  private static final long STEP_LIMIT = 300_000;
  /** Bounds all the searches of one round (one field per bye candidate, strict and relaxed). */
  private static final long ROUND_STEP_LIMIT = 3_000_000;

  private record Pair(Entrant first, Entrant second) {}

  /**
   * One way to pair a bracket.
   *
   * @param floatersLeft how many of the players who came down from above float on again
   * @param order position in the Dutch order of generation
   */
  private record Candidate(List<Pair> pairs, List<Entrant> unpaired, int floatersLeft, int order) {}

  private final List<Entrant> ranked;
  private final Map<String, Integer> rank = new HashMap<>();
  private final Map<String, ColourPreference> preferences = new HashMap<>();
  private final boolean colourStrict;
  private long steps;
  private long roundSteps;
  /** The bracket whose candidates are being generated; generation stops once it has enough. */
  private Collector collecting;

  private DutchPairer(List<Entrant> ranked, boolean colourStrict) {
    this.ranked = ranked;
    this.colourStrict = colourStrict;
    for (Entrant entrant : ranked) {
      rank.put(entrant.name(), rank.size());
      preferences.put(entrant.name(), entrant.preference());
    }
  }

  /**
   * The boards of the next round, the bye (if any) last with {@link Result#BYE}; empty when no
   * pairing avoids a rematch and a second bye.
   */
  static Optional<List<Pairing>> pair(List<Entrant> entrants) {
    List<Entrant> ranked = new ArrayList<>(entrants);
    ranked.sort(Comparator.comparingInt(Entrant::halfPoints).reversed()
        .thenComparingInt(Entrant::number));
    Optional<List<Pairing>> strict = new DutchPairer(ranked, true).pairRound();
    return strict.isPresent() ? strict : new DutchPairer(ranked, false).pairRound();
  }

  private Optional<List<Pairing>> pairRound() {
    if (ranked.size() % 2 == 0) {
      return Optional.ofNullable(pairField(ranked)).map(pairs -> boards(pairs, null));
    }
    // the bye goes to the lowest-ranked player who may have it and leaves a pairable field
    for (int i = ranked.size() - 1; i >= 0; i--) {
      Entrant bye = ranked.get(i);
      if (bye.byeSpent()) {
        continue;
      }
      if (roundSteps > ROUND_STEP_LIMIT) {
        break;
      }
      List<Entrant> field = new ArrayList<>(ranked);
      field.remove(i);
      List<Pair> pairs = pairField(field);
      if (pairs != null) {
        return Optional.of(boards(pairs, bye));
      }
    }
    return Optional.empty();
  }

  private List<Pair> pairField(List<Entrant> field) {
    steps = 0;
    List<Pair> pairs = pairBrackets(scoreGroups(field), 0, List.of());
    roundSteps += steps;
    if (pairs == null) {
      steps = 0;
      pairs = matchInRankOrder(field, new ArrayList<>());
      roundSteps += steps;
    }
    return pairs;
  }

  private static List<List<Entrant>> scoreGroups(List<Entrant> field) {
    List<List<Entrant>> groups = new ArrayList<>();
    for (Entrant entrant : field) {
      List<Entrant> group = groups.isEmpty() ? null : groups.get(groups.size() - 1);
      if (group == null || group.get(0).halfPoints() != entrant.halfPoints()) {
        group = new ArrayList<>();
        groups.add(group);
      }
      group.add(entrant);
    }
    return groups;
  }

  private List<Pair> pairBrackets(List<List<Entrant>> groups, int index, List<Entrant> floaters) {
    if (index == groups.size()) {
      return floaters.isEmpty() ? new ArrayList<>() : null;
    }
    boolean last = index == groups.size() - 1;
    for (Candidate candidate : candidates(floaters, groups.get(index), last)) {
      if (steps > STEP_LIMIT) {
        return null;
      }
      List<Pair> rest = pairBrackets(groups, index + 1, candidate.unpaired());
      if (rest != null) {
        List<Pair> all = new ArrayList<>(candidate.pairs());
        all.addAll(rest);
        return all;
      }
    }
    return null;
  }

  /** The acceptable pairings of one bracket, best first. */
  private List<Candidate> candidates(
      List<Entrant> floaters, List<Entrant> residents, boolean last) {
    Collector collector = new Collector(last);
    collecting = collector;
    for (int m = Math.min(floaters.size(), residents.size()); m >= 0 && !collector.done(); m--) {
      chooseFloaters(floaters, m, 0, new ArrayList<>(), residents, collector);
    }
    List<Candidate> found = collector.found;
    found.sort(Comparator.comparingInt((Candidate c) -> c.unpaired().size())
        .thenComparingInt(Candidate::floatersLeft)
        .thenComparingInt(c -> clashes(c, ColourPreference.Strength.ABSOLUTE))
        .thenComparingInt(c -> clashes(c, ColourPreference.Strength.STRONG))
        .thenComparingInt(c -> clashes(c, ColourPreference.Strength.MILD))
        .thenComparingInt(Candidate::order));
    return found;
  }

  /** Picks which {@code m} floaters are paired inside this bracket, in lexicographic order. */
  private void chooseFloaters(List<Entrant> floaters, int m, int from, List<Entrant> chosen,
      List<Entrant> residents, Collector collector) {
    if (collector.done()) {
      return;
    }
    if (chosen.size() == m) {
      List<Entrant> left = new ArrayList<>(floaters);
      left.removeAll(chosen);
      assign(chosen, residents, new boolean[residents.size()], new ArrayList<>(), (pairs, rest) ->
          pairHomogeneous(rest, pairs, left, collector));
      return;
    }
    for (int i = from; i < floaters.size(); i++) {
      chosen.add(floaters.get(i));
      chooseFloaters(floaters, m, i + 1, chosen, residents, collector);
      chosen.remove(chosen.size() - 1);
    }
  }

  /** What to do with one way of giving each S1 player an S2 partner. */
  private interface Assignment {
    void accept(List<Pair> pairs, List<Entrant> unassigned);
  }

  /** Gives s1[k..] partners from s2 in lexicographic order of s2 (the transpositions). */
  private void assign(List<Entrant> s1, List<Entrant> s2, boolean[] used, List<Pair> pairs,
      Assignment then) {
    if (++steps > STEP_LIMIT || collecting.done()) {
      return;
    }
    int k = pairs.size();
    if (k == s1.size()) {
      List<Entrant> unassigned = new ArrayList<>();
      for (int j = 0; j < s2.size(); j++) {
        if (!used[j]) {
          unassigned.add(s2.get(j));
        }
      }
      then.accept(new ArrayList<>(pairs), unassigned);
      return;
    }
    for (int j = 0; j < s2.size(); j++) {
      if (!used[j] && compatible(s1.get(k), s2.get(j))) {
        used[j] = true;
        pairs.add(new Pair(s1.get(k), s2.get(j)));
        assign(s1, s2, used, pairs, then);
        pairs.remove(pairs.size() - 1);
        used[j] = false;
      }
    }
  }

  /** Pairs the residents left after the floaters, most pairs first. */
  private void pairHomogeneous(List<Entrant> residents, List<Pair> floaterPairs,
      List<Entrant> floatersLeft, Collector collector) {
    for (int q = residents.size() / 2; q >= 0 && !collector.done(); q--) {
      if (collector.last && residents.size() - 2 * q + floatersLeft.size() > 0) {
        continue;
      }
      List<Entrant> s1 = residents.subList(0, q);
      List<Entrant> s2 = residents.subList(q, residents.size());
      assign(s1, s2, new boolean[s2.size()], new ArrayList<>(), (pairs, rest) ->
          collector.offer(floaterPairs, pairs, floatersLeft, rest));
      matchAny(residents, q, new boolean[residents.size()], new ArrayList<>(), new ArrayList<>(),
          (pairs, rest) -> collector.offer(floaterPairs, pairs, floatersLeft, rest));
    }
  }

  /** Every matching of {@code players} with {@code q} pairs, the rest unpaired. */
  private void matchAny(List<Entrant> players, int q, boolean[] used, List<Pair> pairs,
      List<Entrant> unpaired, Assignment then) {
    if (++steps > STEP_LIMIT || collecting.done()) {
      return;
    }
    int i = 0;
    while (i < players.size() && used[i]) {
      i++;
    }
    if (i == players.size()) {
      if (pairs.size() == q) {
        then.accept(new ArrayList<>(pairs), new ArrayList<>(unpaired));
      }
      return;
    }
    used[i] = true;
    if (pairs.size() < q) {
      for (int j = i + 1; j < players.size(); j++) {
        if (!used[j] && compatible(players.get(i), players.get(j))) {
          used[j] = true;
          pairs.add(new Pair(players.get(i), players.get(j)));
          matchAny(players, q, used, pairs, unpaired, then);
          pairs.remove(pairs.size() - 1);
          used[j] = false;
        }
      }
    }
    if (unpaired.size() < players.size() - 2 * q) {
      unpaired.add(players.get(i));
      matchAny(players, q, used, pairs, unpaired, then);
      unpaired.remove(unpaired.size() - 1);
    }
    used[i] = false;
  }

  /** Collects distinct acceptable pairings of one bracket in the order they are generated. */
  private final class Collector {
    final boolean last;
    final List<Candidate> found = new ArrayList<>();
    final Set<String> seen = new HashSet<>();

    Collector(boolean last) {
      this.last = last;
    }

    boolean done() {
      return found.size() >= CANDIDATES_PER_BRACKET || steps > STEP_LIMIT;
    }

    void offer(List<Pair> floaterPairs, List<Pair> pairs, List<Entrant> floatersLeft,
        List<Entrant> residentsLeft) {
      if (done()) {
        return;
      }
      List<Pair> all = new ArrayList<>(floaterPairs);
      all.addAll(pairs);
      List<Entrant> unpaired = new ArrayList<>(floatersLeft);
      unpaired.addAll(residentsLeft);
      if (last && !unpaired.isEmpty()) {
        return;
      }
      unpaired.sort(Comparator.comparingInt(e -> rank.get(e.name())));
      if (seen.add(key(all, unpaired))) {
        found.add(new Candidate(all, unpaired, floatersLeft.size(), found.size()));
      }
    }

    private String key(List<Pair> pairs, List<Entrant> unpaired) {
      List<String> parts = new ArrayList<>();
      for (Pair pair : pairs) {
        int a = rank.get(pair.first().name());
        int b = rank.get(pair.second().name());
        parts.add(Math.min(a, b) + "-" + Math.max(a, b));
      }
      parts.sort(null);
      StringBuilder key = new StringBuilder(String.join(",", parts)).append('/');
      for (Entrant entrant : unpaired) {
        key.append(rank.get(entrant.name())).append(',');
      }
      return key.toString();
    }
  }

  /** The last resort: the first legal pairing of the whole field in ranking order, if any. */
  private List<Pair> matchInRankOrder(List<Entrant> field, List<Pair> pairs) {
    if (field.isEmpty()) {
      return new ArrayList<>(pairs);
    }
    if (++steps > STEP_LIMIT) {
      return null;
    }
    Entrant first = field.get(0);
    for (int j = 1; j < field.size(); j++) {
      Entrant partner = field.get(j);
      if (compatible(first, partner)) {
        List<Entrant> rest = new ArrayList<>(field);
        rest.remove(j);
        rest.remove(0);
        pairs.add(new Pair(first, partner));
        List<Pair> found = matchInRankOrder(rest, pairs);
        pairs.remove(pairs.size() - 1);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  /** The absolute criteria C1 (no rematch) and, in strict mode, C3 (absolute colours). */
  private boolean compatible(Entrant a, Entrant b) {
    if (a.met().contains(b.name())) {
      return false;
    }
    if (!colourStrict) {
      return true;
    }
    ColourPreference pa = preferences.get(a.name());
    ColourPreference pb = preferences.get(b.name());
    return !(pa.isAbsolute() && pb.isAbsolute() && pa.clashesWith(pb));
  }

  /** Pairs of the candidate where both players want the same colour, at least this strongly. */
  private int clashes(Candidate candidate, ColourPreference.Strength atLeast) {
    int count = 0;
    for (Pair pair : candidate.pairs()) {
      ColourPreference pa = preferences.get(pair.first().name());
      ColourPreference pb = preferences.get(pair.second().name());
      if (pa.clashesWith(pb) && pa.strength().compareTo(atLeast) >= 0
          && pb.strength().compareTo(atLeast) >= 0) {
        count++;
      }
    }
    return count;
  }

  /** Orders the boards (FIDE C.04.2 B) and gives colours; the bye comes last. */
  private List<Pairing> boards(List<Pair> pairs, Entrant bye) {
    List<Pair> ordered = new ArrayList<>();
    for (Pair pair : pairs) {
      boolean firstHigher = rank.get(pair.first().name()) < rank.get(pair.second().name());
      ordered.add(firstHigher ? pair : new Pair(pair.second(), pair.first()));
    }
    ordered.sort(Comparator.comparingInt((Pair p) -> -Math.max(
            p.first().halfPoints(), p.second().halfPoints()))
        .thenComparingInt(p -> -(p.first().halfPoints() + p.second().halfPoints()))
        .thenComparingInt(p -> rank.get(p.first().name())));
    List<Pairing> boards = new ArrayList<>();
    for (Pair pair : ordered) {
      Side higher = colourOfHigherRanked(pair.first(), pair.second());
      Entrant white = higher == Side.WHITE ? pair.first() : pair.second();
      Entrant black = higher == Side.WHITE ? pair.second() : pair.first();
      boards.add(new Pairing(boards.size() + 1, white.name(), black.name(), null));
    }
    if (bye != null) {
      boards.add(new Pairing(boards.size() + 1, bye.name(), null, Result.BYE));
    }
    return boards;
  }

  /** The colour rules C.04.3 E.1 to E.5 for a pair whose higher-ranked player is {@code a}. */
  private Side colourOfHigherRanked(Entrant a, Entrant b) {
    ColourPreference pa = preferences.get(a.name());
    ColourPreference pb = preferences.get(b.name());
    if (pa.colour() == null && pb.colour() == null) {
      // E.5: the initial colour (white) to the higher-ranked player if their number is odd
      return a.number() % 2 == 1 ? Side.WHITE : Side.BLACK;
    }
    if (pb.colour() == null) {
      return pa.colour();
    }
    if (pa.colour() == null || pa.colour() != pb.colour()) {
      return pb.colour().opponent(); // E.1: both preferences (or the only one) granted
    }
    if (pa.strength() != pb.strength()) {
      // E.2: the stronger preference wins
      return pa.strength().compareTo(pb.strength()) > 0 ? pa.colour() : pa.colour().opponent();
    }
    int widthA = Math.abs(pa.difference());
    int widthB = Math.abs(pb.difference());
    if (pa.isAbsolute() && widthA != widthB) {
      return widthA > widthB ? pa.colour() : pa.colour().opponent();
    }
    // E.3: alternate from the latest game in which they had different colours
    List<Side> ca = a.colours();
    List<Side> cb = b.colours();
    for (int back = 1; back <= Math.min(ca.size(), cb.size()); back++) {
      Side x = ca.get(ca.size() - back);
      Side y = cb.get(cb.size() - back);
      if (x != y) {
        return x.opponent();
      }
    }
    return pa.colour(); // E.4: the higher-ranked player's preference
  }
}
