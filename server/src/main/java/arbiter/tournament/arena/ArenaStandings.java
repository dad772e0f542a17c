package arbiter.tournament.arena;

import arbiter.tournament.Standing;
import arbiter.tournament.StandingsTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * An arena's ranking: arena points, then wins, then the players' order (the seeding at the start:
 * rating, then name; newcomers after them in join order; lichess breaks ties by performance
 * rating, which a LAN club without ratings lacks). Pure.
 */
public final class ArenaStandings {

  private ArenaStandings() {}

  /** The standings of {@code players} (their pairing order) from their lines. */
  public static StandingsTable of(List<String> players, Map<String, ArenaLine> lines) {
    List<Standing> unranked = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      ArenaLine line = lines.get(players.get(i));
      // half points twice the arena points: a row's points() reads the arena points
      unranked.add(new Standing(0, line.player(), i + 1, 2 * line.points(), 0, 0, 0,
          line.wins(), Map.of()));
    }
    unranked.sort(Comparator.comparingInt(Standing::halfPoints).reversed()
        .thenComparing(Comparator.comparingInt(Standing::wins).reversed())
        .thenComparingInt(Standing::number));
    List<Standing> ranked = new ArrayList<>();
    for (Standing s : unranked) {
      ranked.add(new Standing(ranked.size() + 1, s.player(), s.number(), s.halfPoints(), 0, 0, 0,
          s.wins(), Map.of()));
    }
    return StandingsTable.arena(ranked, lines);
  }
}
