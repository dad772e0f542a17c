package arbiter.tournament;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** One player's rounds with a known result: what the standings and the Swiss pairing read. */
final class Scorecard {

  private final String player;
  private final int number;
  private final List<Outing> outings = new ArrayList<>();

  private Scorecard(String player, int number) {
    this.player = player;
    this.number = number;
  }

  /**
   * The scorecards of {@code players} (join order gives the pairing numbers) after the given
   * rounds. Boards still waiting for a result are left out.
   */
  static Map<String, Scorecard> of(
      List<String> players, List<List<Pairing>> rounds, Format format) {
    return of(players, rounds, format.byeHalfPoints());
  }

  /** As {@link #of(List, List, Format)}, a pairing-allocated bye worth {@code byeWorth}. */
  static Map<String, Scorecard> of(
      List<String> players, List<List<Pairing>> rounds, int byeWorth) {
    Map<String, Scorecard> cards = new LinkedHashMap<>();
    for (String player : players) {
      cards.put(player, new Scorecard(player, cards.size() + 1));
    }
    for (int r = 0; r < rounds.size(); r++) {
      for (Pairing pairing : rounds.get(r)) {
        if (pairing.isPending()) {
          continue;
        }
        int round = r + 1;
        Result result = pairing.result();
        if (pairing.isBye()) {
          int worth = result == Result.BYE ? byeWorth : result.halfPoints(Side.WHITE);
          cards.get(pairing.white()).outings.add(new Outing(round, null, null, result, worth));
          continue;
        }
        cards.get(pairing.white()).outings.add(new Outing(
            round, pairing.black(), Side.WHITE, result, result.halfPoints(Side.WHITE)));
        cards.get(pairing.black()).outings.add(new Outing(
            round, pairing.white(), Side.BLACK, result, result.halfPoints(Side.BLACK)));
      }
    }
    return cards;
  }

  String player() {
    return player;
  }

  /** 1-based pairing number: the join order. */
  int number() {
    return number;
  }

  List<Outing> outings() {
    return Collections.unmodifiableList(outings);
  }

  int halfPoints() {
    return outings.stream().mapToInt(Outing::halfPoints).sum();
  }

  /** Everyone this player was paired with, whether the game was played or forfeited. */
  Set<String> opponents() {
    Set<String> met = new HashSet<>();
    for (Outing outing : outings) {
      if (!outing.isBye()) {
        met.add(outing.opponent());
      }
    }
    return met;
  }

  /** Colours of the games played over the board, oldest first. */
  List<Side> colours() {
    List<Side> colours = new ArrayList<>();
    for (Outing outing : outings) {
      if (outing.colourPlayed() != null) {
        colours.add(outing.colourPlayed());
      }
    }
    return colours;
  }

  /**
   * Whether this player may not get the pairing-allocated bye (FIDE C.04.1.d): they already had
   * one, or already scored a win without playing.
   */
  boolean byeSpent() {
    for (Outing outing : outings) {
      // a requested or late-entry bye is no pairing-allocated bye
      if (outing.result() == Result.BYE || (!outing.played() && outing.halfPoints() == 2)) {
        return true;
      }
    }
    return false;
  }

  /**
   * This player as the Swiss pairing sees them before round {@code roundsPlayed + 1}: one outcome
   * for each round so far, a round without a board (withdrawn) as an unpaired zero.
   */
  DutchPairer.Entrant entrant(int roundsPlayed, boolean available) {
    List<DutchPairer.Outcome> history = new ArrayList<>();
    for (int round = 1; round <= roundsPlayed; round++) {
      DutchPairer.Outcome outcome = DutchPairer.Outcome.absent(0);
      for (Outing outing : outings) {
        if (outing.round() == round) {
          outcome = new DutchPairer.Outcome(outing.opponent(), outing.colourPlayed(),
              outing.played(), outing.halfPoints(), outing.result() == Result.BYE);
        }
      }
      history.add(outcome);
    }
    return new DutchPairer.Entrant(player, number, halfPoints(), history, available);
  }
}
