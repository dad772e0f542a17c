package arbiter.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Direct encounter (FIDE C.07, 2026, art. 6) among players tied so far: only games played over
 * the board count. When every tied player met every other (or in a round robin) their points in
 * those games order them. In a Swiss where some did not meet, a player is ranked above the rest
 * only when the points they scored against the group exceed what any player below could reach by
 * winning every game not played within it; the first player for whom that fails shares a place
 * with everyone below. Each group that changed is ordered again among its own members, until
 * nothing changes.
 */
final class DirectEncounter {

  private DirectEncounter() {}

  /** The tied {@code group} (ordered by pairing number) cut into ordered runs. */
  static List<List<Standing>> split(List<Standing> group, Map<String, Scorecard> cards,
      Format format) {
    List<List<Standing>> runs = new ArrayList<>();
    if (group.size() < 2) {
      runs.add(group);
      return runs;
    }
    List<List<Standing>> once = splitOnce(group, cards, format);
    if (once.size() == 1) {
      List<Standing> byNumber = new ArrayList<>(group);
      byNumber.sort(Comparator.comparingInt(Standing::number));
      runs.add(byNumber);
      return runs;
    }
    for (List<Standing> run : once) {
      runs.addAll(split(run, cards, format));
    }
    return runs;
  }

  private static List<List<Standing>> splitOnce(List<Standing> group,
      Map<String, Scorecard> cards, Format format) {
    Set<String> members = new HashSet<>();
    group.forEach(s -> members.add(s.player()));
    Map<String, Integer> points = new HashMap<>();
    Map<String, Integer> reachable = new HashMap<>();
    boolean allMet = true;
    for (Standing s : group) {
      Set<String> met = new HashSet<>();
      int scored = 0;
      for (Outing outing : cards.get(s.player()).outings()) {
        if (outing.played() && !outing.isBye() && members.contains(outing.opponent())) {
          met.add(outing.opponent());
          scored += outing.halfPoints();
        }
      }
      int missing = group.size() - 1 - met.size();
      if (format == Format.SWISS && missing > 0) {
        allMet = false;
      }
      points.put(s.player(), scored);
      reachable.put(s.player(), scored + 2 * Math.max(0, missing));
    }
    List<Standing> sorted = new ArrayList<>(group);
    sorted.sort(Comparator.comparingInt((Standing s) -> -points.get(s.player()))
        .thenComparingInt(s -> -reachable.get(s.player()))
        .thenComparingInt(Standing::number));
    List<List<Standing>> runs = new ArrayList<>();
    if (allMet) {
      List<Standing> run = new ArrayList<>();
      for (Standing s : sorted) {
        if (!run.isEmpty() && !points.get(run.get(0).player()).equals(points.get(s.player()))) {
          runs.add(run);
          run = new ArrayList<>();
        }
        run.add(s);
      }
      runs.add(run);
      return runs;
    }
    int i = 0;
    while (i < sorted.size() - 1) {
      int best = 0;
      for (int j = i + 1; j < sorted.size(); j++) {
        best = Math.max(best, reachable.get(sorted.get(j).player()));
      }
      if (points.get(sorted.get(i).player()) <= best) {
        break;
      }
      runs.add(new ArrayList<>(List.of(sorted.get(i))));
      i++;
    }
    runs.add(new ArrayList<>(sorted.subList(i, sorted.size())));
    return runs;
  }
}
