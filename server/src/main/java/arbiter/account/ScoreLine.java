package arbiter.account;

import java.util.Comparator;

/**
 * One user's row of the scoreboard.
 *
 * @param name the user
 * @param score points: 3 a win, 2 a win by forfeit, 1 a draw, -1 a forfeit
 * @param wins games won
 * @param draws games drawn
 * @param losses games lost
 */
public record ScoreLine(String name, int score, int wins, int draws, int losses) {

  /** Score, wins, draws (descending), losses (ascending), then name (lexicographic). */
  public static final Comparator<ScoreLine> ORDER =
      Comparator.comparingInt(ScoreLine::score)
          .reversed()
          .thenComparing(Comparator.comparingInt(ScoreLine::wins).reversed())
          .thenComparing(Comparator.comparingInt(ScoreLine::draws).reversed())
          .thenComparingInt(ScoreLine::losses)
          .thenComparing(ScoreLine::name);

  /** The row with a finished game's points added. */
  public ScoreLine plus(ScoreLine delta) {
    return new ScoreLine(
        name,
        score + delta.score,
        wins + delta.wins,
        draws + delta.draws,
        losses + delta.losses);
  }

  /** The seed 002 line: {@code name score wins draws losses}. */
  @Override
  public String toString() {
    return name + " " + score + " " + wins + " " + draws + " " + losses;
  }
}
