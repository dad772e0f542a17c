package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One player's facts the Dutch criteria read, computed once before a round: score, colour
 * preference (C.04.3 A.6, 2025 text), float history and whether the bye may go to them; and the
 * colour they get against an opponent.
 */
final class DutchPlayer {

  /** How a player floated in a past round. */
  enum Float { DOWN, UP, NONE }

  final DutchPairer.Entrant entrant;
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

  DutchPlayer(DutchPairer.Entrant entrant) {
    this.entrant = entrant;
    this.rankIndex = entrant.number() - 1;
    // an accelerated pairing adds the round's virtual points (C.04.5.1)
    this.score = entrant.halfPoints() + entrant.virtual(entrant.rounds().size() + 1);
    int white = 0;
    int black = 0;
    int consecutive = 0;
    Side repeated = null;
    boolean eligible = true;
    for (DutchPairer.Outcome outcome : entrant.rounds()) {
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
      } else if (outcome.halfPoints() >= DutchPairer.WIN || outcome.pairingBye()) {
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

  /** Whether {@code a} stands above {@code b}: more points, or as many and a lower number. */
  static boolean ranksAbove(DutchPlayer a, DutchPlayer b) {
    return a.score > b.score || (a.score == b.score && a.rankIndex < b.rankIndex);
  }

  static boolean compatiblePreferences(Side a, Side b) {
    return a != b || a == null;
  }

  static Side opposite(Side side) {
    return side == null ? null : side.opponent();
  }

  /** The colour this player gets against {@code opponent} (C.04.3 E.1-E.5). */
  Side colourAgainst(DutchPlayer opponent, Side initial) {
    DutchPlayer player = this;
    Side neutral = neutralColour(player, opponent);
    if (neutral != null) {
      return neutral;
    }
    boolean playerRanksLower = ranksAbove(opponent, player);
    if (player.preference == null) {
      if (playerRanksLower) {
        return (opponent.rankIndex & 1) == 1 ? initial : initial.opponent();
      }
      return (player.rankIndex & 1) == 1 ? initial.opponent() : initial;
    }
    return playerRanksLower ? opponent.preference.opponent() : player.preference;
  }

  /** The colour both players' preferences and histories decide, or null if they do not. */
  private static Side neutralColour(DutchPlayer player, DutchPlayer opponent) {
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
