package arbiter.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rules.Side;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The absolute criteria over many Swiss tournaments with seeded random results: no rematch, at
 * most one bye, no colour difference beyond two and no colour three times in a row, except in
 * the last round for a player with more than half the points before it (FIDE C.04.3 C3).
 */
class SwissInvariantsTest {

  private static final Result[] RESULTS = {Result.WHITE_WIN, Result.BLACK_WIN, Result.DRAW};

  @Test
  void absoluteCriteriaHoldWhateverTheResults() {
    Random random = new Random(20261123);
    int tournaments = 0;
    for (int players = 4; players <= 24; players++) {
      for (int seed = 0; seed < 6; seed++) {
        // with rounds close to the player count only colour-breaking pairings may remain
        int rounds = Math.min(players / 2, 3 + random.nextInt(4));
        Tournament t = Tournament.create("t", "chess", Format.SWISS, rounds, 0, "org");
        for (int p = 1; p <= players; p++) {
          t.join("p" + p);
        }
        t.start();
        while (!t.isFinished()) {
          for (Pairing p : t.currentRound()) {
            if (p.isPending()) {
              t.record(t.roundNumber(), p.board(), RESULTS[random.nextInt(RESULTS.length)]);
            }
          }
          t.nextRound();
        }
        check(t);
        tournaments++;
      }
    }
    assertThat(tournaments).isEqualTo(21 * 6);
  }

  @Test
  void aLargeFieldPairsByTheBracketsToTheEnd() {
    Random random = new Random(7);
    for (int seed = 0; seed < 2; seed++) {
      Tournament t = Tournament.create("big", "chess", Format.SWISS, 7, 0, "org");
      for (int p = 1; p <= 41; p++) {
        t.join("p" + p);
      }
      t.start();
      // S1 against S2, not the fallback's neighbour pairing
      assertThat(t.currentRound().get(0)).isEqualTo(new Pairing(1, "p1", "p21", null));
      while (!t.isFinished()) {
        for (Pairing p : t.currentRound()) {
          if (p.isPending()) {
            t.record(t.roundNumber(), p.board(), RESULTS[random.nextInt(RESULTS.length)]);
          }
        }
        t.nextRound();
      }
      assertThat(t.roundNumber()).isEqualTo(7);
      check(t);
    }
  }

  private static String history(Tournament t) {
    StringBuilder s = new StringBuilder();
    for (int r = 1; r <= t.roundNumber(); r++) {
      s.append("\nround ").append(r).append(": ").append(t.pairings(r));
    }
    return s.toString();
  }

  /** More than half the points possible before the last round. */
  private static boolean topScorer(Tournament t, String player) {
    int halfPoints = 0;
    for (int r = 1; r < t.roundNumber(); r++) {
      for (Pairing p : t.pairings(r)) {
        if (p.isBye() && p.white().equals(player)) {
          halfPoints += 2;
        } else if (p.involves(player)) {
          halfPoints += p.result().halfPoints(p.sideOf(player).orElseThrow());
        }
      }
    }
    return halfPoints > t.roundNumber() - 1;
  }

  private static void check(Tournament t) {
    Set<String> met = new HashSet<>();
    Map<String, Integer> byes = new HashMap<>();
    Map<String, List<Side>> colours = new HashMap<>();
    for (int r = 1; r <= t.roundNumber(); r++) {
      Set<String> seated = new HashSet<>();
      for (Pairing p : t.pairings(r)) {
        assertThat(seated.add(p.white())).isTrue();
        if (p.isBye()) {
          byes.merge(p.white(), 1, Integer::sum);
          continue;
        }
        assertThat(seated.add(p.black())).isTrue();
        assertThat(met.add(p.white() + "/" + p.black()) && met.add(p.black() + "/" + p.white()))
            .as("rematch %s in round %d of %s", p, r, t.players()).isTrue();
        if (r == t.roundNumber() && (topScorer(t, p.white()) || topScorer(t, p.black()))) {
          continue;
        }
        colours.computeIfAbsent(p.white(), k -> new ArrayList<>()).add(Side.WHITE);
        colours.computeIfAbsent(p.black(), k -> new ArrayList<>()).add(Side.BLACK);
      }
    }
    assertThat(byes.values()).allSatisfy(n -> assertThat(n).isEqualTo(1));
    colours.forEach((player, sides) -> {
      int difference = 0;
      for (int i = 0; i < sides.size(); i++) {
        difference += sides.get(i) == Side.WHITE ? 1 : -1;
        assertThat(difference).as("%s %s", player, sides).isBetween(-2, 2);
        if (i >= 2) {
          assertThat(sides.get(i) == sides.get(i - 1) && sides.get(i) == sides.get(i - 2))
              .as("%s %s in %s", player, sides, history(t)).isFalse();
        }
      }
    });
  }
}
