package arbiter.tournament;

import arbiter.rules.Side;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Pairs one Swiss round by the FIDE Dutch system (C.04.3, the 2025 rules), colours included.
 *
 * <p>The rules rank candidate pairings of each bracket by a long list of criteria, applied in
 * order, with FIDE's order of transpositions and exchanges breaking the remaining ties. Instead of
 * walking through candidates, this pairer stacks the criteria into one edge weight per pair of
 * players (the most important in the highest bits) and asks for a maximum-weight matching of the
 * whole field, bracket by bracket from the top: the absolute criteria and the completion of the
 * round come first (C1-C4), then the number of pairs and the scores paired in the current and the
 * next bracket (C5-C8), the bye assignee's unplayed games (C9), colour preferences (C10-C13) and
 * float history (C14-C21). Once a bracket's best value is known, its pairs are fixed one player at
 * a time, the higher ranked first, so that the choice among equally good pairings follows FIDE's
 * order: which moved-down players are paired, then their opponents, then the fewest and least
 * different exchanges between S1 and S2, then each S1 player against the highest S2 player that
 * still allows the best value. This is the method of bbpPairings, a FIDE-endorsed program, whose
 * pairings the tests replay; the code is our own.
 */
final class DutchPairer {

  /**
   * One past round of a player.
   *
   * @param opponent the opponent's name, {@code null} when there was none
   * @param colour the colour played; {@code null} unless the game was played over the board
   * @param played whether the game was played over the board (not a forfeit or bye)
   * @param halfPoints what the player scored in the round
   * @param pairingBye whether this was the pairing-allocated bye (or a forfeit win the pairing
   *     gave), which the rules count as taking part in the pairing
   */
  record Outcome(String opponent, Side colour, boolean played, int halfPoints,
      boolean pairingBye) {

    /** A round the player sat out without being paired: absent, withdrawn, not yet entered. */
    static Outcome absent(int halfPoints) {
      return new Outcome(null, null, false, halfPoints, false);
    }
  }

  /**
   * A player as the pairing sees them before the round.
   *
   * @param number the pairing number (1 = best seed: rating, then name), counting every player
   *     who has taken part in a pairing or is to be paired now; its parity decides round-1
   *     colours
   * @param halfPoints the score of the rounds already played (not a bye already granted for this
   *     round)
   * @param rounds one outcome for every round already played, in order; a round sat out is
   *     {@link Outcome#absent} with what it scored (a requested half-point bye: 1)
   * @param available whether the player is to be paired in this round (not withdrawn, not on a
   *     requested bye)
   * @param virtual the virtual half points of an accelerated pairing, round by round from round
   *     1 (the round to pair included; missing rounds count 0); they add to the score for the
   *     pairing only, each round's to the score that round was paired with
   */
  record Entrant(String name, int number, int halfPoints, List<Outcome> rounds,
      boolean available, List<Integer> virtual) {

    Entrant {
      virtual = List.copyOf(virtual);
    }

    Entrant(String name, int number, int halfPoints, List<Outcome> rounds, boolean available) {
      this(name, number, halfPoints, rounds, available, List.of());
    }

    /** The virtual half points of round {@code round} (1-based). */
    int virtual(int round) {
      return round >= 1 && round <= virtual.size() ? virtual.get(round - 1) : 0;
    }
  }

  /**
   * The tournament's side of a round.
   *
   * @param totalRounds the rounds of the tournament, so the last one is known (C3's exception)
   * @param initialColour the colour of the top seed in round 1 (decided by lot or organizer)
   * @param forbidden pairs that may never meet (siblings, club mates), as {@link #key}s
   */
  record Setting(int totalRounds, Side initialColour, Set<String> forbidden) {

    Setting {
      forbidden = Set.copyOf(forbidden);
    }

    Setting(int totalRounds, Side initialColour) {
      this(totalRounds, initialColour, Set.of());
    }

    /** The key of the pair {@code a}-{@code b}, in either order. */
    static String key(String a, String b) {
      return a.compareTo(b) < 0 ? a + '\n' + b : b + '\n' + a;
    }
  }

  static final int WIN = 2;
  private static final int DRAW = 1;
  private static final int LOSS = 0;




  private final Setting setting;
  private final int playedRounds;
  private final Map<String, DutchPlayer> everyone = new HashMap<>();
  private final List<DutchPlayer> sorted = new ArrayList<>();
  private final Map<Integer, Integer> scoreGroupShifts = new HashMap<>();
  private int scoreGroupsShift;
  private int sizeBits;
  private BigInteger maxEdgeWeight;
  private int byeAssigneeScore;
  private boolean singleDownfloaterIsByeAssignee;
  private final Map<Integer, Integer> unplayedGameRanks = new HashMap<>();

  private DutchPairer(List<Entrant> entrants, Setting setting) {
    this.setting = setting;
    this.playedRounds = entrants.isEmpty() ? 0 : entrants.get(0).rounds().size();
    for (Entrant entrant : entrants) {
      if (entrant.rounds().size() != playedRounds) {
        throw new IllegalArgumentException("every entrant needs one outcome per round played");
      }
      everyone.put(entrant.name(), new DutchPlayer(entrant));
    }
    for (DutchPlayer player : everyone.values()) {
      player.float1 = playedRounds > 0 ? floatOf(player, 1) : DutchPlayer.Float.NONE;
      player.float2 = playedRounds > 1 ? floatOf(player, 2) : DutchPlayer.Float.NONE;
      if (player.entrant.available()) {
        sorted.add(player);
      }
    }
    sorted.sort(Comparator.comparingInt((DutchPlayer p) -> -p.score).thenComparingInt(p -> p.rankIndex));
  }

  /**
   * The boards of the next round in FIDE's order, the bye (if any) last with {@link Result#BYE};
   * empty when no pairing satisfies the absolute criteria.
   *
   * @param entrants every player of the tournament, the unavailable ones too (their history
   *     tells others' floats)
   */
  static Optional<List<Pairing>> pair(List<Entrant> entrants, Setting setting) {
    DutchPairer pairer = new DutchPairer(entrants, setting);
    if (pairer.sorted.isEmpty()) {
      return Optional.of(List.of());
    }
    return Optional.ofNullable(pairer.pairRound());
  }

  List<DutchPlayer> sorted() {
    return sorted;
  }

  BigInteger maxEdgeWeight() {
    return maxEdgeWeight;
  }

  int sizeBits() {
    return sizeBits;
  }

  int byeAssigneeScore() {
    return byeAssigneeScore;
  }

  boolean singleDownfloaterIsByeAssignee() {
    return singleDownfloaterIsByeAssignee;
  }

  /** C9 reads this while the brackets are paired: it lapses once a bracket floats down more. */
  void setSingleDownfloaterIsByeAssignee(boolean value) {
    singleDownfloaterIsByeAssignee = value;
  }

  Side initialColour() {
    return setting.initialColour();
  }

  private DutchPlayer.Float floatOf(DutchPlayer player, int roundsBack) {
    Outcome outcome = player.entrant.rounds().get(playedRounds - roundsBack);
    if (!outcome.played()) {
      return outcome.halfPoints() > LOSS ? DutchPlayer.Float.DOWN : DutchPlayer.Float.NONE;
    }
    int own = scoreBefore(player, roundsBack);
    int theirs = scoreBefore(everyone.get(outcome.opponent()), roundsBack);
    return own > theirs ? DutchPlayer.Float.DOWN : own < theirs ? DutchPlayer.Float.UP : DutchPlayer.Float.NONE;
  }

  /** The score {@code player} was paired with {@code roundsBack} rounds ago, acceleration in. */
  private int scoreBefore(DutchPlayer player, int roundsBack) {
    int score = player.score - player.entrant.virtual(playedRounds + 1);
    for (int r = playedRounds - roundsBack; r < playedRounds; r++) {
      score -= player.entrant.rounds().get(r).halfPoints();
    }
    return score + player.entrant.virtual(playedRounds - roundsBack + 1);
  }

  private static int bits(int value) {
    return 32 - Integer.numberOfLeadingZeros(value);
  }

  /**
   * C1 (no rematch, no forbidden pair) and C3 (absolute colours, waived in the last round for
   * top scorers).
   */
  private boolean compatible(DutchPlayer a, DutchPlayer b) {
    if (a.played.contains(b.name())
        || (!setting.forbidden().isEmpty()
            && setting.forbidden().contains(Setting.key(a.name(), b.name())))) {
      return false;
    }
    int topScoreThreshold = playedRounds * Math.max(WIN, DRAW) / 2;
    return !a.absolute() || !b.absolute() || a.preference != b.preference
        || (playedRounds >= setting.totalRounds() - 1
            && (a.score > topScoreThreshold || b.score > topScoreThreshold));
  }

  private boolean byeCandidate(DutchPlayer player) {
    return player.byeEligible && player.score <= byeAssigneeScore;
  }


  /** A weight built from the top field down, each {@code shift} making room for the next. */
  private static final class Weight {
    private BigInteger value;
    private final boolean max;

    Weight(long start, boolean max) {
      this.value = BigInteger.valueOf(start);
      this.max = max;
    }

    void shift(int bits) {
      value = value.shiftLeft(bits);
    }

    void add(boolean condition) {
      if (!max && condition) {
        value = value.add(BigInteger.ONE);
      }
    }

    void add(long amount) {
      if (!max) {
        value = value.add(BigInteger.valueOf(amount));
      }
    }

    void addPower(boolean condition, int exponent) {
      if (!max && condition) {
        value = value.add(BigInteger.ONE.shiftLeft(exponent));
      }
    }
  }

  /**
   * The weight of pairing {@code higher} with {@code lower} while the bracket of the current
   * score group is paired; with {@code max} set, an upper bound on every weight instead.
   */
  BigInteger edgeWeight(DutchPlayer higher, DutchPlayer lower, boolean lowerInCurrent,
      boolean lowerInNext, boolean max) {
    if (!max && !compatible(higher, lower)) {
      return BigInteger.ZERO;
    }
    // C4: complete the round; a pair of bye candidates is worth less, so one of them is left over
    Weight w = new Weight(max ? 2 : 1 + (byeCandidate(higher) ? 0 : 1)
        + (byeCandidate(lower) ? 0 : 1), max);
    // C5, C6: the most pairs, then the highest scores, in the current bracket
    w.shift(sizeBits);
    w.add(lowerInCurrent);
    w.shift(scoreGroupsShift);
    w.addPower(lowerInCurrent, scoreGroupShifts.getOrDefault(higher.score, 0));
    // C7, C8: the same for the next bracket
    w.shift(sizeBits);
    w.add(lowerInNext);
    w.shift(scoreGroupsShift);
    w.addPower(lowerInNext, scoreGroupShifts.getOrDefault(higher.score, 0));
    // C9: the bye assignee has the fewest unplayed games
    w.shift(sizeBits);
    w.shift(sizeBits);
    if (!max && singleDownfloaterIsByeAssignee) {
      if (higher.score == byeAssigneeScore) {
        w.add(unplayedGameRanks.get(higher.playedGames));
      }
      if (lower.score == byeAssigneeScore) {
        w.add(unplayedGameRanks.get(lower.playedGames));
      }
    }
    colourFields(w, lower, higher, lowerInCurrent);
    boolean inCurrent = !max && lowerInCurrent;
    boolean higherScores = higher.score > lower.score;
    if (playedRounds > 0) {
      // C14, C15: no repeated downfloat or upfloat from the last round
      w.shift(sizeBits);
      w.add(inCurrent && lower.float1 == DutchPlayer.Float.DOWN);
      w.add(inCurrent && !higherScores && higher.float1 == DutchPlayer.Float.DOWN);
      w.shift(sizeBits);
      w.add(inCurrent && !(higherScores && lower.float1 == DutchPlayer.Float.UP));
    }
    if (playedRounds > 1) {
      // C16, C17: the same for two rounds before
      w.shift(sizeBits);
      w.add(inCurrent && lower.float2 == DutchPlayer.Float.DOWN);
      w.add(inCurrent && !higherScores && higher.float2 == DutchPlayer.Float.DOWN);
      w.shift(sizeBits);
      w.add(inCurrent && !(higherScores && lower.float2 == DutchPlayer.Float.UP));
    }
    if (playedRounds > 0) {
      // C18, C19: the lowest scores among repeated floaters of the last round
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && lower.float1 == DutchPlayer.Float.DOWN, shiftOf(lower));
      w.addPower(inCurrent && higher.float1 == DutchPlayer.Float.DOWN, shiftOf(higher));
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && !(lower.float1 == DutchPlayer.Float.UP && higherScores), shiftOf(higher));
    }
    if (playedRounds > 1) {
      // C20, C21: the same for two rounds before
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && lower.float2 == DutchPlayer.Float.DOWN, shiftOf(lower));
      w.addPower(inCurrent && higher.float2 == DutchPlayer.Float.DOWN, shiftOf(higher));
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && !(lower.float2 == DutchPlayer.Float.UP && higherScores), shiftOf(higher));
    }
    // room for the order of exchanges and transpositions
    w.shift(sizeBits);
    w.shift(sizeBits);
    w.shift(sizeBits);
    w.shift(1);
    if (max) {
      return w.value.shiftLeft(1).subtract(BigInteger.ONE);
    }
    return w.value;
  }

  private int shiftOf(DutchPlayer player) {
    return scoreGroupShifts.getOrDefault(player.score, 0);
  }

  /** C10-C13: absolute imbalances, absolute, then all, then strong colour preferences met. */
  private void colourFields(Weight w, DutchPlayer player, DutchPlayer opponent, boolean inCurrent) {
    boolean mask = !w.max && inCurrent;
    boolean differ = player.preference != opponent.preference;
    w.shift(sizeBits);
    w.add(mask && (!player.absoluteImbalance() || !opponent.absoluteImbalance() || differ));
    w.shift(sizeBits);
    boolean repeatAllowed;
    if (player.colourImbalance == opponent.colourImbalance) {
      repeatAllowed = player.repeatedColour == null
          || player.repeatedColour != opponent.repeatedColour;
    } else {
      DutchPlayer lessImbalanced = player.colourImbalance > opponent.colourImbalance
          ? opponent : player;
      repeatAllowed = lessImbalanced.repeatedColour != DutchPlayer.opposite(player.preference);
    }
    w.add(mask && (!player.absolute() || !opponent.absolute() || differ || repeatAllowed));
    w.shift(sizeBits);
    w.add(mask && DutchPlayer.compatiblePreferences(player.preference, opponent.preference));
    w.shift(sizeBits);
    w.add(mask && ((!player.strong && !player.absolute())
        || (!opponent.strong && !opponent.absolute())
        || (player.absolute() && opponent.absolute()) || differ));
  }


  private List<Pairing> pairRound() {
    int n = sorted.size();
    // score groups from the bottom: each gets as many bits as its size needs
    int maxGroupSize = 0;
    int repeated = 0;
    for (int i = n - 1; i >= 0; i--) {
      repeated++;
      int score = sorted.get(i).score;
      if (i == 0 || score < sorted.get(i - 1).score) {
        scoreGroupShifts.put(score, scoreGroupsShift);
        maxGroupSize = Math.max(maxGroupSize, repeated);
        scoreGroupsShift += bits(repeated);
        repeated = 0;
      }
    }
    sizeBits = bits(maxGroupSize);
    maxEdgeWeight = edgeWeight(sorted.get(0), sorted.get(0), true, false, true);

    WeightedMatching graph = new WeightedMatching(n, maxEdgeWeight.bitLength() + 2);
    boolean odd = n % 2 == 1;
    int topScore = sorted.get(0).score;
    for (int i = 0; i < n; i++) {
      DutchPlayer player = sorted.get(i);
      for (int j = 0; j < i; j++) {
        DutchPlayer opponent = sorted.get(j);
        if (odd) {
          BigInteger w = BigInteger.ZERO;
          if (compatible(player, opponent)) {
            long top = 1 + (player.byeEligible ? 0 : 1) + (opponent.byeEligible ? 0 : 1);
            w = BigInteger.valueOf(top).shiftLeft(scoreGroupsShift)
                .or(BigInteger.valueOf(shiftOf(player) + shiftOf(opponent)))
                .shiftLeft(sizeBits)
                .or(player.score >= topScore ? BigInteger.ONE : BigInteger.ZERO);
          }
          graph.setWeight(i, j, w);
        } else {
          graph.setWeight(i, j, edgeWeight(opponent, player, false, false, false));
        }
      }
    }

    int[] matching = matched(graph);
    if (!complete(matching)) {
      return null;
    }
    if (odd) {
      for (int i = 0; i < n; i++) {
        if (matching[i] == i) {
          byeAssigneeScore = sorted.get(i).score;
          break;
        }
      }
      if (byeAssigneeScore >= topScore) {
        singleDownfloaterIsByeAssignee = true;
        for (int i = 0; i < n && sorted.get(i).score >= topScore; i++) {
          if (sorted.get(matching[i]).score < topScore) {
            singleDownfloaterIsByeAssignee = false;
            break;
          }
        }
      }
      List<Integer> playedCounts = new ArrayList<>();
      for (DutchPlayer player : sorted) {
        if (player.score == byeAssigneeScore) {
          playedCounts.add(player.playedGames);
        }
      }
      playedCounts.sort(Comparator.reverseOrder());
      for (int rank = 0; rank < playedCounts.size(); rank++) {
        unplayedGameRanks.put(playedCounts.get(rank), rank);
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
          graph.setWeight(i, j, edgeWeight(sorted.get(j), sorted.get(i), false, false, false));
        }
      }
    }
    return new DutchBrackets(this, graph).pair();
  }

  static int[] matched(WeightedMatching graph) {
    int[] mate = graph.solve();
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] < 0) {
        mate[v] = v;
      }
    }
    return mate;
  }

  /** At most one player unpaired, and they may have the bye. */
  private boolean complete(int[] matching) {
    boolean unmatched = false;
    for (int v = 0; v < matching.length; v++) {
      if (matching[v] == v) {
        if (unmatched || !sorted.get(v).byeEligible) {
          return false;
        }
        unmatched = true;
      }
    }
    return true;
  }


}
