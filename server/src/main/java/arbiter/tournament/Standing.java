package arbiter.tournament;

import java.util.Map;

/**
 * One line of the standings. Scores are kept in exact units: points and Buchholz in half points,
 * Sonneborn-Berger in quarter points (a score times a result).
 *
 * @param rank 1-based place, unique: full ties fall back on pairing number
 * @param number pairing number (1-based)
 * @param wins rounds won, with or without playing (FIDE's WIN)
 * @param values every tie-break's value, in its units (see {@link TieBreak})
 */
public record Standing(
    int rank, String player, int number, int halfPoints, int sonnebornBergerQuarters,
    int buchholzHalves, int buchholzCut1Halves, int wins, Map<TieBreak, Integer> values) {

  public Standing {
    values = Map.copyOf(values);
  }

  /** Points as a number: 2.5 for two wins and a draw. */
  public double points() {
    return halfPoints / 2.0;
  }

  public double sonnebornBerger() {
    return sonnebornBergerQuarters / 4.0;
  }

  public double buchholz() {
    return buchholzHalves / 2.0;
  }

  public double buchholzCut1() {
    return buchholzCut1Halves / 2.0;
  }

  /** A tie-break's value in its units; 0 for direct encounter outside a tie. */
  public int value(TieBreak tieBreak) {
    return values.getOrDefault(tieBreak, 0);
  }

  Standing ranked(int newRank, Map<TieBreak, Integer> newValues) {
    return new Standing(newRank, player, number, halfPoints, sonnebornBergerQuarters,
        buchholzHalves, buchholzCut1Halves, wins, newValues);
  }
}
