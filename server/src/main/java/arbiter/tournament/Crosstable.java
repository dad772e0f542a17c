package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The crosstable in ranking order. Each round's cell is a code, not words: the opponent's rank,
 * the colour and the result ({@code 4w1}, {@code 2b=}, {@code 7w+} a forfeit win, {@code 3b-} a
 * forfeit loss, {@code *} unplayed yet), or a bye ({@code +bye}, {@code =bye}, {@code 0bye}), or
 * {@code -} when the player was not paired.
 *
 * @param rounds the rounds paired so far (the cells of each row)
 */
public record Crosstable(int rounds, List<Row> rows) {

  /** One player's line: rank, name, points in halves and a cell per round. */
  public record Row(int rank, String player, int halfPoints, List<String> cells) {}

  /** The crosstable of the tournament as it stands. */
  public static Crosstable of(Tournament tournament) {
    List<List<Pairing>> rounds = new ArrayList<>();
    for (int r = 1; r <= tournament.roundNumber(); r++) {
      rounds.add(tournament.pairings(r));
    }
    return of(tournament.standings(), rounds,
        tournament.options().byeHalfPoints(tournament.format()));
  }

  /**
   * The crosstable of {@code standings} over the rounds paired so far, a pairing-allocated bye
   * worth {@code byeHalfPoints}: what a view of the tournament (the printouts) holds.
   */
  public static Crosstable of(StandingsTable standings, List<List<Pairing>> rounds,
      int byeHalfPoints) {
    Map<String, Integer> rank = new HashMap<>();
    standings.rows().forEach(s -> rank.put(s.player(), s.rank()));
    List<Row> rows = new ArrayList<>();
    for (Standing s : standings.rows()) {
      List<String> cells = new ArrayList<>();
      for (List<Pairing> round : rounds) {
        cells.add(cell(round, byeHalfPoints, s.player(), rank));
      }
      rows.add(new Row(s.rank(), s.player(), s.halfPoints(), List.copyOf(cells)));
    }
    return new Crosstable(rounds.size(), List.copyOf(rows));
  }

  private static String cell(List<Pairing> round, int byeHalfPoints, String player,
      Map<String, Integer> rank) {
    for (Pairing p : round) {
      if (!p.involves(player)) {
        continue;
      }
      if (p.isBye()) {
        int worth = p.result() == Result.BYE ? byeHalfPoints : p.result().halfPoints(Side.WHITE);
        return (worth == 2 ? "+" : worth == 1 ? "=" : "0") + "bye";
      }
      Side side = p.sideOf(player).orElseThrow();
      String opponent = p.opponentOf(player).orElseThrow();
      String prefix = rank.get(opponent) + (side == Side.WHITE ? "w" : "b");
      if (p.isPending()) {
        return prefix + "*";
      }
      int half = p.result().halfPoints(side);
      if (!p.result().played()) {
        return prefix + (half == 2 ? "+" : "-");
      }
      return prefix + (half == 2 ? "1" : half == 1 ? "=" : "0");
    }
    return "-";
  }
}
