package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every tie-break value but direct encounter, for every player, by FIDE C.07 (2026), in the units
 * of {@link TieBreak}. The rules that matter for unplayed rounds:
 *
 * <ul>
 *   <li>a round is <em>voluntarily unplayed</em> when no game was played and the player did not
 *       score a full point: a requested bye, a zero-point bye, a forfeit loss, a round missed
 *       while withdrawn (art. 16.2.5); the pairing-allocated bye and a forfeit win are not;
 *   <li>as an opponent, a player's score counts the trailing voluntarily unplayed rounds without
 *       an opponent (a withdrawal, byes at the end) as draws (art. 16.3.2), every other round at
 *       what it scored;
 *   <li>a player's own unplayed round counts their own score (the dummy opponent), but no more
 *       than the forfeiting opponent's adjusted score, nor, for a bye, than a draw in every round
 *       (art. 16.4);
 *   <li>a cut removes the player's own voluntarily unplayed round first, when it contributes no
 *       more than the lowest (art. 14.6); a median also removes the highest.
 * </ul>
 *
 * <p>In a round robin every paired round counts as played (a forfeit counts the opponent's score)
 * and a rest day counts for nothing.
 */
final class TieBreakScores {

  /** One round of one player as the tie-breaks see it. */
  private record Round(int number, String opponent, boolean played, boolean pairingBye,
      Side side, int halfPoints) {
    boolean voluntarilyUnplayed() {
      return !played && !pairingBye && halfPoints < 2;
    }
  }

  /** One contribution to a Buchholz or Sonneborn-Berger sum. */
  private record Contribution(boolean voluntarilyUnplayed, int score, int value) {}

  private final Map<String, List<Round>> rounds = new HashMap<>();
  private final Map<String, Integer> adjusted = new HashMap<>();
  private final int roundCount;
  private final boolean roundRobin;

  private TieBreakScores(Map<String, Scorecard> cards, int roundCount, Format format) {
    this.roundCount = roundCount;
    this.roundRobin = format == Format.ROUND_ROBIN;
    for (Scorecard card : cards.values()) {
      List<Round> list = new ArrayList<>();
      for (int r = 1; r <= roundCount; r++) {
        list.add(new Round(r, null, false, false, null, 0)); // absent unless a board says more
      }
      for (Outing outing : card.outings()) {
        list.set(outing.round() - 1, new Round(outing.round(), outing.opponent(),
            outing.played(), outing.result() == Result.BYE, outing.side(), outing.halfPoints()));
      }
      rounds.put(card.player(), list);
      adjusted.put(card.player(), adjustedScore(list));
    }
  }

  /**
   * The values of every player after {@code roundCount} rounds.
   *
   * @param ratings the players' ratings; an unrated player is left out of averages
   */
  static Map<String, Map<TieBreak, Integer>> of(Map<String, Scorecard> cards, int roundCount,
      Format format, Map<String, Integer> ratings) {
    TieBreakScores scores = new TieBreakScores(cards, roundCount, format);
    Map<String, Map<TieBreak, Integer>> values = new HashMap<>();
    for (Scorecard card : cards.values()) {
      values.put(card.player(), scores.values(card, ratings));
    }
    return values;
  }

  /** The score an opponent brings: trailing voluntarily unplayed rounds count as draws. */
  private int adjustedScore(List<Round> list) {
    int lastPresent = 0;
    for (Round round : list) {
      if (!round.voluntarilyUnplayed()) {
        lastPresent = round.number();
      }
    }
    int score = 0;
    for (Round round : list) {
      boolean trailing = round.number() > lastPresent && round.opponent() == null;
      score += trailing ? (roundRobin ? 0 : 1) : round.halfPoints();
    }
    return score;
  }

  private Map<TieBreak, Integer> values(Scorecard card, Map<String, Integer> ratings) {
    int own = card.halfPoints();
    List<Contribution> contributions = new ArrayList<>();
    int wins = 0;
    int won = 0;
    int black = 0;
    int blackWon = 0;
    int elected = 0;
    int ratingSum = 0;
    int rated = 0;
    for (Round round : rounds.get(card.player())) {
      boolean overBoard = round.played() && round.opponent() != null;
      wins += round.halfPoints() == 2 ? 1 : 0;
      won += overBoard && round.halfPoints() == 2 ? 1 : 0;
      black += overBoard && round.side() == Side.BLACK ? 1 : 0;
      blackWon += overBoard && round.side() == Side.BLACK && round.halfPoints() == 2 ? 1 : 0;
      elected += overBoard || round.pairingBye() || round.halfPoints() == 2 ? 1 : 0;
      if (overBoard && ratings.containsKey(round.opponent())) {
        ratingSum += ratings.get(round.opponent());
        rated++;
      }
      Contribution contribution = contribution(round, own);
      if (contribution != null) {
        contributions.add(contribution);
      }
    }
    Map<TieBreak, Integer> values = new EnumMap<>(TieBreak.class);
    values.put(TieBreak.BH, cut(contributions, 0, 0, false));
    values.put(TieBreak.BH_C1, cut(contributions, 1, 0, false));
    values.put(TieBreak.BH_C2, cut(contributions, 2, 0, false));
    values.put(TieBreak.BH_M1, cut(contributions, 1, 1, false));
    values.put(TieBreak.BH_M2, cut(contributions, 2, 2, false));
    values.put(TieBreak.SB, cut(contributions, 0, 0, true));
    values.put(TieBreak.SB_C1, cut(contributions, 1, 0, true));
    values.put(TieBreak.WIN, wins);
    values.put(TieBreak.WON, won);
    values.put(TieBreak.BPG, black);
    values.put(TieBreak.BWG, blackWon);
    values.put(TieBreak.REP, elected);
    values.put(TieBreak.ARO, rated == 0 ? 0 : (int) Math.round(ratingSum / (double) rated));
    values.put(TieBreak.RTNG, ratings.getOrDefault(card.player(), 0));
    values.put(TieBreak.TPN, card.number());
    return values;
  }

  /** What one round adds to Buchholz ({@code score}) and Sonneborn-Berger ({@code value}). */
  private Contribution contribution(Round round, int own) {
    if (roundRobin) {
      if (round.opponent() == null) {
        return null; // a rest day
      }
      int score = adjusted.get(round.opponent());
      return new Contribution(false, score, score * round.halfPoints());
    }
    if (round.played() && round.opponent() != null) {
      int score = adjusted.get(round.opponent());
      return new Contribution(false, score, score * round.halfPoints());
    }
    int score = round.opponent() != null
        ? Math.min(own, adjusted.get(round.opponent()))
        : Math.min(own, roundCount);
    return new Contribution(round.voluntarilyUnplayed(), score, score * round.halfPoints());
  }

  /** The sum of the contributions after {@code low} cut from below and {@code high} above. */
  private int cut(List<Contribution> contributions, int low, int high, boolean sonnebornBerger) {
    List<Contribution> left = new ArrayList<>(contributions);
    Comparator<Contribution> lowest = Comparator.comparingInt(Contribution::score)
        .thenComparingInt(Contribution::value);
    int lows = Math.min(low, roundCount);
    int highs = Math.min(high, roundCount - lows);
    for (int i = 0; i < lows && !left.isEmpty(); i++) {
      Contribution least = left.stream().min(lowest).orElseThrow();
      Contribution unplayed = left.stream().filter(Contribution::voluntarilyUnplayed)
          .min(lowest).orElse(least);
      // the own unplayed round goes first, unless the lowest contributes less
      boolean lower = sonnebornBerger ? least.value() > unplayed.value()
          : least.score() > unplayed.score();
      left.remove(lower ? least : unplayed);
    }
    for (int i = 0; i < highs && !left.isEmpty(); i++) {
      left.remove(left.stream().max(lowest).orElseThrow());
    }
    int sum = 0;
    for (Contribution contribution : left) {
      sum += sonnebornBerger ? contribution.value() : contribution.score();
    }
    return sum;
  }
}
