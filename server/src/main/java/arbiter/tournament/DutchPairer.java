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
   * @param number the pairing number (1 = best seed): rating, then name
   * @param halfPoints the score so far
   * @param rounds one outcome for every round already played, in order
   * @param available whether the player is to be paired in this round
   */
  record Entrant(String name, int number, int halfPoints, List<Outcome> rounds,
      boolean available) {}

  /** What a round looks like: its number of rounds, the first colour, the points of a win. */
  record Setting(int totalRounds, Side initialColour) {}

  private static final int WIN = 2;
  private static final int DRAW = 1;
  private static final int LOSS = 0;

  private enum Float { DOWN, UP, NONE }

  /** The facts of one player the criteria read, computed once. */
  private static final class Player {
    final Entrant entrant;
    final int rankIndex;
    final int score;
    final int playedGames;
    final int colourImbalance;
    final Side preference;
    final Side repeatedColour;
    final boolean strong;
    final boolean byeEligible;
    final Set<String> played = new HashSet<>();
    Float float1 = Float.NONE;
    Float float2 = Float.NONE;
    final List<Side> colours = new ArrayList<>();

    Player(Entrant entrant) {
      this.entrant = entrant;
      this.rankIndex = entrant.number() - 1;
      this.score = entrant.halfPoints();
      int white = 0;
      int black = 0;
      int consecutive = 0;
      Side repeated = null;
      boolean eligible = true;
      for (Outcome outcome : entrant.rounds()) {
        if (outcome.played()) {
          colours.add(outcome.colour());
          played.add(outcome.opponent());
          if (outcome.colour() == Side.WHITE) {
            white++;
          } else {
            black++;
          }
          consecutive = consecutive == 0 || outcome.colour() != repeated ? 1 : consecutive + 1;
          repeated = outcome.colour();
        } else if (outcome.halfPoints() >= WIN || outcome.pairingBye()) {
          eligible = false;
        }
      }
      this.playedGames = white + black;
      Side lower = white > black ? Side.BLACK : Side.WHITE;
      this.colourImbalance = Math.abs(white - black);
      this.preference = colourImbalance > 1 ? lower
          : consecutive > 1 ? repeated.opponent()
          : colourImbalance > 0 ? lower
          : consecutive > 0 ? repeated.opponent()
          : null;
      this.repeatedColour = consecutive > 1 ? repeated : null;
      this.strong = !absolute() && colourImbalance > 0;
      this.byeEligible = eligible;
    }

    boolean absoluteImbalance() {
      return colourImbalance > 1;
    }

    boolean absolute() {
      return absoluteImbalance() || repeatedColour != null;
    }

    String name() {
      return entrant.name();
    }
  }

  /** One game of the round, before boards are numbered. */
  private record Board(Player white, Player black) {
    Player higher() {
      return ranksAbove(white, black) ? white : black;
    }

    Player lower() {
      return ranksAbove(white, black) ? black : white;
    }
  }

  /** Whether {@code a} stands above {@code b}: more points, or as many and a lower number. */
  private static boolean ranksAbove(Player a, Player b) {
    return a.score > b.score || (a.score == b.score && a.rankIndex < b.rankIndex);
  }

  private final Setting setting;
  private final int playedRounds;
  private final Map<String, Player> everyone = new HashMap<>();
  private final List<Player> sorted = new ArrayList<>();
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
      everyone.put(entrant.name(), new Player(entrant));
    }
    for (Player player : everyone.values()) {
      player.float1 = playedRounds > 0 ? floatOf(player, 1) : Float.NONE;
      player.float2 = playedRounds > 1 ? floatOf(player, 2) : Float.NONE;
      if (player.entrant.available()) {
        sorted.add(player);
      }
    }
    sorted.sort(Comparator.comparingInt((Player p) -> -p.score).thenComparingInt(p -> p.rankIndex));
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

  private Float floatOf(Player player, int roundsBack) {
    Outcome outcome = player.entrant.rounds().get(playedRounds - roundsBack);
    if (!outcome.played()) {
      return outcome.halfPoints() > LOSS ? Float.DOWN : Float.NONE;
    }
    int own = scoreBefore(player, roundsBack);
    int theirs = scoreBefore(everyone.get(outcome.opponent()), roundsBack);
    return own > theirs ? Float.DOWN : own < theirs ? Float.UP : Float.NONE;
  }

  private int scoreBefore(Player player, int roundsBack) {
    int score = player.score;
    for (int r = playedRounds - roundsBack; r < playedRounds; r++) {
      score -= player.entrant.rounds().get(r).halfPoints();
    }
    return score;
  }

  private static int bits(int value) {
    return 32 - Integer.numberOfLeadingZeros(value);
  }

  /** C1 (no rematch) and C3 (absolute colours, waived in the last round for top scorers). */
  private boolean compatible(Player a, Player b) {
    if (a.played.contains(b.name())) {
      return false;
    }
    int topScoreThreshold = playedRounds * Math.max(WIN, DRAW) / 2;
    return !a.absolute() || !b.absolute() || a.preference != b.preference
        || (playedRounds >= setting.totalRounds() - 1
            && (a.score > topScoreThreshold || b.score > topScoreThreshold));
  }

  private boolean byeCandidate(Player player) {
    return player.byeEligible && player.score <= byeAssigneeScore;
  }

  private static boolean compatiblePreferences(Side a, Side b) {
    return a != b || a == null;
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
  private BigInteger edgeWeight(Player higher, Player lower, boolean lowerInCurrent,
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
      w.add(inCurrent && lower.float1 == Float.DOWN);
      w.add(inCurrent && !higherScores && higher.float1 == Float.DOWN);
      w.shift(sizeBits);
      w.add(inCurrent && !(higherScores && lower.float1 == Float.UP));
    }
    if (playedRounds > 1) {
      // C16, C17: the same for two rounds before
      w.shift(sizeBits);
      w.add(inCurrent && lower.float2 == Float.DOWN);
      w.add(inCurrent && !higherScores && higher.float2 == Float.DOWN);
      w.shift(sizeBits);
      w.add(inCurrent && !(higherScores && lower.float2 == Float.UP));
    }
    if (playedRounds > 0) {
      // C18, C19: the lowest scores among repeated floaters of the last round
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && lower.float1 == Float.DOWN, shiftOf(lower));
      w.addPower(inCurrent && higher.float1 == Float.DOWN, shiftOf(higher));
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && !(lower.float1 == Float.UP && higherScores), shiftOf(higher));
    }
    if (playedRounds > 1) {
      // C20, C21: the same for two rounds before
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && lower.float2 == Float.DOWN, shiftOf(lower));
      w.addPower(inCurrent && higher.float2 == Float.DOWN, shiftOf(higher));
      w.shift(scoreGroupsShift);
      w.addPower(inCurrent && !(lower.float2 == Float.UP && higherScores), shiftOf(higher));
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

  private int shiftOf(Player player) {
    return scoreGroupShifts.getOrDefault(player.score, 0);
  }

  /** C10-C13: absolute imbalances, absolute, then all, then strong colour preferences met. */
  private void colourFields(Weight w, Player player, Player opponent, boolean inCurrent) {
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
      Player lessImbalanced = player.colourImbalance > opponent.colourImbalance
          ? opponent : player;
      repeatAllowed = lessImbalanced.repeatedColour != opposite(player.preference);
    }
    w.add(mask && (!player.absolute() || !opponent.absolute() || differ || repeatAllowed));
    w.shift(sizeBits);
    w.add(mask && compatiblePreferences(player.preference, opponent.preference));
    w.shift(sizeBits);
    w.add(mask && ((!player.strong && !player.absolute())
        || (!opponent.strong && !opponent.absolute())
        || (player.absolute() && opponent.absolute()) || differ));
  }

  private static Side opposite(Side side) {
    return side == null ? null : side.opponent();
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
      Player player = sorted.get(i);
      for (int j = 0; j < i; j++) {
        Player opponent = sorted.get(j);
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
      for (Player player : sorted) {
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
    return new Brackets(graph).pair();
  }

  private static int[] matched(WeightedMatching graph) {
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

  /** The bracket-by-bracket fixing of pairs over one matching graph of the whole field. */
  private final class Brackets {
    private final WeightedMatching graph;
    private final boolean[] matched;
    private final Player[] partner;
    private int[] stable;
    /** The players of the current bracket, moved-down ones first, then the next score group. */
    private List<Player> players = new ArrayList<>();
    /** For each of {@link #players}, its vertex (index in {@code sorted}). */
    private List<Integer> vertices = new ArrayList<>();
    private BigInteger[][] base;

    Brackets(WeightedMatching graph) {
      this.graph = graph;
      this.matched = new boolean[sorted.size()];
      this.partner = new Player[sorted.size()];
    }

    private void solve() {
      stable = matched(graph);
    }

    private void finalizePair(int a, int b) {
      for (int u = 0; u < graph.size(); u++) {
        if (u != a) {
          graph.setWeight(a, u, u == b ? maxEdgeWeight : BigInteger.ZERO);
        }
        if (u != b) {
          graph.setWeight(b, u, u == a ? maxEdgeWeight : BigInteger.ZERO);
        }
      }
    }

    private BigInteger remainderWeight(int smaller, int larger, int smallerRemainderIndex,
        int remainderPairs) {
      BigInteger result = base[larger][smaller];
      if (result.signum() == 0) {
        return result;
      }
      // fewest exchanges, then the least difference of exchanged numbers
      BigInteger addend = BigInteger.valueOf(smallerRemainderIndex < remainderPairs ? 1 : 0)
          .shiftLeft(2 * sizeBits)
          .subtract(BigInteger.valueOf(smallerRemainderIndex))
          .shiftLeft(1);
      return result.add(addend);
    }

    private boolean inBracket(int vertex, int from, int to) {
      return vertex >= from && vertex < to;
    }

    List<Pairing> pair() {
      int n = sorted.size();
      int next = 0;
      while (next < n && sorted.get(next).score >= sorted.get(0).score) {
        players.add(sorted.get(next));
        vertices.add(next);
        next++;
      }
      int groupBegin = 0;
      int groupBeginVertex = 0;
      while (players.size() > 1 || next < n) {
        int nextGroupBegin = players.size();
        int nextGroupBeginVertex = groupBeginVertex + (nextGroupBegin - groupBegin);
        int groupStart = next;
        while (next < n && sorted.get(next).score >= sorted.get(groupStart).score) {
          players.add(sorted.get(next));
          vertices.add(vertices.get(vertices.size() - 1) + 1);
          next++;
        }
        int size = players.size();
        base = new BigInteger[size][];
        for (int larger = 0; larger < size; larger++) {
          base[larger] = new BigInteger[larger];
          for (int smaller = 0; smaller < larger; smaller++) {
            base[larger][smaller] = larger < groupBegin ? null : edgeWeight(players.get(smaller),
                players.get(larger), larger < nextGroupBegin, larger >= nextGroupBegin, false);
          }
        }
        for (int larger = groupBegin; larger < size; larger++) {
          for (int smaller = 0; smaller < larger; smaller++) {
            graph.setWeight(vertices.get(larger), vertices.get(smaller), base[larger][smaller]);
          }
        }
        solve();

        chooseMovedDownPlayers(groupBegin, nextGroupBegin, groupBeginVertex,
            nextGroupBeginVertex);
        chooseMovedDownOpponents(groupBegin, nextGroupBegin);
        pairRemainder(groupBegin, nextGroupBegin, groupBeginVertex, nextGroupBeginVertex);

        List<Player> newPlayers = new ArrayList<>();
        List<Integer> newVertices = new ArrayList<>();
        int newGroupBegin = 0;
        singleDownfloaterIsByeAssignee = n % 2 == 1 && groupStart < n
            && byeAssigneeScore >= sorted.get(groupStart).score;
        for (int i = 0; i < size; i++) {
          int v = vertices.get(i);
          if (i < nextGroupBegin && matched[v]) {
            partner[v] = sorted.get(stable[v]);
            partner[stable[v]] = players.get(i);
          } else {
            newPlayers.add(players.get(i));
            newVertices.add(v);
            if (i < nextGroupBegin) {
              newGroupBegin++;
            }
            if (singleDownfloaterIsByeAssignee
                && sorted.get(stable[v]).score < sorted.get(groupStart).score) {
              singleDownfloaterIsByeAssignee = false;
            }
          }
        }
        players = newPlayers;
        vertices = newVertices;
        groupBegin = newGroupBegin;
        groupBeginVertex = nextGroupBeginVertex;
      }
      return boards();
    }

    /** Which of the players moved down from above are paired in this bracket (C6 order). */
    private void chooseMovedDownPlayers(int groupBegin, int nextGroupBegin, int groupBeginVertex,
        int nextGroupBeginVertex) {
      int movedDownScore = 0;
      int remaining = 0;
      int remainingMatched = 0;
      for (int i = 0; i < groupBegin; i++) {
        if (i == 0 || players.get(i).score < movedDownScore) {
          movedDownScore = players.get(i).score;
          remaining = 0;
          remainingMatched = 0;
          for (int j = i; j < players.size() && players.get(j).score >= movedDownScore; j++) {
            remaining++;
            if (inBracket(stable[vertices.get(j)], groupBeginVertex, nextGroupBeginVertex)) {
              remainingMatched++;
            }
          }
        }
        if (remainingMatched == 0) {
          continue;
        }
        int v = vertices.get(i);
        if (remaining <= remainingMatched) {
          matched[v] = true;
          continue;
        }
        remaining--;
        if (!inBracket(stable[v], groupBeginVertex, nextGroupBeginVertex)) {
          for (int o = groupBegin; o < nextGroupBegin; o++) {
            BigInteger w = base[o][i];
            if (w.signum() != 0) {
              graph.setWeight(v, vertices.get(o), w.or(BigInteger.ONE));
            }
          }
          solve();
        }
        if (inBracket(stable[v], groupBeginVertex, nextGroupBeginVertex)) {
          matched[v] = true;
          remainingMatched--;
          for (int o = groupBegin; o < nextGroupBegin; o++) {
            BigInteger w = base[o][i];
            if (w.signum() != 0) {
              graph.setWeight(v, vertices.get(o),
                  w.or(BigInteger.valueOf(nextGroupBegin - groupBegin)).add(BigInteger.ONE));
            }
          }
        }
      }
    }

    /** The opponents of the paired moved-down players, each the highest that keeps the best. */
    private void chooseMovedDownOpponents(int groupBegin, int nextGroupBegin) {
      for (int i = 0; i < groupBegin; i++) {
        int v = vertices.get(i);
        if (!matched[v]) {
          continue;
        }
        long addend = players.size();
        for (int o = nextGroupBegin - 1; o >= groupBegin; o--) {
          int ov = vertices.get(o);
          if (matched[ov]) {
            continue;
          }
          BigInteger w = base[o][i];
          if (w.signum() != 0) {
            graph.setWeight(v, ov, w.add(BigInteger.valueOf(addend)));
            addend++;
          }
        }
        solve();
        int mate = stable[v];
        matched[mate] = true;
        finalizePair(v, mate);
      }
    }

    /** The residents left: S1 and S2, the fewest exchanges, then S1 in order (C.04.3 B). */
    private void pairRemainder(int groupBegin, int nextGroupBegin, int groupBeginVertex,
        int nextGroupBeginVertex) {
      List<Integer> remainder = new ArrayList<>();
      int pairs = 0;
      for (int i = groupBegin; i < nextGroupBegin; i++) {
        int v = vertices.get(i);
        if (stable[v] < groupBeginVertex) {
          continue;
        }
        remainder.add(i);
        if (stable[v] < v) {
          pairs++;
        }
      }
      int size = remainder.size();
      for (int o = 0; o < size; o++) {
        int oi = remainder.get(o);
        for (int p = 0; p < size; p++) {
          int pi = remainder.get(p);
          if (oi <= pi) {
            break;
          }
          graph.setWeight(vertices.get(pi), vertices.get(oi), remainderWeight(pi, oi, p, pairs));
        }
      }
      solve();

      int exchanges = 0;
      for (int p = 0; p < size && p < pairs; p++) {
        int v = vertices.get(remainder.get(p));
        if (stable[v] <= v || stable[v] >= nextGroupBeginVertex) {
          exchanges++;
        }
      }

      // the lowest of S1 are the ones given away, where possible
      int left = exchanges;
      for (int f = pairs; f != 0 && left != 0; ) {
        int from = f;
        f--;
        int pi = remainder.get(f);
        int v = vertices.get(pi);
        if (stable[v] > v && stable[v] < nextGroupBeginVertex) {
          for (int o = from; o < size; o++) {
            BigInteger w = remainderWeight(pi, remainder.get(o), f, pairs);
            if (w.signum() != 0) {
              graph.setWeight(v, vertices.get(remainder.get(o)), w.subtract(BigInteger.ONE));
            }
          }
          solve();
        }
        boolean exchange = stable[v] <= v || stable[v] >= nextGroupBeginVertex;
        if (exchange) {
          left--;
        }
        for (int o = f + 1; o < size; o++) {
          int oi = remainder.get(o);
          if (exchange) {
            base[oi][pi] = BigInteger.ZERO;
          }
          graph.setWeight(v, vertices.get(oi), remainderWeight(pi, oi, f, pairs));
        }
      }

      // the highest of S2 are the ones taken in, where possible
      left = exchanges;
      int index = pairs;
      for (int f = pairs; f < size && left > 1; f++) {
        int pi = remainder.get(f);
        int v = vertices.get(pi);
        boolean already = stable[v] > v && stable[v] < nextGroupBeginVertex;
        if (!already) {
          for (int o = f + 1; o < size; o++) {
            BigInteger w = remainderWeight(pi, remainder.get(o), index, pairs);
            if (w.signum() != 0) {
              graph.setWeight(v, vertices.get(remainder.get(o)), w.add(BigInteger.ONE));
            }
          }
          solve();
        }
        boolean exchange = stable[v] > v && stable[v] < nextGroupBeginVertex;
        if (exchange) {
          left--;
          for (int o = 0; o < f; o++) {
            int oi = remainder.get(o);
            base[pi][oi] = BigInteger.ZERO;
            graph.setWeight(v, vertices.get(oi), BigInteger.ZERO);
          }
          for (int o = nextGroupBegin; o < players.size(); o++) {
            base[o][pi] = BigInteger.ZERO;
            graph.setWeight(v, vertices.get(o), BigInteger.ZERO);
          }
        }
        if (!already) {
          for (int o = f + 1; o < size; o++) {
            int oi = remainder.get(o);
            graph.setWeight(v, vertices.get(oi), remainderWeight(pi, oi, index, pairs));
          }
        }
        index++;
      }

      // S1 and S2 are now fixed: keep only S1-S2 edges, at their plain weights
      for (int f = 0; f < size; f++) {
        int pi = remainder.get(f);
        int v = vertices.get(pi);
        for (int o = f + 1; o < size; o++) {
          int oi = remainder.get(o);
          int ov = vertices.get(oi);
          if (stable[v] <= v || stable[v] >= nextGroupBeginVertex
              || (stable[ov] > ov && stable[ov] < nextGroupBeginVertex)) {
            base[oi][pi] = BigInteger.ZERO;
          }
          graph.setWeight(v, ov, base[oi][pi]);
        }
      }

      // each S1 player, from the top, against the highest S2 player that keeps the best value
      for (int pi : remainder) {
        int v = vertices.get(pi);
        if (stable[v] > v && stable[v] < nextGroupBeginVertex) {
          long addend = 0;
          for (int o = size - 1; o >= 0; o--) {
            int oi = remainder.get(o);
            int ov = vertices.get(oi);
            if (oi <= pi || matched[ov]) {
              continue;
            }
            BigInteger w = base[oi][pi];
            if (w.signum() != 0) {
              graph.setWeight(v, ov, w.add(BigInteger.valueOf(addend)));
            }
            addend++;
          }
          solve();
          int mate = stable[v];
          matched[v] = true;
          matched[mate] = true;
          finalizePair(v, mate);
        }
      }
    }

    /** Colours by C.04.3 E and boards in FIDE's order; the bye last. */
    private List<Pairing> boards() {
      List<Board> games = new ArrayList<>();
      Player bye = null;
      for (int v = 0; v < sorted.size(); v++) {
        Player player = sorted.get(v);
        Player mate = partner[v];
        if (mate == null) {
          bye = player;
        } else if (player.entrant.number() < mate.entrant.number()) {
          Side side = colourOf(player, mate);
          games.add(side == Side.WHITE ? new Board(player, mate) : new Board(mate, player));
        }
      }
      games.sort(Comparator.comparingInt((Board b) -> -b.higher().score)
          .thenComparingInt(b -> -b.lower().score)
          .thenComparingInt(b -> b.higher().rankIndex));
      List<Pairing> boards = new ArrayList<>();
      for (Board game : games) {
        boards.add(new Pairing(boards.size() + 1, game.white().name(), game.black().name(),
            null));
      }
      if (bye != null) {
        boards.add(new Pairing(boards.size() + 1, bye.name(), null, Result.BYE));
      }
      return boards;
    }
  }

  /** The colour {@code player} gets against {@code opponent} (C.04.3 E.1-E.5). */
  private Side colourOf(Player player, Player opponent) {
    Side neutral = neutralColour(player, opponent);
    if (neutral != null) {
      return neutral;
    }
    boolean playerRanksLower = ranksAbove(opponent, player);
    Side initial = setting.initialColour();
    if (player.preference == null) {
      if (playerRanksLower) {
        return (opponent.rankIndex & 1) == 1 ? initial : initial.opponent();
      }
      return (player.rankIndex & 1) == 1 ? initial.opponent() : initial;
    }
    return playerRanksLower ? opponent.preference.opponent() : player.preference;
  }

  /** The colour both players' preferences and histories decide, or null if they do not. */
  private static Side neutralColour(Player player, Player opponent) {
    if (compatiblePreferences(player.preference, opponent.preference)) {
      if (player.preference != null) {
        return player.preference;
      }
      return opponent.preference != null ? opponent.preference.opponent() : null;
    }
    if (player.absolute() && (player.colourImbalance > opponent.colourImbalance
        || !opponent.absolute())) {
      return player.preference;
    }
    if (opponent.absolute() && (opponent.colourImbalance > player.colourImbalance
        || !player.absolute())) {
      return opponent.preference.opponent();
    }
    if (player.strong && !opponent.strong) {
      return player.preference;
    }
    if (opponent.strong && !player.strong) {
      return opponent.preference.opponent();
    }
    // E.3: alternate from the latest round in which they had different colours
    List<Side> mine = player.colours;
    List<Side> theirs = opponent.colours;
    int i = mine.size() - 1;
    int j = theirs.size() - 1;
    while (i >= 0 && j >= 0 && mine.get(i) == theirs.get(j)) {
      i--;
      j--;
    }
    return i >= 0 && j >= 0 ? theirs.get(j) : null;
  }
}
