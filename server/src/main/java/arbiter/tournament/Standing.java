package arbiter.tournament;

/**
 * One line of the standings. Scores are kept in exact units: points and Buchholz in half points,
 * Sonneborn-Berger in quarter points (a score times a result).
 *
 * @param rank 1-based place, unique: full ties fall back on join order
 * @param number pairing number (join order, 1-based)
 * @param wins games won over the board or by forfeit (byes are not wins)
 */
public record Standing(
    int rank, String player, int number, int halfPoints, int sonnebornBergerQuarters,
    int buchholzHalves, int buchholzCut1Halves, int wins) {

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
}
